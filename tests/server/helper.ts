import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { MEMORY, openDatabase, type Database } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { copiesDir } from './global-setup';
import { databaseUrl, withClient } from './postgresServer';

export { withClient };

/**
 * A fresh, migrated database for one test file (`seeded`: with the demo data too): in-memory-backed
 * PGlite, or, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped
 * afterwards). Each is a copy of a template the run made once (global-setup.ts).
 */
export async function testDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const templates = inject('databaseTemplates');
  if (templates.kind !== (url ? 'postgres' : 'pglite')) throw new Error(`the run's templates are ${templates.kind} databases, but DATABASE_URL says otherwise`);
  const template = seeded ? templates.seeded : templates.migrated;
  if (!url) {
    // PGlite on a copy of the template's data directory (on tmpfs where there is one).
    const copy = mkdtempSync(join(copiesDir(), 'server-test-'));
    try {
      cpSync(template, copy, { recursive: true });
      const database = await openDatabase({ dataDir: copy });
      const close = database.close;
      return {
        ...database,
        close: async () => {
          try {
            await close();
          } finally {
            rmSync(copy, { recursive: true, force: true });
          }
        },
      };
    } catch (err) {
      rmSync(copy, { recursive: true, force: true });
      throw err;
    }
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const dropDatabase = () => withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  let database: Database;
  try {
    database = await openDatabase({ dataDir: MEMORY, databaseUrl: databaseUrl(url, name), poolSize: 4 });
  } catch (err) {
    await dropDatabase();
    throw err;
  }
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await dropDatabase();
    },
  };
}

/** New empty databases on the PostgreSQL server at `serverUrl` for one test file: `create()` gives the URL of one; `dropAll()` removes them. */
export function throwawayDatabases(serverUrl: string, prefix: string) {
  const names: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      names.push(name);
      return databaseUrl(serverUrl, name);
    },
    async dropAll(): Promise<void> {
      for (const name of names) await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs in a demo account (password "demo") and returns its token. */
  login(username: string): Promise<string>;
  /** app.inject with the token of a demo account in the access-token header. */
  as(username: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<AppOptions, 'database'> {
  /** Runs on the seeded database before the app is built (e.g. a test's own table). */
  prepare?: (database: Database) => Promise<void>;
}

export async function buildTestApp(overrides: Partial<Config> = {}, { prepare, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await testDatabase({ seeded: true });
  let app: FastifyInstance;
  try {
    await prepare?.(database);
    app = await buildApp(testConfig(overrides), { database, ...options });
    await app.ready();
  } catch (err) {
    // An app that refuses to start (as a test may expect) leaves no database behind on PostgreSQL.
    await database.close();
    throw err;
  }
  const tokens = new Map<string, string>();
  const login = async (username: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password: DEMO_PASSWORD } });
    const token = res.json().token as string | null;
    if (!token) throw new Error(`could not sign in as ${username}: ${res.body}`);
    return token;
  };
  return {
    app,
    database,
    login,
    async as(username, options) {
      if (!tokens.has(username)) tokens.set(username, await login(username));
      return app.inject({ ...options, headers: { ...options.headers, 'access-token': tokens.get(username) } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
