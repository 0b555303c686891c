/**
 * The server suite's databases are made once per run here, then copied for each test file
 * (helper.ts): migrating a new database (26 migrations) and seeding the demo data (an argon2 hash,
 * ~1,000 rows) took several seconds per test app, 60-odd times per run. Two templates:
 * `migrated` (testDatabase()) and `seeded` (buildTestApp(): the demo data with 60 app users).
 *
 * - PGlite: data directories made by openDatabase() itself, on tmpfs when there is one; a test
 *   opens its own copy of the directory (a file copy: no initdb, no migration, no seeding).
 * - PostgreSQL (DATABASE_URL): two databases on that server, named for this run; a test's database
 *   is `CREATE DATABASE … TEMPLATE` of one of them. Dropped when the run ends.
 *
 * The tests that are about migrating (upgrade, migrateLock, exportToPostgres, faults) make their
 * own databases as before; only testDatabase() and buildTestApp() copy these.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed';
import { databaseUrl, withClient } from './postgresServer';

export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the data directory to copy; PostgreSQL: the database to copy. */
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The demo data every test app starts with (buildTestApp). */
export const seedTestData = (database: Database) => seedDemo(database.db, { appUsers: 60 });

/** Where PGlite copies go: memory-backed when the system has /dev/shm (a copy per test file). */
export const copiesDir = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** Opens a database, runs `fn` on it, closes it. */
async function withDatabase(options: Parameters<typeof openDatabase>[0], fn: (database: Database) => Promise<unknown>): Promise<void> {
  const database = await openDatabase(options);
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const root = mkdtempSync(join(copiesDir(), 'server-tests-templates-'));
  const migrated = join(root, 'migrated');
  const seeded = join(root, 'seeded');
  try {
    await withDatabase({ dataDir: migrated }, (database) => database.migrate());
    cpSync(migrated, seeded, { recursive: true });
    await withDatabase({ dataDir: seeded }, seedTestData);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  return { templates: { kind: 'pglite', migrated, seeded }, teardown: async () => rmSync(root, { recursive: true, force: true }) };
}

async function postgresTemplates(serverUrl: string): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const migrated = `test_template_${run}_migrated`;
  const seeded = `test_template_${run}_seeded`;
  const teardown = async () => {
    for (const name of [seeded, migrated]) await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  try {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${migrated}`));
    await withDatabase({ dataDir: ':memory:', databaseUrl: databaseUrl(serverUrl, migrated), poolSize: 2 }, (database) => database.migrate());
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`));
    await withDatabase({ dataDir: ':memory:', databaseUrl: databaseUrl(serverUrl, seeded), poolSize: 2 }, seedTestData);
  } catch (err) {
    await teardown();
    throw err;
  }
  return { templates: { kind: 'postgres', migrated, seeded }, teardown };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const { templates, teardown } = url ? await postgresTemplates(url) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return teardown;
}
