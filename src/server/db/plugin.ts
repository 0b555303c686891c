import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database itself: for work outside a request (start-up, timers, the live events' readers). */
    db: Db;
    database: Database;
    config: Config;
  }
  interface FastifyRequest {
    /**
     * The request's transaction, opened by the audit trail (src/server/audit.ts) around every audited
     * change and its trail entry, so that both commit together or not at all; null outside one.
     */
    tx: Db | null;
    /** What a handler reads and writes through: the request's transaction while one is open, else the database. */
    readonly db: Db;
  }
}

/** Makes the database and the configuration available as app.db / app.config, and to each request as request.db. */
export const dbPlugin = fp<{ database: Database; config: Config }>(
  async (app, { database, config }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('config', config);
    app.decorateRequest('tx', null);
    app.decorateRequest('db', {
      getter(this: { tx: Db | null }) {
        return this.tx ?? database.db;
      },
    });
  },
  { name: 'db' },
);
