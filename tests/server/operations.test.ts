import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { appSettings, sessions } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/sessions';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const minimum = async () => (await t.database.db.select().from(appSettings))[0]?.minVersion ?? null;

describe('GET /api/backoffice/version', () => {
  it('lists the released versions, newest first, and the minimum, at the top level and under data', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/backoffice/version' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.available[0]).toBe('3.1.2');
    expect(body.available.at(-1)).toBe('2.3.0');
    expect(body.available.length).toBeGreaterThanOrEqual(8);
    expect(body.minimum).toBe(await minimum());
    expect(body.data).toEqual({ available: body.available, minimum: body.minimum });
  });
});

describe('POST /api/backoffice/minversion', () => {
  it('sets the minimum version to a released one', async () => {
    const res = await t.as('dev', { method: 'POST', url: '/api/backoffice/minversion', payload: { version: '3.1.1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, minimum: '3.1.1', data: { minimum: '3.1.1' } });
    expect(await minimum()).toBe('3.1.1');
    const read = (await t.as('admin', { method: 'GET', url: '/api/backoffice/version' })).json();
    expect(read.minimum).toBe('3.1.1');
  });

  it('answers 400 in Portuguese to a version that is not available, or none, changing nothing', async () => {
    const before = await minimum();
    const unknown = await t.as('admin', { method: 'POST', url: '/api/backoffice/minversion', payload: { version: '9.9.9' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('A versão 9.9.9 não existe. Escolha uma das versões disponíveis.');
    for (const payload of [{}, { version: '' }, { version: -1 }, { version: null }]) {
      const res = await t.as('admin', { method: 'POST', url: '/api/backoffice/minversion', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.version).toBe('Escolha uma versão.');
    }
    expect(await minimum()).toBe(before);
  });
});

describe('GET /api/backoffice/purge', () => {
  it("ends every other session; the admin's own token keeps working", async () => {
    const admin = await t.login('admin');
    const adminElsewhere = await t.login('admin');
    const others = await Promise.all(['gci', 'ccurso', 'default', 'dev'].map((u) => t.login(u)));
    const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': token } });
    for (const token of others) expect((await verify(token)).statusCode).toBe(200);

    const live = await t.database.db.select().from(sessions).where(and(isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(admin))));
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/purge', headers: { 'access-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, mensagem: expect.stringMatching(/^Purge executado/), revoked: live.length });

    expect((await verify(admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/bugs', headers: { 'access-token': admin } })).statusCode).toBe(200);
    for (const token of [...others, adminElsewhere]) {
      expect((await verify(token)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { 'access-token': token } })).statusCode).toBe(401);
    }
    const remaining = await t.database.db.select().from(sessions).where(isNull(sessions.revokedAt));
    expect(remaining.map((s) => s.tokenHash)).toEqual([hashToken(admin)]);

    // Signing in again works after a purge.
    expect((await verify(await t.login('gci'))).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, 'gci'), isNull(sessions.revokedAt)));
    expect(again).toBeDefined();
  });
});
