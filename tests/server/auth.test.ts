import { minutesText, tooManyMessage, waitText } from '../../src/server/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/sessions';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: payload as object });
const verify = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: token === undefined ? {} : { 'access-token': token } });

describe('POST /api/backoffice/login', () => {
  it('signs in a demo account and returns the user and a token', async () => {
    const res = await login({ username: 'ccurso', password: 'demo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ id_utilizador: 'ccurso', role: 'CCURSO', role_extra: ['9201', '9205'], unidade_organica: 'ESTG' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await login({ username: 'gci', password: 'demo' })).json();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, 'gci'));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await login({ username: 'admin', password: 'nope' });
    const unknown = await login({ username: 'ninguem', password: 'demo' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ status: false, mensagem: 'Utilizador ou palavra-passe incorretos.', user: null, token: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses app users, who have no back-office password', async () => {
    const [student] = await t.database.db.select().from(users).where(eq(users.tipo, 'ALUNO')).limit(1);
    const res = await login({ username: student.idUtilizador, password: '' + 'demo' });
    expect(res.json().status).toBe(false);
  });

  it('answers 400 with the spec messages when fields are missing', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    const blank = await login({ username: '  ', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.username).toBe('Username is required');
  });
});

describe('GET /api/backoffice/verifytoken', () => {
  it('returns the user of a live token under data', async () => {
    const { token } = (await login({ username: 'direcao', password: 'demo' })).json();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id_utilizador: 'direcao', role: 'DIRECAO', role_extra: ['ESTG', 'ESCE'] });
  });

  it('answers 401 without a token, with garbage, expired or revoked', async () => {
    expect((await verify()).statusCode).toBe(401);
    expect((await verify('garbage')).statusCode).toBe(401);
    expect((await verify('x'.repeat(5000))).statusCode).toBe(401);

    const expired = (await login({ username: 'rh', password: 'demo' })).json().token;
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    const res = await verify(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Sessão/);

    const revoked = (await login({ username: 'rh', password: 'demo' })).json().token;
    expect((await verify(revoked)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: { 'access-token': revoked } });
    expect(out.json().status).toBe(true);
    expect((await verify(revoked)).statusCode).toBe(401);
  });

  it('applies a role change on the next request', async () => {
    const { token } = (await login({ username: 'default', password: 'demo' })).json();
    await t.database.db.update(users).set({ role: 'gci' }).where(eq(users.idUtilizador, 'default'));
    expect((await verify(token)).json().data.role).toBe('gci');
    await t.database.db.update(users).set({ role: null }).where(eq(users.idUtilizador, 'default'));
  });
});

describe('API edges', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/does-not-exist');
  });

  it('publishes an OpenAPI description with the login route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths).toHaveProperty('/api/backoffice/login');
    expect(paths['/api/backoffice/login'].post.security).toBeUndefined();
    expect(paths['/api/backoffice/verifytoken'].get).toMatchObject({ description: 'Qualquer utilizador com sessão.', security: [{ accessToken: [] }] });
    expect(paths['/api/bugs'].get.description).toBe('Roles: ADMIN, DEV.');
    expect(res.json().components.securitySchemes.accessToken).toEqual({ type: 'apiKey', in: 'header', name: 'access-token' });
  });
});

describe('password guessing', () => {
  it('limits sign-in attempts per address and username', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: 3 });
    try {
      const attempt = (username: string) =>
        limited.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password: 'wrong' } });
      for (let i = 0; i < 3; i++) expect((await attempt('admin')).statusCode).toBe(200);
      const blocked = await attempt('admin');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Demasiadas tentativas de entrada. Tente novamente dentro de 1 minuto.');
      // Another username from the same address is not blocked by admin's attempts.
      expect((await attempt('gci')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('waits in minutes', () => {
  it('rounds a wait up to whole minutes, singular and plural', () => {
    expect(minutesText(56_000)).toBe('1 minuto');
    expect(minutesText(60_001)).toBe('2 minutos');
    expect(minutesText(0)).toBe('1 minuto');
  });
});

describe('waits as Retry-After gives them (issue 47: a 1-second wait read "1 minuto")', () => {
  it('in seconds under half a minute, else in whole minutes', () => {
    expect(tooManyMessage('Demasiadas tentativas de entrada', 1000)).toBe('Demasiadas tentativas de entrada. Tente novamente dentro de 1 segundo.');
    expect(waitText(400)).toBe('1 segundo');
    expect(waitText(20_000)).toBe('20 segundos');
    expect(waitText(30_000)).toBe('30 segundos');
    expect(waitText(30_001)).toBe('1 minuto');
    expect(waitText(61_000)).toBe('2 minutos');
  });
});
