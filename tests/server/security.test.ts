import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { FIELD_MESSAGES } from '../../src/contract';
import { JSON_ONLY } from '../../src/server/errors';
import { ALL_CALLS, MULTIPART } from '../../src/contract/api';
import { MAX_DEPTH } from '../../src/server/input';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { hash } from '@node-rs/argon2';
import { loginFailures, notifications, users, webinars } from '../../src/server/db/schema';
import { updateUserRole } from '../../src/server/repositories/users';
import { accountKey } from '../../src/server/auth/signInLimits';
import { DEMO_PASSWORD } from '../../src/server/db/seed/users';
import { HOSTILE_LINKS } from '../hostileLinks';
import { buildTestApp, type TestApp } from './helper';

const LOGIN = '/api/backoffice/login';
const signIn = (t: TestApp, username: string, password: string, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress: from, headers });

describe('password guessing, with counters in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: 3 });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For: a new fake address per guess still ends in 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn(t, 'gci', 'wrong', '10.1.1.1', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode).toBe(200);
    }
    const blocked = await signIn(t, 'gci', DEMO_PASSWORD, '10.1.1.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiadas tentativas de entrada. Tente novamente dentro de 1 minuto.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("does not let one address's failures lock the account out for its owner elsewhere", async () => {
    for (let i = 0; i < 4; i++) await signIn(t, 'rh', 'wrong', '10.2.2.2');
    expect((await signIn(t, 'rh', DEMO_PASSWORD, '10.2.2.2')).statusCode).toBe(429);
    const owner = await signIn(t, 'rh', DEMO_PASSWORD, '10.3.3.3');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('never holds the right password from an address the account signed in from before, however many guess from elsewhere (the owner was kept out 35 times of 36)', async () => {
    expect((await signIn(t, 'tutorias_admin', DEMO_PASSWORD, '10.16.6.6')).statusCode).toBe(200);
    // 15 failures from 15 addresses put the account in backoff; guesses go on through it (refused, 429).
    for (let i = 0; i < 20; i++) expect([200, 429]).toContain((await signIn(t, 'tutorias_admin', 'wrong', `10.17.0.${i}`)).statusCode);
    // A fresh address waits, even with the right password; the owner's own does not.
    expect((await signIn(t, 'tutorias_admin', DEMO_PASSWORD, '10.17.1.1')).statusCode).toBe(429);
    const owner = await signIn(t, 'tutorias_admin', DEMO_PASSWORD, '10.16.6.6');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
    // Guessing from the owner's address is still limited there.
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'tutorias_admin', 'wrong', '10.16.6.6')).statusCode).toBe(200);
    expect((await signIn(t, 'tutorias_admin', DEMO_PASSWORD, '10.16.6.6')).statusCode).toBe(429);
  });

  describe("the owner's browser (a device cookie, OWASP) is never held by others' guesses", () => {
    /** Signs in with the right password and answers the browser's device cookie ('bo_device=…'). */
    const deviceCookieOf = async (username: string, from: string, cookie?: string) => {
      const res = await signIn(t, username, DEMO_PASSWORD, from, cookie ? { cookie } : {});
      expect(res.statusCode, res.body).toBe(200);
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/^bo_device=[\w-]{43}; Path=\/api\/backoffice\/login; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
      return set.split(';')[0];
    };

    it('behind a trusted proxy, 60 failures from 60 addresses hold every fresh address, never the owner\'s browser (0 of 24 got in before)', async () => {
      const behindProxy = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 3, TRUST_PROXY: ['127.0.0.1'] }), { database: t.database });
      try {
        const guess = (client: string, password: string, cookie?: string) =>
          behindProxy.inject({ method: 'POST', url: LOGIN, payload: { username: 'gci', password }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client, ...(cookie && { cookie }) } });
        const first = await guess('198.51.100.1', DEMO_PASSWORD);
        const cookie = String(first.headers['set-cookie']).split(';')[0];
        for (let round = 0; round < 4; round++) {
          for (let i = 0; i < 15; i++) expect([200, 429]).toContain((await guess(`203.0.113.${round * 15 + i}`, 'wrong')).statusCode);
          // The attack sustained (about 61 failures every 15 minutes kept it going): the account's counter as that leaves it, whatever this machine's pace.
          await t.database.db.update(loginFailures).set({ failures: 61, lastFailure: new Date() }).where(eq(loginFailures.key, accountKey('gci')));
          expect((await guess(`198.51.101.${round}`, DEMO_PASSWORD)).statusCode).toBe(429);
          const owner = await guess(`198.51.102.${round}`, DEMO_PASSWORD, cookie);
          expect(owner.statusCode, owner.body).toBe(200);
          expect(owner.json().token).toEqual(expect.any(String));
        }
      } finally {
        await behindProxy.close();
      }
    });

    it("on a shared NAT, failures from the owner's own address hold the guesser there, not the owner's browser", async () => {
      const cookie = await deviceCookieOf('orientacao', '10.30.0.1');
      for (let i = 0; i < 3; i++) expect((await signIn(t, 'orientacao', 'wrong', '10.30.0.1')).statusCode).toBe(200);
      expect((await signIn(t, 'orientacao', DEMO_PASSWORD, '10.30.0.1')).statusCode).toBe(429);
      expect((await signIn(t, 'orientacao', DEMO_PASSWORD, '10.30.0.1', { cookie })).json().token).toEqual(expect.any(String));
    });

    it("counts a device's failures against that cookie alone: a stolen one is locked, the account and its other browsers are not", async () => {
      const stolen = await deviceCookieOf('ccurso', '10.31.0.1');
      const other = await deviceCookieOf('ccurso', '10.31.0.2');
      for (let i = 0; i < 3; i++) expect((await signIn(t, 'ccurso', 'wrong', `10.32.0.${i}`, { cookie: stolen })).statusCode).toBe(200);
      const locked = await signIn(t, 'ccurso', DEMO_PASSWORD, '10.32.1.1', { cookie: stolen });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(t, 'ccurso', DEMO_PASSWORD, '10.32.1.1', { cookie: other })).statusCode).toBe(200);
      // Nothing was counted for the account or for the addresses the stolen cookie guessed from.
      expect((await signIn(t, 'ccurso', DEMO_PASSWORD, '10.32.0.0')).statusCode).toBe(200);
    });

    it("is the account's own: another account's cookie, or a forged one, is no cookie", async () => {
      const cookie = await deviceCookieOf('dev', '10.33.0.1');
      for (const forged of [cookie, `bo_device=${'A'.repeat(43)}`, 'bo_device=../../x']) {
        for (let i = 0; i < 3; i++) await signIn(t, 'default', 'wrong', '10.33.0.9', { cookie: forged });
        expect((await signIn(t, 'default', DEMO_PASSWORD, '10.33.0.9', { cookie: forged })).statusCode).toBe(429);
        await t.database.db.delete(loginFailures).where(like(loginFailures.key, 'address|%'));
      }
    });
  });

  it('slows an account guessed at from many addresses, past five times the per-address limit', async () => {
    // 15 failures (5 x 3) from 15 addresses: none reaches its own limit, the account backs off.
    for (let i = 0; i < 15; i++) expect((await signIn(t, 'presidencia', 'wrong', `10.4.0.${i}`)).statusCode).toBe(200);
    const next = await signIn(t, 'presidencia', DEMO_PASSWORD, '10.4.1.1');
    expect(next.statusCode).toBe(429);
    expect(next.json().token).toBeUndefined();
  });

  it('refuses a user name over 256 characters or a password over 1024 with 400 in Portuguese; at the limit, a failure counted under a key that holds neither (3,000 characters were a 500)', async () => {
    const scrambled = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x61 + ((i * 7919) % 26))).join('');
    const long = await signIn(t, scrambled, 'x', '10.9.9.9');
    expect(long.statusCode, long.body.slice(0, 200)).toBe(400);
    expect(long.json().errors.username).toBe('Maximo de 256 caracteres');
    const longPassword = await signIn(t, 'admin', 'p'.repeat(1025), '10.9.9.9');
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().errors.password).toBe('Maximo de 1024 caracteres');
    const atTheLimit = await signIn(t, 'ç'.repeat(256), 'wrong', '10.9.9.9');
    expect(atTheLimit.statusCode, atTheLimit.body.slice(0, 200)).toBe(200);
    expect(atTheLimit.json().status).toBe(false);
    const keys = (await t.database.db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('ç') || key.includes('10.9.9.9'))).toEqual([]);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(64);
  });

  it('counts failures across server processes sharing the database', async () => {
    const other = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 3 }), { database: t.database });
    try {
      for (let i = 0; i < 3; i++) await signIn(t, 'tutorias', 'wrong', '10.5.5.5');
      const there = await other.inject({ method: 'POST', url: LOGIN, payload: { username: 'tutorias', password: DEMO_PASSWORD }, remoteAddress: '10.5.5.5' });
      expect(there.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const behindProxy = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 3, TRUST_PROXY: ['127.0.0.1'] }), { database: t.database });
    try {
      const guess = (client: string, password = 'wrong') =>
        behindProxy.inject({ method: 'POST', url: LOGIN, payload: { username: 'direcao', password }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 3; i++) await guess('192.0.2.10');
      expect((await guess('192.0.2.10', DEMO_PASSWORD)).statusCode).toBe(429);
      // The proxy's other client is another address.
      expect((await guess('192.0.2.11', DEMO_PASSWORD)).json().token).toEqual(expect.any(String));
    } finally {
      await behindProxy.close();
    }
  });

  it('rehashes a password stored with weaker argon2 parameters at the next right password', async () => {
    const weaker = await hash(DEMO_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.update(users).set({ passwordHash: weaker }).where(eq(users.idUtilizador, 'ccurso'));
    expect((await signIn(t, 'ccurso', DEMO_PASSWORD, '10.6.6.6')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.idUtilizador, 'ccurso'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(t, 'ccurso', DEMO_PASSWORD, '10.6.6.6')).json().token).toEqual(expect.any(String));
  });
});

describe('input the database would refuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const NUL = 'a\u0000b';
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const cases: { name: string; as?: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
    { name: 'login username', method: 'POST', url: LOGIN, payload: { username: NUL, password: 'x' } },
    { name: 'login password', method: 'POST', url: LOGIN, payload: { username: 'admin', password: NUL } },
    { name: 'suggestion text', method: 'POST', url: '/api/bugs', payload: { descricao: NUL } },
    { name: 'minimum version', method: 'POST', url: '/api/backoffice/minversion', payload: { version: NUL } },
    { name: 'notification title', method: 'POST', url: '/api/notifications', payload: { titulo: NUL, mensagem: 'm', date: future, tipo: 'geral' } },
    { name: 'notification message', method: 'POST', url: '/api/notifications', payload: { titulo: 't', mensagem: NUL, date: future, tipo: 'geral' } },
    { name: 'notification url', method: 'POST', url: '/api/notifications', payload: { titulo: 't', mensagem: 'm', url: `https://x.pt/${NUL}`, date: future, tipo: 'geral' } },
    { name: 'role_extra', method: 'PUT', url: '/api/users/ccurso', payload: { role: 'CCURSO', role_extra: [NUL] } },
    { name: 'users search', method: 'GET', url: '/api/users?search=a%00b' },
    { name: 'user id in the path', method: 'PUT', url: '/api/users/%00', payload: { role: 'GCI', role_extra: null } },
    { name: 'a key of the body', method: 'POST', url: '/api/bugs', payload: { [NUL]: 'x', descricao: 'ok' } },
    { name: 'webinar topic', method: 'POST', url: '/api/webinares', payload: { topic: NUL, description: 'd', date: '2027-03-10', time: '18:00', link: 'https://x.pt' } },
  ];

  it.each(cases)('answers 400 in Portuguese to a NUL in the $name, and stores nothing', async ({ as = 'admin', method, url, payload }) => {
    const before = await t.database.db.select().from(notifications);
    const res = await t.as(as, { method, url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(FIELD_MESSAGES.nul);
    expect(await t.database.db.select().from(notifications)).toEqual(before);
  });

  it('answers 400 to a lone surrogate ("\\ud800") anywhere, before a handler changes anything (a DELETE removed a webinar, then failed)', async () => {
    const list = async () => (await t.as('admin', { method: 'GET', url: '/api/webinares/' })).json().data as { _id: string }[];
    const [first] = await list();
    const removal = await t.as('admin', { method: 'DELETE', url: `/api/webinares/${first._id}`, headers: { 'content-type': 'application/json' }, payload: '"\\ud800"' });
    expect(removal.statusCode, removal.body).toBe(400);
    expect(removal.json().message).toBe(FIELD_MESSAGES.nul);
    expect((await list()).map((w) => w._id)).toContain(first._id);
    const search = await t.as('admin', { method: 'GET', url: '/api/users?search=%ED%A0%80' });
    expect(search.statusCode).toBeLessThan(500);
    const bug = await t.as('admin', { method: 'POST', url: '/api/bugs', headers: { 'content-type': 'application/json' }, payload: '{"mensagem":"ola \\udc00 mundo"}' });
    expect(bug.statusCode, bug.body).toBe(400);
    // A whole pair is a character (an emoji) and goes through.
    const emoji = await t.as('admin', { method: 'POST', url: '/api/bugs', headers: { 'content-type': 'application/json' }, payload: '{"mensagem":"obrigado \\ud83d\\ude00"}' });
    expect(emoji.statusCode, emoji.body).toBeLessThan(300);
  });

  it('answers 400 in Portuguese to JSON nested 10,000 levels deep on every JSON endpoint, sign-in included (a recursive walk ran out of stack: 500)', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `{"a":${deep}}`;
    const calls = ALL_CALLS.filter((c) => 'body' in c && c.body !== MULTIPART);
    let answered = 0;
    for (const c of calls) {
      for (const payload of [deep, deepObject]) {
        const res = await t.as('admin', { method: c.method, url: `/api${c.path.replace(/:\w+/g, 'x')}`, headers: { 'content-type': 'application/json' }, payload });
        // 403 where the role may not make the call at all (checked first); otherwise the depth's 400.
        if (res.statusCode === 403) continue;
        expect(res.statusCode, `${c.method} ${c.path}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message, `${c.method} ${c.path}`).toBe(FIELD_MESSAGES.tooDeep);
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(20);
    // What the API does take nests less: a whole calendar is still saved as before elsewhere (calendar tests).
    expect(MAX_DEPTH).toBeGreaterThanOrEqual(8);
  });

  it.each(['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '9999-12-31T23:59:00.000Z', '0000-01-01T00:00:00.000Z'])(
    'refuses the date %s with a message (400, never 500)',
    async (date) => {
      const res = await t.as('admin', { method: 'POST', url: '/api/notifications', payload: { titulo: 't', mensagem: 'm', date, tipo: 'geral' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.date).toBe('Data de agendamento invalida.');
    },
  );
});

describe('a JSON call sent multipart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("is 415 in Portuguese, where the area also takes uploads or not (it was a 400 'esperava um objeto'), and stores nothing", async () => {
    const form = new FormData();
    form.set('nome', 'Feira multipart');
    form.set('anoLetivo', '2026/2027');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const headers = { 'content-type': request.headers.get('content-type')! };
    const before = await t.database.db.$count(webinars);
    for (const url of ['/api/feiraEmprego', '/api/webinares', '/api/notifications']) {
      const res = await t.as('admin', { method: 'POST', url, payload, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
      expect(res.json().message).toBe(JSON_ONLY);
    }
    expect(await t.database.db.$count(webinars)).toBe(before);
  });
});

describe('links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const future = new Date(Date.now() + 86_400_000).toISOString();

  it(`refuses ${HOSTILE_LINKS.length} hostile links as a notification url and as a webinar link, storing nothing`, async () => {
    const before = { notifications: await t.database.db.$count(notifications), webinars: await t.database.db.$count(webinars) };
    for (const [i, link] of HOSTILE_LINKS.entries()) {
      const notification = await t.as('admin', { method: 'POST', url: '/api/notifications', payload: { titulo: 't', mensagem: 'm', url: link, date: future, tipo: 'geral' } });
      expect(notification.statusCode, link).toBe(400);
      expect(notification.json().errors, link).toEqual({ url: FIELD_MESSAGES.link });
      const webinar = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: { topic: `Tópico ${i}`, description: 'd', date: '2027-03-10', time: '18:00', link } });
      expect(webinar.statusCode, link).toBe(400);
      expect(webinar.json().errors, link).toEqual({ link: FIELD_MESSAGES.link });
    }
    expect({ notifications: await t.database.db.$count(notifications), webinars: await t.database.db.$count(webinars) }).toEqual(before);
  });

  it('still takes an ordinary link, with or without its scheme', async () => {
    for (const [i, url] of ['https://www.campus.exemplo.pt/avisos', 'www.campus.exemplo.pt', 'campus.exemplo.pt:8080/x'].entries()) {
      const res = await t.as('admin', { method: 'POST', url: '/api/notifications', payload: { titulo: 't', mensagem: 'm', url, date: future, tipo: 'geral' } });
      expect(res.statusCode, res.body).toBe(201);
      const webinar = await t.as('admin', { method: 'POST', url: '/api/webinares', payload: { topic: `Ligação ${i}`, description: 'd', date: '2027-03-10', time: '18:00', link: url } });
      expect(webinar.statusCode, webinar.body).toBe(201);
    }
  });
});

describe('the last administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('may not change its own role', async () => {
    for (const username of ['admin', 'dev']) {
      const res = await t.as(username, { method: 'PUT', url: `/api/users/${username}`, payload: { role: 'GCI', role_extra: null } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Não pode alterar o seu próprio role: peça a outro administrador.');
    }
    const [admin] = await t.database.db.select().from(users).where(eq(users.idUtilizador, 'admin'));
    expect(admin.role).toBe('ADMIN');
  });

  it('is never demoted, so someone can always give roles', async () => {
    const demoted = await t.as('dev', { method: 'PUT', url: '/api/users/admin', payload: { role: 'GCI', role_extra: null } });
    expect(demoted.statusCode).toBe(200);
    // dev is now the only administrator: a change that would remove it is refused.
    expect(await updateUserRole(t.database.db, 'dev', 'GCI', null)).toBe('last-admin');
    const [dev] = await t.database.db.select().from(users).where(eq(users.idUtilizador, 'dev'));
    expect(dev.role).toBe('DEV');
    expect((await t.as('dev', { method: 'PUT', url: '/api/users/admin', payload: { role: 'ADMIN', role_extra: null } })).statusCode).toBe(200);
  });
});

describe('answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are never cached: the sign-in with its token and the users list say no-store', async () => {
    const login = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: DEMO_PASSWORD } });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.as('admin', { method: 'GET', url: '/api/users' })).headers['cache-control']).toBe('no-store');
  });

  it('refuse a body over 1 MiB with 413 in Portuguese, sign-in included, without echoing it', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    for (const [url, payload] of [
      [LOGIN, { username: big, password: 'x' }],
      ['/api/backoffice/minversion', { version: big }],
    ] as const) {
      const res = await t.as('admin', { method: 'POST', url, payload });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('O pedido é demasiado grande.');
      expect(res.body.length).toBeLessThan(200);
    }
  });

  it('answer a long rejected version briefly', async () => {
    const res = await t.as('admin', { method: 'POST', url: '/api/backoffice/minversion', payload: { version: '9'.repeat(100_000) } });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(300);
  });

  it('speak Portuguese when the request itself is wrong', async () => {
    const notJson = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('O corpo do pedido não é JSON válido.');
    const text = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'text/plain' }, payload: 'admin' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de conteúdo não suportado: envie JSON (application/json).');
    // zod's own words (a field without a message of its own) are Portuguese too.
    const wrongType = await t.as('admin', {
      method: 'POST',
      url: '/api/notifications',
      payload: { titulo: 't', mensagem: 'm', date: new Date(Date.now() + 86_400_000).toISOString(), tipo: 'geral', extra: 5 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).not.toMatch(/Invalid|expected|received/);
    expect(wrongType.json().message).toMatch(/esperava/);
  });

  it('carry a CSP without inline scripts, no plugins, no base, no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/version' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
