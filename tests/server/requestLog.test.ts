import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { sql } from 'drizzle-orm';
import { errorForLog } from '../../src/server/logSerializers';
import { buildTestApp, type TestApp } from './helper';

/** The JSON lines the server writes, as docs/deployment.md describes them ("Logs: JSON lines on stdout"). */
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  let t: TestApp;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const linesOf = (url: string) => lines.filter((l) => (l.req as { url?: string } | undefined)?.url === url);

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(() => t.close());

  it('writes one line per answered request, with the request, its status and its time', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/backoffice/verifytoken' });
    expect(res.statusCode).toBe(200);
    const [line, ...more] = linesOf('/api/backoffice/verifytoken');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/backoffice/verifytoken' }, res: { statusCode: 200 } });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('logs refused requests with their status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/users', headers: { 'access-token': 'not-a-token' } });
    expect(linesOf('/api/users')).toEqual([expect.objectContaining({ res: { statusCode: 401 } })]);
  });

  it('keeps the probes quiet while they succeed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    expect(linesOf('/api/health')).toEqual([]);
    expect(linesOf('/api/nowhere')).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
  });

  it("never writes a failed statement's parameters, and cuts a long address (a long user name was written whole, several times a request)", async () => {
    const secret = 'segredo-'.repeat(50);
    const failed: unknown = await t.database.db.execute(sql`select 1 from tabela_que_nao_existe where x = ${secret}`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const logged = JSON.stringify(errorForLog(failed as Error));
    expect(logged).toContain('tabela_que_nao_existe');
    expect(logged).not.toContain('segredo');

    const long = `/api/users?search=${'x'.repeat(200_000)}`;
    expect((await t.as('admin', { method: 'GET', url: long })).statusCode).toBe(400);
    const line = raw.find((l) => l.includes('/api/users?search=xxxxxxxxxx'));
    expect(line).toBeDefined();
    expect(line!.length).toBeLessThan(2000);
  });

  it('never writes a token or a password', async () => {
    const token = await t.login('admin');
    await t.app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': token } });
    await t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: 'wrong-password' } });
    expect(linesOf('/api/backoffice/login').length).toBeGreaterThan(0);
    const all = raw.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(`"${DEMO_PASSWORD}"`);
    expect(all).not.toContain('wrong-password');
  });
});
