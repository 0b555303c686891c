import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READINESS_MESSAGES } from '../../src/contract';
import { READY_TIMEOUT_MS } from '../../src/server/routes/health';
import { buildTestApp, type TestApp } from './helper';

/**
 * Keeps every connection of the database busy for `ms` without blocking the event loop: an open
 * transaction waiting on a timer holds PGlite (one connection: other queries queue behind it) or one
 * pooled PostgreSQL connection (the helper's pool has 4). A `select 1` then waits for it.
 * `occupied` once every connection is held, `done` once they are all free again.
 */
function occupyDatabase(t: TestApp, ms: number): { occupied: Promise<unknown>; done: Promise<unknown> } {
  const connections = t.database.kind === 'pglite' ? 1 : 4;
  const held: Promise<void>[] = [];
  const done = Promise.all(
    Array.from({ length: connections }, () => {
      let hold!: () => void;
      held.push(new Promise<void>((resolve) => (hold = resolve)));
      return t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        hold();
        await new Promise((r) => setTimeout(r, ms));
      });
    }),
  );
  return { occupied: Promise.all(held), done };
}

/** Resolves when the next request reaches the server's HTTP listener (it is then in flight). */
const nextRequest = (t: TestApp) => new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));

/**
 * A GET on a connection of its own, closed after the answer (no keep-alive: a connection kept open
 * after a request that was in flight when closing began holds the close for Fastify's keep-alive
 * timeout; load balancers as configured in docs/deployment.md do not keep connections either).
 */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/health and /api/ready', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answer 200 without a token; both are public in the OpenAPI description', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/health', '/api/ready']) {
      expect(docs.paths[path]?.get?.description, path).toBe('Público.');
      expect(docs.paths[path].get.security, path).toBeUndefined();
    }
    expect(Object.keys(docs.paths['/api/ready'].get.responses)).toEqual(['200', '503']);
  });

  it('a token, even a bad one, changes nothing: they never ask who calls', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'access-token': 'nao-e-um-token' } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('readiness says 503 in Portuguese when the database is slower than its timeout, and 200 again once it answers', async () => {
    const busy = occupyDatabase(t, READY_TIMEOUT_MS + 1500);
    await busy.occupied;
    const started = Date.now();
    const [ready, health] = await Promise.all([t.app.inject({ method: 'GET', url: '/api/ready' }), t.app.inject({ method: 'GET', url: '/api/health' })]);
    const took = Date.now() - started;
    expect(ready.statusCode, ready.body).toBe(503);
    expect(ready.json()).toEqual({ statusCode: 503, status: 'unavailable', message: READINESS_MESSAGES.database });
    expect(ready.headers['retry-after']).toBe('5');
    // The timeout answered, not a failed query: it waited about READY_TIMEOUT_MS.
    expect(took).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READY_TIMEOUT_MS + 1000);
    // Liveness never asks the database: the busy database does not hold it.
    expect(health.statusCode).toBe(200);
    await busy.done;
    const again = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('readiness with the database gone, and while stopping', { timeout: 60_000 }, () => {
  // PostgreSQL is another server that can go away (here: the pool ended and the database dropped);
  // the embedded PGlite lives and dies with the process (its busy case is the timeout test above).
  it.skipIf(!process.env.DATABASE_URL)('PostgreSQL gone: readiness 503 with the Portuguese message at once, liveness still 200', async () => {
    const t = await buildTestApp();
    try {
      await t.database.close();
      const started = Date.now();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode, ready.body).toBe(503);
      expect(ready.json().message).toBe(READINESS_MESSAGES.database);
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    } finally {
      await t.app.close();
    }
  });

  it('a probe in flight when the server starts stopping is answered 503 "stopping"; a new connection is refused', async () => {
    const t = await buildTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await get(`${address}/api/ready`)).status).toBe(200);
      const busy = occupyDatabase(t, 1000);
      await busy.occupied;
      const inFlight = nextRequest(t);
      const probe = get(`${address}/api/ready`);
      await inFlight;
      const closing = t.app.close();
      const res = await probe;
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toEqual({ statusCode: 503, status: 'unavailable', message: READINESS_MESSAGES.stopping });
      // Once stopping, the listening socket is closed: a new connection is refused.
      await expect(get(`${address}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
      await busy.done;
      await closing;
    } finally {
      await t.close();
    }
  });
});
