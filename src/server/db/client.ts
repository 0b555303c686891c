import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { listenPglite, postgresListener, type Listener, type Unlisten } from './listen';
import { DEFAULT_DB_POOL_SIZE, type Config } from '../config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * State a process keeps for each database it has open (remembered page anchors, read counts):
 * made on first use, dropped with the database.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const kept = new WeakMap<Db, T>();
  return (db) => kept.get(db) ?? kept.set(db, make(db)).get(db)!;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Notifications of a channel, as long as the database is open (see listen.ts). */
  listen(channel: string, listener: Listener): Promise<Unlisten>;
}

/**
 * The migrations this build ships: `./migrations` beside this module, which is src/server/db or, in
 * the compiled server, dist/server (each program there is one bundle; scripts/build.mjs copies the
 * migrations beside them). MIGRATIONS_DIR (read here only, not in config.ts: it is not an
 * operator's setting) points at another copy: the cluster test (tests/e2e/cluster.spec.ts) rolls
 * its processes onto a copy with one migration more, as an upgrade would.
 */
const migrationsFolder = process.env.MIGRATIONS_DIR || fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The key of the PostgreSQL advisory lock migrations run under (any fixed bigint, the same in every
 * version): several processes starting at once (a rolling restart, N servers started together)
 * apply each pending migration once; the others wait, then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 7_316_524_001n;

/** In-memory PGlite (tests) when dataDir is ':memory:'. */
export const MEMORY = ':memory:';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Pool size for PostgreSQL (DB_POOL_SIZE). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
}

/** The database the settings name: PostgreSQL at DATABASE_URL (a pool of DB_POOL_SIZE), else the embedded one in DATA_DIR. */
export const openConfigured = (config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DB_POOL_SIZE'>): Promise<Database> =>
  openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE });

async function openPostgres(url: string, poolSize = DEFAULT_DB_POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection dropped (PostgreSQL restarted or failed over): the pool discards it and the
  // next query opens a new one. Without a listener the dropped connection would end the process.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost (${err.message}); reconnecting on the next query.`));
  // Fail at start, with the driver's message, if the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(pool),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, l) => listener.listen(channel, l),
  };
}

/**
 * Drizzle's migrator reads the last applied migration, then applies the newer ones in a transaction:
 * two processes doing that at once both apply them (or fail on each other's tables). Under a session
 * advisory lock held by the one connection the migrator runs on, they take turns; the lock goes with
 * the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let locked = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    locked = true;
    await upgraded((text) => client.query(text), () => migratePg(drizzlePg(client), { migrationsFolder }));
  } finally {
    // An unlock that fails (connection lost) must not hide the migration's own error; a broken
    // connection is dropped from the pool rather than reused.
    const unlocked = locked ? await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).then(() => true, () => false) : true;
    client.release(!unlocked);
  }
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** How many migrations the database has applied (none: a new database). */
async function appliedMigrations(query: Query): Promise<number> {
  const [{ recorded }] = (await query("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS recorded")).rows as { recorded: boolean }[];
  if (!recorded) return 0;
  return ((await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows as { n: number }[])[0].n;
}

/**
 * Runs `migrate`; if it upgraded a database (one that had migrations applied got more), vacuums and
 * analyzes it. A migration that rewrites a table (0024 rewrites users) leaves its visibility map
 * empty and a re-added column without statistics, and nothing would set them soon: PGlite has no
 * autovacuum, and PostgreSQL's counts no rewrite as a change. Until then every index-only scan of
 * the table reads its heap too: page 1000 of users, first visit, 1.86 ms instead of 1.16 at
 * 200,651 users on PostgreSQL. The whole database's vacuum took 1.4 s on PostgreSQL and 1.9 s on
 * PGlite at 1M suggestions (tables vacuumed before). A new database (every test's) is not: its
 * tables are empty.
 */
async function upgraded(query: Query, migrate: () => Promise<void>): Promise<void> {
  const before = await appliedMigrations(query);
  await migrate();
  if (before > 0 && (await appliedMigrations(query)) > before) await query('VACUUM (ANALYZE)');
}

/** Where PGlite keeps its files inside DATA_DIR. */
const pgdataOf = (dataDir: string) => resolve(dataDir, 'pgdata');

/** Whether the embedded database of this data directory has been created. */
export const embeddedDatabaseExists = (dataDir: string): boolean => existsSync(pgdataOf(dataDir));

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === MEMORY;
  const pgdata = inMemory ? undefined : pgdataOf(dataDir);
  const release = pgdata ? lockDataDir(resolve(dataDir)) : () => {};
  // A 32 MB buffer pool instead of PostgreSQL's default 128 MB: PGlite's files are read through the
  // operating system's cache anyway, and its memory, once grown, is never given back (resident
  // 352 MB instead of 449 MB after start with the demo data; docs/performance.md).
  const client = await PGlite.create(pgdata ?? 'memory://', { extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => upgraded((text) => client.query(text), () => migratePglite(drizzlePglite(client), { migrationsFolder })),
    close: async () => {
      await client.close();
      release();
    },
    listen: (channel, listener) => listenPglite(client, channel, listener),
  };
}

/**
 * PGlite is a single process: a second server on the same data directory would corrupt it.
 * The lock file holds the owner's pid; a stale lock (its process gone) is taken over.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'server.lock');
  try {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The data directory ${dir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another directory.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
