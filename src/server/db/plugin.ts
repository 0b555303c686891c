import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from './client';
import { scopedDb } from '../requestTransaction';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

/**
 * Makes the database and the configuration available to every route as app.db / app.config; app.db
 * is the request's transaction while an audited request runs (src/server/requestTransaction.ts).
 */
export const dbPlugin = fp<{ database: Database; config: Config }>(
  async (app, { database, config }) => {
    app.decorate('database', database);
    app.decorate('db', scopedDb(database.db));
    app.decorate('config', config);
  },
  { name: 'db' },
);
