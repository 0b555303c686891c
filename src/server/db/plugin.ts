import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

/** Makes the database and the configuration available to every route as app.db / app.config. */
export const dbPlugin = fp<{ database: Database; config: Config }>(
  async (app, { database, config }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('config', config);
  },
  { name: 'db' },
);
