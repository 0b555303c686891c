import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { sessions, users, type User } from '../../src/server/db/schema';
import { TokenCache } from '../../src/server/auth/tokenCache';
import { buildTestApp, type TestApp } from './helper';

// A signed-in request trusts this process's cache of token -> user (src/server/auth/tokenCache.ts).
// Two servers on one database stand for two processes behind a load balancer: what one changes,
// the other must apply. In one process that is at once; between processes, when the database's
// notification arrives (PGlite delivers it before the write returns; PostgreSQL a moment after the
// commit), so the other server is polled for up to a second.

let one: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  one = await buildTestApp();
  other = await buildApp(testConfig(), { database: one.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await one.close();
});

const signIn = async (username: string) =>
  (await one.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password: 'demo' } })).json().token as string;
const statusAt = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': token } })).statusCode;
const calendarStatusAt = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', headers: { 'access-token': token }, payload: { lang: 'pt' } })).statusCode;
const soon = { timeout: 1000, interval: 10 };

describe('the token cache across two servers on one database', () => {
  it('a role taken away on one server refuses the next requests on the other', async () => {
    const gci = await signIn('gci');
    expect(await calendarStatusAt(other, gci)).toBe(200); // now cached there
    const admin = await signIn('admin');
    const change = await one.app.inject({ method: 'PUT', url: '/api/users/gci', headers: { 'access-token': admin }, payload: { role: 'DEFAULT', role_extra: [] } });
    expect(change.statusCode, change.body).toBe(200);
    expect(await calendarStatusAt(one.app, gci)).toBe(403);
    await expect.poll(() => calendarStatusAt(other, gci), soon).toBe(403);
    await one.database.db.update(users).set({ role: 'GCI' }).where(eq(users.idUtilizador, 'gci'));
  });

  it('a logout on one server ends the session on the other', async () => {
    const rh = await signIn('rh');
    expect(await statusAt(other, rh)).toBe(200);
    expect(await statusAt(one.app, rh)).toBe(200);
    await one.app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: { 'access-token': rh } });
    expect(await statusAt(one.app, rh)).toBe(401);
    await expect.poll(() => statusAt(other, rh), soon).toBe(401);
  });

  it('a session revoked or a user changed by anything else (SQL, another version) is seen too', async () => {
    const presidencia = await signIn('presidencia');
    expect(await statusAt(other, presidencia)).toBe(200);
    const name = async () => (await other.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': presidencia } })).json().data.nome;
    await one.database.db.update(users).set({ nome: 'Presidência Renomeada' }).where(eq(users.idUtilizador, 'presidencia'));
    await expect.poll(name, soon).toBe('Presidência Renomeada');
    await one.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, 'presidencia'));
    await expect.poll(() => statusAt(other, presidencia), soon).toBe(401);
  });
});

describe('TokenCache', () => {
  const sessionOf = (id: string) => ({ user: { idUtilizador: id } as User, tokenHash: `hash-of-${id}` });
  const later = new Date(Date.now() + 3600_000);

  it('keeps nothing while the notifications are not listening', () => {
    const cache = new TokenCache(30_000);
    cache.set('h', sessionOf('a'), later, cache.begin());
    expect(cache.get('h')).toBeUndefined();
    cache.setListening(true);
    cache.set('h', sessionOf('a'), later, cache.begin());
    expect(cache.get('h')?.user.idUtilizador).toBe('a');
    cache.setListening(false);
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not keep a read that started before a change was announced', () => {
    const cache = new TokenCache(30_000);
    cache.setListening(true);
    const started = cache.begin();
    cache.forget('someone-else');
    cache.set('h', sessionOf('a'), later, started);
    expect(cache.get('h')).toBeUndefined();
  });

  it('forgets one user, or everyone, and never outlives the session', () => {
    const cache = new TokenCache(30_000);
    cache.setListening(true);
    cache.set('a1', sessionOf('a'), later, cache.begin());
    cache.set('a2', sessionOf('a'), later, cache.begin());
    cache.set('b1', sessionOf('b'), later, cache.begin());
    cache.forget('a');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')?.user.idUtilizador]).toEqual([undefined, undefined, 'b']);
    cache.forget('*');
    expect(cache.get('b1')).toBeUndefined();
    cache.set('c', sessionOf('c'), new Date(Date.now() - 1), cache.begin());
    expect(cache.get('c')).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = new TokenCache(30_000, 2);
    cache.setListening(true);
    for (const id of ['a', 'b', 'c']) cache.set(id, sessionOf(id), later, cache.begin());
    expect([cache.get('a'), cache.get('b')?.user.idUtilizador, cache.get('c')?.user.idUtilizador]).toEqual([undefined, 'b', 'c']);
  });
});
