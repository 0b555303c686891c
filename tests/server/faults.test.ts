import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCESS, type ScreenAccess } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { buildTestApp, testDatabase } from './helper';
import { seedDemo } from '../../src/server/db/seed';

const GENERIC_500 = { statusCode: 500, message: 'Erro interno do servidor.' };
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente dentro de momentos.';
const LEAKS = /at .*\(.*:\d+:\d+\)|node_modules|SELECT |relation "|syntax error/;

describe('a handler that fails', () => {
  // A screen only this test serves, whose routes fail in the ways a bug would.
  const faulty: ScreenAccess = { path: '/falhas', screen: 'falhas', roles: ['ADMIN'], endpoints: ['GET /falhas/throw', 'GET /falhas/reject', 'GET /falhas/sql'] };
  let app: FastifyInstance;
  let token: string;
  const database = testDatabase();
  beforeAll(async () => {
    const db = await database;
    await seedDemo(db.db, { appUsers: 5 });
    app = await buildApp(testConfig(), { database: db, screens: [...ACCESS, faulty] });
    app.get('/api/falhas/throw', () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    });
    app.get('/api/falhas/reject', async () => Promise.reject(new Error('secret detail: password=hunter2')));
    app.get('/api/falhas/sql', async () => db.db.execute('SELECT * FROM no_such_table'));
    await app.ready();
    token = (await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: DEMO_PASSWORD } })).json().token;
  });
  afterAll(async () => {
    await app.close();
    await (await database).close();
  });

  it.each(['throw', 'reject', 'sql'])('answers a generic 500 for %s, without its cause, and goes on serving', async (kind) => {
    const res = await app.inject({ method: 'GET', url: `/api/falhas/${kind}`, headers: { 'access-token': token } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);
    expect(res.body).not.toMatch(LEAKS);
    expect(res.body).not.toContain('hunter2');
    expect((await app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': token } })).statusCode).toBe(200);
  });
});

describe('the database going away', () => {
  it('answers 503 with a message once the database is closed, never crashing', async () => {
    const t = await buildTestApp();
    const token = await t.login('admin');
    await t.database.close();
    for (const url of ['/api/users', '/api/backoffice/verifytoken']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    }
    await t.app.close();
  });

  // PostgreSQL behind a TCP relay this test can cut and restore: a restart, as the server sees it.
  it.skipIf(!process.env.DATABASE_URL)('serves again after PostgreSQL comes back, without a restart of the server', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const db = await testDatabase();
    await seedDemo(db.db, { appUsers: 5 });
    const dbUrl = new URL(await databaseUrlOf(db));
    const relay = new Relay(dbUrl.hostname || target.hostname, Number(dbUrl.port || 5432));
    await relay.start();
    dbUrl.host = `127.0.0.1:${relay.port}`;
    const viaRelay = await openDatabase({ dataDir: ':memory:', databaseUrl: dbUrl.toString(), poolSize: 2 });
    const app = await buildApp(testConfig(), { database: viaRelay });
    await app.ready();
    try {
      const token = (await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: DEMO_PASSWORD } })).json().token;
      const users = () => app.inject({ method: 'GET', url: '/api/users', headers: { 'access-token': token } });
      expect((await users()).statusCode).toBe(200);
      await relay.stop();
      const down = await users();
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json().message).toBe(UNAVAILABLE);
      await relay.start();
      expect((await users()).statusCode).toBe(200);
    } finally {
      await app.close();
      await viaRelay.close();
      await relay.stop();
      await db.close();
    }
  });
});

/** The URL the helper's fresh test database is at (its name is random). */
async function databaseUrlOf(db: Awaited<ReturnType<typeof testDatabase>>): Promise<string> {
  const result = (await db.db.execute('SELECT current_database() AS name')) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0].name}`;
  return url.toString();
}

/** A TCP relay to PostgreSQL on a fixed loopback port; stop() drops every connection, like a restart. */
class Relay {
  port = 0;
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
    this.server = undefined;
  }
}
