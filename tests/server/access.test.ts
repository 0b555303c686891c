import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { endpointRules, type Endpoint } from '../../src/contract';
import { appSettings, sessions, suggestions } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { allowed, DEMO_USERS, type SpecScreen } from './spec-access';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The endpoints of this part of the API; all must be registered. */
const ADMIN_ENDPOINTS: Endpoint[] = [
  'GET /bugs',
  'PUT /bugs/:id',
  'POST /bugs',
  'POST /atividadeLetiva/getCalendarioLetivo',
  'POST /atividadeLetiva/updateCalendarioLetivo',
  'GET /backoffice/version',
  'POST /backoffice/minversion',
  'GET /backoffice/purge',
  'GET /users',
  'GET /backoffice/unique/cursos',
  'GET /backoffice/unique/escolas',
  'PUT /users/:id_utilizador',
  'GET /users/medabandono',
];

describe('the guard, for every registered endpoint of the access table', () => {
  it('answers 401 without a token or with a bad one, except on public endpoints', async () => {
    const checked: Endpoint[] = [];
    for (const [endpoint, rule] of endpointRules()) {
      const [method, path] = endpoint.split(' ') as [Method, string];
      if (!t.app.hasRoute({ method, url: `/api${path}` })) continue;
      const url = `/api${path.replace(/:\w+/g, 'x')}`;
      const payload = method === 'GET' ? undefined : {};
      const anonymous = await t.app.inject({ method, url, payload });
      const badToken = await t.app.inject({ method, url, payload, headers: { 'access-token': 'not-a-token' } });
      if (rule === 'public') {
        expect(anonymous.statusCode, endpoint).not.toBe(401);
      } else {
        expect(anonymous.statusCode, endpoint).toBe(401);
        expect(badToken.statusCode, endpoint).toBe(401);
        expect(anonymous.json().message, endpoint).toMatch(/Sessão/);
      }
      checked.push(endpoint);
    }
    expect(checked).toEqual(expect.arrayContaining(ADMIN_ENDPOINTS));
  });
});

describe('roles on the administration endpoints (spec route table)', () => {
  let suggestionId: string;
  let archived: boolean;
  let calendars: { pt: object; en: object };
  let minimum: string;

  beforeAll(async () => {
    const [row] = await t.database.db.select().from(suggestions).orderBy(asc(suggestions.id)).limit(1);
    suggestionId = row.id;
    archived = row.isArquivado;
    const read = async (lang: string) => {
      const { _id, ...document } = (await t.as('admin', { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang } })).json().data;
      expect(_id).toBe(lang);
      return document;
    };
    calendars = { pt: await read('pt'), en: await read('en') };
    const [settings] = await t.database.db.select().from(appSettings);
    minimum = settings.minVersion as string;
  });

  // Harmless requests (they leave the data as it was) with the status an allowed role gets.
  const cases: { name: string; screen: SpecScreen; ok: number; request: () => InjectOptions }[] = [
    { name: 'GET /bugs', screen: 'suggestions', ok: 200, request: () => ({ method: 'GET', url: '/api/bugs' }) },
    { name: 'PUT /bugs/:id', screen: 'suggestions', ok: 200, request: () => ({ method: 'PUT', url: `/api/bugs/${suggestionId}`, payload: { isArquivado: archived } }) },
    { name: 'POST /bugs', screen: 'anySignedIn', ok: 201, request: () => ({ method: 'POST', url: '/api/bugs', payload: { mensagem: 'O mapa do campus não carrega.' } }) },
    { name: 'POST /atividadeLetiva/getCalendarioLetivo', screen: 'calendar', ok: 200, request: () => ({ method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang: 'en' } }) },
    { name: 'POST /atividadeLetiva/updateCalendarioLetivo', screen: 'calendar', ok: 200, request: () => ({ method: 'POST', url: '/api/atividadeLetiva/updateCalendarioLetivo', payload: calendars }) },
    { name: 'GET /backoffice/version', screen: 'operations', ok: 200, request: () => ({ method: 'GET', url: '/api/backoffice/version' }) },
    { name: 'POST /backoffice/minversion', screen: 'operations', ok: 200, request: () => ({ method: 'POST', url: '/api/backoffice/minversion', payload: { version: minimum } }) },
    { name: 'GET /users', screen: 'users', ok: 200, request: () => ({ method: 'GET', url: '/api/users?search=ana' }) },
    { name: 'GET /backoffice/unique/cursos', screen: 'users', ok: 200, request: () => ({ method: 'GET', url: '/api/backoffice/unique/cursos' }) },
    { name: 'GET /backoffice/unique/escolas', screen: 'users', ok: 200, request: () => ({ method: 'GET', url: '/api/backoffice/unique/escolas' }) },
    { name: 'PUT /users/:id_utilizador', screen: 'users', ok: 200, request: () => ({ method: 'PUT', url: '/api/users/rh', payload: { role: 'RH', role_extra: null } }) },
    { name: 'GET /users/medabandono', screen: 'abandonment', ok: 200, request: () => ({ method: 'GET', url: '/api/users/medabandono?UO=3' }) },
  ];

  for (const { name, screen, ok, request } of cases) {
    it(`${screen}: ${name}`, async () => {
      for (const user of DEMO_USERS) {
        const res = await t.as(user, request());
        expect(res.statusCode, `${user}: ${res.body.slice(0, 200)}`).toBe(allowed(screen, user) ? ok : 403);
      }
    });
  }

  it('left the data as it was', async () => {
    const [row] = await t.database.db.select().from(suggestions).where(eq(suggestions.id, suggestionId));
    expect(row.isArquivado).toBe(archived);
    const [settings] = await t.database.db.select().from(appSettings);
    expect(settings.minVersion).toBe(minimum);
    const pt = (await t.as('gci', { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang: 'pt' } })).json().data;
    expect(pt).toEqual({ ...calendars.pt, _id: 'pt' });
  });

  // Last: a purge ends the sessions the other cases use.
  it('operations: GET /backoffice/purge', async () => {
    const liveSessions = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      )[0].n;
    for (const user of DEMO_USERS.filter((u) => !allowed('operations', u))) {
      const before = await liveSessions();
      const res = await t.as(user, { method: 'GET', url: '/api/backoffice/purge' });
      expect(res.statusCode, user).toBe(403);
      expect(await liveSessions()).toBe(before);
    }
    for (const user of DEMO_USERS.filter((u) => allowed('operations', u))) {
      const token = await t.login(user);
      const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/purge', headers: { 'access-token': token } });
      expect(res.statusCode, user).toBe(200);
    }
  });
});
