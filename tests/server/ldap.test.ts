// Directory sign-in against a real OpenLDAP server (Debian's slapd), started here on loopback ports
// with a throw-away database: a service account, a few people (one with a photo, one disabled,
// one named like a local administrator), plain LDAP and LDAPS with a certificate made for the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Attribute, Change, Client } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { directorySettings, PHOTO_MAX_BYTES, userFilterFor } from '../../src/server/auth/directory';
import { accountKey } from '../../src/server/auth/signInLimits';
import { ConfigError, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { loginFailures, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { testDatabase } from './helper';

const WRONG = { status: false, mensagem: 'Utilizador ou palavra-passe incorretos.', user: null, token: null };
const UNAVAILABLE = 'O diretório institucional não está disponível. Tente mais tarde.';
const SUFFIX = 'dc=example,dc=org';
const PEOPLE = `ou=people,${SUFFIX}`;
const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PW = 'root-secret';
const READER_DN = `cn=reader,${SUFFIX}`;
const READER_PW = 'reader-secret';
/** A disabled account carries employeeType=disabled; the configured filter leaves such entries out. */
const FILTER = '(&(objectClass=inetOrgPerson)(uid={{username}})(!(employeeType=disabled)))';
const MARIA_PW = 'Maria-dir-2026!';
/** The start of a JPEG (the photo is copied as it is, base64, when it is a JPEG or PNG). */
const MARIA_PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a small photo'), Buffer.from([0xff, 0xd9])]);

function findProgram(name: string): string | undefined {
  const dirs = ['/usr/sbin', '/usr/local/sbin', '/sbin', ...(process.env.PATH ?? '').split(delimiter)];
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ldif = (entries: Record<string, string | string[]>[]) =>
  entries
    .map((entry) =>
      Object.entries(entry)
        .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => (key.endsWith(':') ? `${key} ${v}` : `${key}: ${v}`)))
        .join('\n'),
    )
    .join('\n\n') + '\n';

let dir: string;
let slapd: ChildProcess | undefined;
let slapdLog = '';
let ldapPort: number;
let ldapsPort: number;
let caFile: string;
let database: Database;
const apps: FastifyInstance[] = [];

async function startSlapd(): Promise<void> {
  const slapdBin = findProgram('slapd');
  const slapadd = findProgram('slapadd');
  if (!slapdBin || !slapadd) {
    throw new Error("OpenLDAP's slapd is not installed: the directory sign-in tests need a real server. Install it with `apt-get install slapd ldap-utils` (CI's .ci/run does).");
  }
  const openssl = findProgram('openssl');
  if (!openssl) throw new Error('openssl is not installed (it makes the LDAPS certificate of the test): `apt-get install openssl`.');

  dir = mkdtempSync(join(tmpdir(), 'ldap-test-'));
  mkdirSync(join(dir, 'db'));
  // A self-signed certificate for 127.0.0.1, which is also the CA file the server is told to trust.
  const cert = spawnSync(openssl, [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { encoding: 'utf8' });
  if (cert.status !== 0) throw new Error(`openssl could not make the test certificate: ${cert.stderr}`);
  caFile = join(dir, 'cert.pem');

  writeFileSync(
    join(dir, 'slapd.conf'),
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include /etc/ldap/schema/${s}.schema`),
      `pidfile ${join(dir, 'slapd.pid')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `TLSCertificateFile ${join(dir, 'cert.pem')}`,
      `TLSCertificateKeyFile ${join(dir, 'key.pem')}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${SUFFIX}"`,
      `rootdn "${ROOT_DN}"`,
      `rootpw ${ROOT_PW}`,
      `directory ${join(dir, 'db')}`,
      // Passwords serve only to bind; the rest is readable by the service account (and oneself), not anonymously.
      'access to attrs=userPassword by anonymous auth by self write by * none',
      `access to * by dn.exact="${READER_DN}" read by self read by * none`,
      '',
    ].join('\n'),
  );
  const person = (uid: string, cn: string, password: string, extra: Record<string, string | string[]> = {}) => ({
    dn: `uid=${uid},${PEOPLE}`,
    objectClass: 'inetOrgPerson',
    uid,
    cn,
    sn: cn.split(' ').at(-1)!,
    userPassword: password,
    ...extra,
  });
  writeFileSync(
    join(dir, 'data.ldif'),
    ldif([
      { dn: SUFFIX, objectClass: ['dcObject', 'organization'], o: 'Example', dc: 'example' },
      { dn: PEOPLE, objectClass: 'organizationalUnit', ou: 'people' },
      { dn: READER_DN, objectClass: ['organizationalRole', 'simpleSecurityObject'], cn: 'reader', userPassword: READER_PW },
      person('maria', 'Maria Silva', MARIA_PW, { mail: 'maria.silva@example.org', 'jpegPhoto::': MARIA_PHOTO.toString('base64') }),
      person('joao', 'João Pereira', 'pw-joao', { mail: 'joao@example.org', 'jpegPhoto::': Buffer.from('not a picture').toString('base64') }),
      person('rui', 'Rui Desativado', 'pw-rui', { mail: 'rui@example.org', employeeType: 'disabled' }),
      // Named like the seed's local administrator, with another password.
      person('admin', 'Administrador do Diretório', 'dir-admin-pw', { mail: 'admin@example.org' }),
      person('carla', 'Carla Lopes', 'pw-carla'),
      person('pedro', 'Pedro Nunes', 'pw-pedro'),
      // A JPEG over the 256 KiB kept.
      person('ines', 'Inês Costa', 'pw-ines', { 'jpegPhoto::': Buffer.concat([MARIA_PHOTO, Buffer.alloc(PHOTO_MAX_BYTES)]).toString('base64') }),
    ]),
  );
  const load = spawnSync(slapadd, ['-f', join(dir, 'slapd.conf'), '-l', join(dir, 'data.ldif')], { encoding: 'utf8' });
  if (load.status !== 0) throw new Error(`slapadd failed: ${load.stderr}`);

  ldapPort = await freePort();
  ldapsPort = await freePort();
  const child = spawn(slapdBin, ['-h', `ldap://127.0.0.1:${ldapPort}/ ldaps://127.0.0.1:${ldapsPort}/`, '-f', join(dir, 'slapd.conf'), '-d', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  slapd = child;
  child.stdout?.on('data', (d) => (slapdLog += d));
  child.stderr?.on('data', (d) => (slapdLog += d));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd stopped (exit ${child.exitCode}): ${slapdLog}`);
    const probe = new Client({ url: `ldap://127.0.0.1:${ldapPort}`, connectTimeout: 500, timeout: 500 });
    try {
      await probe.bind(READER_DN, READER_PW);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`slapd does not answer on port ${ldapPort}: ${(error as Error).message}\n${slapdLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await probe.unbind().catch(() => undefined);
    }
  }
}

async function stopSlapd(): Promise<void> {
  const child = slapd;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** An app on the shared database with these settings, read like the environment at start. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env }), { database });
  await app.ready();
  apps.push(app);
  return app;
}

const directoryEnv = (over: Record<string, string> = {}) => ({
  AUTH_MODE: 'ldap',
  LDAP_URL: `ldap://127.0.0.1:${ldapPort}`,
  LDAP_BIND_DN: READER_DN,
  LDAP_BIND_PASSWORD: READER_PW,
  LDAP_BASE_DN: PEOPLE,
  LDAP_USER_FILTER: FILTER,
  LDAP_TIMEOUT_MS: '3000',
  ...over,
});

const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password } });

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.idUtilizador, id)))[0];

let ldapApp: FastifyInstance;
let bothApp: FastifyInstance;

beforeAll(async () => {
  await startSlapd();
  database = await testDatabase();
  await seedDemo(database.db, { appUsers: 5 });
  ldapApp = await appWith(directoryEnv());
  bothApp = await appWith(directoryEnv({ AUTH_MODE: 'both' }));
}, 90_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await stopSlapd();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('directory sign-in (AUTH_MODE=ldap)', () => {
  it('signs in with the directory password and creates the local user with role DEFAULT and no password', async () => {
    expect(await userRow('maria')).toBeUndefined();
    const res = await login(ldapApp, 'maria', MARIA_PW);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, mensagem: 'Sessão iniciada.' });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ id_utilizador: 'maria', nome: 'Maria Silva', email: 'maria.silva@example.org', role: null, role_extra: null });
    expect(body.user.fotografia).toBe(MARIA_PHOTO.toString('base64'));

    const row = await userRow('maria');
    // DEFAULT is stored as no role, like the seed's DEFAULT account.
    expect(row).toMatchObject({ nome: 'Maria Silva', email: 'maria.silva@example.org', role: null, passwordHash: null, fotografia: MARIA_PHOTO.toString('base64') });
    expect(JSON.stringify(row)).not.toContain(MARIA_PW);

    const me = await ldapApp.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': body.token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id_utilizador).toBe('maria');
  });

  it('on a later sign-in refreshes the name and e-mail from the directory and keeps the role an admin gave', async () => {
    const adminToken = (await login(bothApp, 'admin', 'demo')).json().token as string;
    const given = await bothApp.inject({ method: 'PUT', url: '/api/users/maria', headers: { 'access-token': adminToken }, payload: { role: 'RH', role_extra: null } });
    expect(given.statusCode).toBe(200);

    const root = new Client({ url: `ldap://127.0.0.1:${ldapPort}` });
    await root.bind(ROOT_DN, ROOT_PW);
    await root.modify(`uid=maria,${PEOPLE}`, [
      new Change({ operation: 'replace', modification: new Attribute({ type: 'cn', values: ['Maria Silva Santos'] }) }),
      new Change({ operation: 'replace', modification: new Attribute({ type: 'mail', values: ['maria.santos@example.org'] }) }),
    ]);
    await root.unbind();

    const res = await login(ldapApp, 'maria', MARIA_PW);
    expect(res.json().user).toMatchObject({ id_utilizador: 'maria', nome: 'Maria Silva Santos', email: 'maria.santos@example.org', role: 'RH' });
    expect(await userRow('maria')).toMatchObject({ nome: 'Maria Silva Santos', role: 'RH', passwordHash: null });
  });

  it('leaves out a photo that is not an image, or too large', async () => {
    const res = await login(ldapApp, 'joao', 'pw-joao');
    expect(res.json().user).toMatchObject({ id_utilizador: 'joao', nome: 'João Pereira', fotografia: null });
    const large = await login(ldapApp, 'ines', 'pw-ines');
    expect(large.json().user).toMatchObject({ id_utilizador: 'ines', nome: 'Inês Costa', fotografia: null });
  });

  it('refuses a wrong password with the usual answer and counts the failure', async () => {
    const res = await login(ldapApp, 'carla', 'wrong-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(WRONG);
    expect(await userRow('carla')).toBeUndefined();
    const [account] = await database.db.select().from(loginFailures).where(eq(loginFailures.key, accountKey('carla')));
    expect(account?.failures).toBe(1);
  });

  it('refuses an unknown user with the same answer', async () => {
    const res = await login(ldapApp, 'ninguem', 'whatever');
    expect(res.json()).toEqual(WRONG);
    expect(await userRow('ninguem')).toBeUndefined();
  });

  it('refuses a disabled account, even with its right password, with the same answer', async () => {
    const res = await login(ldapApp, 'rui', 'pw-rui');
    expect(res.json()).toEqual(WRONG);
    expect(await userRow('rui')).toBeUndefined();
  });

  it('does not let a username widen the filter (LDAP injection)', async () => {
    // Unescaped, `mar*` would find maria's entry alone and bind with her password.
    for (const username of ['mar*', '*', '*)(uid=*', 'maria)(|(uid=*', 'maria\\', '*)(employeeType=disabled']) {
      const res = await login(ldapApp, username, MARIA_PW);
      expect(res.statusCode, username).toBe(200);
      expect(res.json(), username).toEqual(WRONG);
    }
    expect(userFilterFor('(uid={{username}})', '*)(uid=*')).toBe('(uid=\\2a\\29\\28uid=\\2a)');
  });

  it('refuses the local password of a seeded account: the directory decides', async () => {
    expect((await login(ldapApp, 'ccurso', 'demo')).json()).toEqual(WRONG);
    expect((await login(ldapApp, 'admin', 'demo')).json()).toEqual(WRONG);
    // The directory's own entry for that id signs in as the local user (its role kept, its hash untouched).
    const before = await userRow('admin');
    const res = await login(ldapApp, 'admin', 'dir-admin-pw');
    expect(res.json().user).toMatchObject({ id_utilizador: 'admin', role: 'ADMIN', nome: 'Administrador do Diretório' });
    expect((await userRow('admin')).passwordHash).toBe(before.passwordHash);
  });

  it('signs in over LDAPS when the certificate is trusted, and refuses an untrusted one with 503', async () => {
    const tls = await appWith(directoryEnv({ LDAP_URL: `ldaps://127.0.0.1:${ldapsPort}`, LDAP_TLS_CA_FILE: caFile }));
    const res = await login(tls, 'carla', 'pw-carla');
    expect(res.json()).toMatchObject({ status: true, user: { id_utilizador: 'carla', nome: 'Carla Lopes', email: null } });

    const untrusted = await appWith(directoryEnv({ LDAP_URL: `ldaps://127.0.0.1:${ldapsPort}` }));
    const refused = await login(untrusted, 'carla', 'pw-carla');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(UNAVAILABLE);
  });

  it('counts wrong directory passwords in the sign-in limits', async () => {
    const app = await appWith(directoryEnv({ LOGIN_RATE_LIMIT: '2' }));
    for (let i = 0; i < 2; i++) expect((await login(app, 'pedro', 'wrong')).json()).toEqual(WRONG);
    const blocked = await login(app, 'pedro', 'pw-pedro');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiadas tentativas de entrada. Tente novamente dentro de 1 minuto.');
  });

  it('declares the 503 answer of the login in the OpenAPI description', async () => {
    const doc = (await ldapApp.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/backoffice/login'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(responses['503'].description).toMatch(/diretório/);
  });

  it('answers 503 when the service account is refused', async () => {
    const app = await appWith(directoryEnv({ LDAP_BIND_PASSWORD: 'not-the-password' }));
    const res = await login(app, 'carla', 'pw-carla');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
  });
});

describe('AUTH_MODE=both', () => {
  it('signs local accounts in with their local password and directory accounts with the directory', async () => {
    expect((await login(bothApp, 'ccurso', 'demo')).json()).toMatchObject({ status: true, user: { id_utilizador: 'ccurso', role: 'CCURSO' } });
    expect((await login(bothApp, 'joao', 'pw-joao')).json()).toMatchObject({ status: true, user: { id_utilizador: 'joao' } });
  });

  it('keeps an account with a local password local: its directory password does not open it', async () => {
    expect((await login(bothApp, 'admin', 'dir-admin-pw')).json()).toEqual(WRONG);
    expect((await login(bothApp, 'admin', 'demo')).json()).toMatchObject({ status: true, user: { role: 'ADMIN' } });
  });

  it('refuses wrong passwords of both kinds with the same answer', async () => {
    expect((await login(bothApp, 'gci', 'nope')).json()).toEqual(WRONG);
    expect((await login(bothApp, 'joao', 'nope')).json()).toEqual(WRONG);
    expect((await login(bothApp, 'rui', 'pw-rui')).json()).toEqual(WRONG);
  });
});

describe('AUTH_MODE=local', () => {
  it('ignores the directory, even when it is configured', async () => {
    const app = await appWith(directoryEnv({ AUTH_MODE: 'local' }));
    expect((await login(app, 'carla', 'pw-carla')).json()).toEqual(WRONG);
    expect((await login(app, 'rh', 'demo')).json()).toMatchObject({ status: true, user: { id_utilizador: 'rh' } });
  });
});

describe('directory unavailable', () => {
  let hung: Server;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    if (hung) await new Promise((resolve) => hung.close(resolve));
  });

  it('answers 503 with a clear message when nothing listens; local accounts still sign in in both mode', async () => {
    const closed = await freePort();
    const ldap = await appWith(directoryEnv({ LDAP_URL: `ldap://127.0.0.1:${closed}` }));
    const res = await login(ldap, 'carla', 'pw-carla');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, message: UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('30');

    const both = await appWith(directoryEnv({ AUTH_MODE: 'both', LDAP_URL: `ldap://127.0.0.1:${closed}` }));
    expect((await login(both, 'admin', 'demo')).json()).toMatchObject({ status: true, user: { id_utilizador: 'admin', role: 'ADMIN' } });
    const failures = async () => (await database.db.select().from(loginFailures).where(eq(loginFailures.key, accountKey('carla'))))[0]?.failures ?? 0;
    const before = await failures();
    expect((await login(both, 'carla', 'pw-carla')).statusCode).toBe(503);
    expect((await login(both, 'carla', 'wrong')).statusCode).toBe(503);
    // Not the user's fault: no failure counted against the account.
    expect(await failures()).toBe(before);
  });

  it('answers 503 within the timeout when the directory accepts connections but never answers', async () => {
    hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    const app = await appWith(directoryEnv({ LDAP_URL: `ldap://127.0.0.1:${port}`, LDAP_TIMEOUT_MS: '300' }));
    const started = Date.now();
    const res = await login(app, 'carla', 'pw-carla');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 503 once the server stops (the same app signed in a moment before)', async () => {
    expect((await login(ldapApp, 'joao', 'pw-joao')).json().status).toBe(true);
    await stopSlapd();
    const res = await login(ldapApp, 'joao', 'pw-joao');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
    expect((await login(bothApp, 'direcao', 'demo')).json().status).toBe(true);
  });
});

describe('directory settings', () => {
  it('stops the start when a directory mode lacks its settings', () => {
    expect(() => loadConfig({ AUTH_MODE: 'ldap' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'both', LDAP_URL: 'ldap://127.0.0.1:389' })).toThrow(/LDAP_BASE_DN is required when AUTH_MODE is both/);
  });

  it("accepts Active Directory's disabled-account filter and stops the start on a filter the client cannot read", async () => {
    const ad = '(&(sAMAccountName={{username}})(!(userAccountControl:1.2.840.113556.1.4.803:=2)))';
    expect(directorySettings(loadConfig(directoryEnv({ LDAP_USER_FILTER: ad, LDAP_USERNAME_ATTRIBUTE: 'sAMAccountName' }))).userFilter).toBe(ad);
    expect(userFilterFor(ad, 'ana*')).toBe('(&(sAMAccountName=ana\\2a)(!(userAccountControl:1.2.840.113556.1.4.803:=2)))');
    const broken = loadConfig(directoryEnv({ LDAP_USER_FILTER: '((uid={{username}})' }));
    expect(() => directorySettings(broken)).toThrow(/LDAP_USER_FILTER is not a valid LDAP filter/);
    await expect(buildApp(broken, { database })).rejects.toThrow(/LDAP_USER_FILTER is not a valid LDAP filter/);
    expect(() => directorySettings(loadConfig(directoryEnv({ LDAP_TLS_CA_FILE: join(dir, 'missing.pem') })))).toThrow(/LDAP_TLS_CA_FILE cannot be read/);
  });
});
