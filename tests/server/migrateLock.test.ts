import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY, openDatabase, type Database } from '../../src/server/db/client';
import { throwawayDatabases, withClient } from './helper';

/**
 * Several processes starting at once on a fresh PostgreSQL database (N servers started together, a
 * rolling restart onto a version with a new migration): each runs `migrate()` with its own pool. On
 * PostgreSQL only (the embedded PGlite refuses a second process on its data directory). The server
 * suite runs against PostgreSQL when DATABASE_URL is set; TEST_DATABASE_URL (set by CI) runs this
 * file in the PGlite pass too, rather than skipping it there.
 */
const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const PROCESSES = 3;

const journal = JSON.parse(readFileSync(fileURLToPath(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url)), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

describe.skipIf(!url)('migrations under an advisory lock (PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL)', { timeout: 120_000 }, () => {
  const throwaway = throwawayDatabases(url!, 'test_migrate');
  const databases: Database[] = [];

  const freshDatabase = throwaway.create;

  afterAll(async () => {
    await Promise.allSettled(databases.map((d) => d.close()));
    await throwaway.dropAll();
  });

  it(`${PROCESSES} processes migrating a fresh database at once all succeed, and each migration is recorded once`, async () => {
    const dbUrl = await freshDatabase();
    const pools = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase({ dataDir: MEMORY, databaseUrl: dbUrl, poolSize: 2 })));
    databases.push(...pools);
    const outcomes = await Promise.allSettled(pools.map((d) => d.migrate()));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String((o.reason as Error).cause ?? o.reason) : 'ok'))).toEqual(pools.map(() => 'ok'));

    const recorded = await withClient(dbUrl, (c) => c.query<{ created_at: string; n: number }>('SELECT created_at, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY created_at ORDER BY created_at'));
    expect(recorded.rows.map((r) => [Number(r.created_at), r.n])).toEqual(journal.entries.map((e) => [e.when, 1]));
    // Every process serves the migrated schema.
    for (const d of pools) expect(((await d.db.execute('SELECT count(*)::int AS n FROM users')) as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    // Nothing is left holding the lock on this database (advisory locks are per database; another
    // test migrating its own database at the same moment holds one there).
    const locks = await withClient(dbUrl, (c) => c.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"));
    expect(locks.rows[0].n).toBe(0);
  });

  it('a process migrating an up-to-date database waits for none and changes nothing', async () => {
    const dbUrl = await freshDatabase();
    const first = await openDatabase({ dataDir: MEMORY, databaseUrl: dbUrl, poolSize: 2 });
    databases.push(first);
    await first.migrate();
    const again = await Promise.allSettled([first.migrate(), first.migrate()]);
    expect(again.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    const recorded = await withClient(dbUrl, (c) => c.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'));
    expect(recorded.rows[0].n).toBe(journal.entries.length);
  });
});

describe('the migrations journal', () => {
  // Drizzle's migrator applies to an existing database only the migrations dated after the last one
  // it applied: one dated earlier (drizzle-kit dates it with the clock, and earlier entries here
  // carry later dates) would be skipped on every installation but a fresh one.
  it('dates each migration after the one before it', () => {
    const out = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1].when).map((e) => e.tag);
    expect(out).toEqual([]);
  });
});
