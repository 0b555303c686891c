import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startWith, stopGroup, workspace, type Started } from './durability';
import { throwawayDatabases, withClient } from './helper';

/**
 * DB_POOL_SIZE bounds the PostgreSQL connections a server process holds, whatever its load: the
 * requests beyond it wait in the pool, not as more backends on the database's cores. The server is
 * started as `npm start -- --demo` starts it. On PostgreSQL only (PGlite has one connection);
 * TEST_DATABASE_URL runs it in the PGlite pass too.
 */
const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const CONCURRENT = 12;

describe.skipIf(!url)('the PostgreSQL pool of a server process (set DATABASE_URL or TEST_DATABASE_URL)', { timeout: 180_000 }, () => {
  const throwaway = throwawayDatabases(url!, 'test_pool');
  afterAll(() => throwaway.dropAll());

  /** `npm start -- --demo` on this database with this pool size, once it serves. */
  async function startOn(dbUrl: string, poolSize: number): Promise<Started> {
    const server = await startWith({ DATABASE_URL: dbUrl, DB_POOL_SIZE: String(poolSize), CLIENT_DIR: workspace().clientDir }, ['--demo']);
    if (server.process.exitCode !== null) throw new Error(`the server did not start:\n${server.output()}`);
    return server;
  }

  /**
   * CONCURRENT list requests at once to a server with this pool size, while a transaction of the
   * test holds the users table: each statement that reaches the database waits there on the lock,
   * holding its connection, so the burst is concurrent on any machine. The connections the server
   * holds on its own database while they wait (clients only: an autovacuum worker may visit the new
   * database too), how many of them wait, and the answers once the lock is released.
   */
  async function connectionsUnderABurst(poolSize: number): Promise<{ connections: number; waiting: number; statuses: number[] }> {
    const dbUrl = await throwaway.create();
    const name = new URL(dbUrl).pathname.slice(1);
    const server = await startOn(dbUrl, poolSize);
    try {
      const headers = { 'access-token': await signIn(server.base, 'admin') };
      return await withClient(dbUrl, async (holder) => {
        const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
        const answers = Promise.all(Array.from({ length: CONCURRENT }, (_, i) => fetch(`${server.base}/users?limit=5&page=${i}`, { headers })));
        // A new snapshot of pg_stat_activity each time: a transaction keeps the one it first read.
        const count = () =>
          withClient(url!, async (c) => (await c.query<{ connections: number; waiting: number }>(
            "SELECT count(*)::int AS connections, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS waiting FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> $2",
            [name, holderPid],
          )).rows[0]);
        // Until the pool is full of waiting statements (or 3 s: a request queued in the pool gives up
        // after 5), then a moment more for any connection beyond it to show.
        for (let i = 0; i < 30 && (await count()).waiting < poolSize; i++) await new Promise((r) => setTimeout(r, 100));
        await new Promise((r) => setTimeout(r, 300));
        const seen = await count();
        await holder.query('COMMIT');
        return { ...seen, statuses: (await answers).map((a) => a.status) };
      });
    } finally {
      await stopGroup(server, 'SIGTERM');
    }
  }

  it(`holds at most DB_POOL_SIZE connections (and the one that listens) under ${CONCURRENT} requests at once, and answers them all`, async () => {
    const small = await connectionsUnderABurst(2);
    expect(small.waiting).toBe(2);
    expect(small.connections).toBeLessThanOrEqual(2 + 1);
    expect(small.statuses).toEqual(Array(CONCURRENT).fill(200));
    // The same burst with a larger pool holds more: the setting, not the load, held the first one.
    const larger = await connectionsUnderABurst(6);
    expect(larger.waiting).toBe(6);
    expect(larger.connections).toBeLessThanOrEqual(6 + 1);
    expect(larger.statuses).toEqual(Array(CONCURRENT).fill(200));
  });
});
