import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { STOPPING_MESSAGE } from '../../src/server/stopping';
import { testDatabase } from './helper';

// While the server stops (SIGTERM -> app.close()): what arrives on a connection already open gets a
// Portuguese 503, and a keep-alive connection whose request was in flight is closed with its answer,
// so the close does not wait for Fastify's 72 s keep-alive timeout.

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The server, not yet ready: a test adds its own hook or route first. */
async function unstartedApp(): Promise<FastifyInstance> {
  database = await testDatabase();
  return buildApp(testConfig(), { database });
}

function get(url: string, agent: Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('stopping', () => {
  it('answers a request that arrives once stopping has begun with a 503 in Portuguese', async () => {
    const app = await unstartedApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const stoppingBegun = new Promise<void>((resolve) => (entered = resolve));
    // Stopping stays under way (a later preClose hook waits) while the request arrives.
    app.addHook('preClose', async () => {
      entered();
      await held;
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/api/health`, agent)).status).toBe(200); // a connection open before stopping
    const closed = app.close();
    await stoppingBegun;
    const res = await get(`${url}/api/backoffice/verifytoken`, agent);
    release();
    await closed;
    agent.destroy();
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 503, message: STOPPING_MESSAGE });
    expect(res.connection).toBe('close');
  });

  it('closes a keep-alive connection with the answer of the request in flight, and stops at once', async () => {
    const app = await unstartedApp();
    let entered!: () => void;
    const answering = new Promise<void>((resolve) => (entered = resolve));
    app.get('/lento', async () => {
      entered();
      await new Promise((r) => setTimeout(r, 300));
      return { ok: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/api/health`, agent)).status).toBe(200); // the connection is open and kept
    const inFlight = get(`${url}/lento`, agent);
    await answering;
    const started = Date.now();
    const closed = app.close();
    const answer = await inFlight;
    await closed;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(Date.now() - started).toBeLessThan(3000);
    agent.destroy();
  });
});
