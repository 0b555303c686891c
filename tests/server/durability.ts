/**
 * The embedded database under stops and crashes, with the real server started as `npm start` starts
 * it (scripts/start.mjs, its own process group), on a temporary data directory. Shared by
 * tests/server/durability.test.ts and bench/durability.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

export interface Started {
  process: ChildProcess;
  base: string;
  output: () => string;
}

/** A data directory, and a built client newer than the sources so that start.mjs does not build. */
export function workspace(): { dataDir: string; clientDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'durability-'));
  const clientDir = join(dir, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>__PRODUCT_NAME__</title>');
  return { dataDir: join(dir, 'data'), clientDir };
}

/**
 * `npm start` (with these arguments), this environment over the tests' own, in its own process
 * group; resolves once it serves or exits, and throws with its output if it does neither in 120 s.
 */
export async function startWith(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), ...args], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NOTIFICATION_POLL_MS: '60000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    if (await fetch(`${base}/docs/json`).then((r) => r.ok, () => false)) return { process: child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.exitCode === null) throw new Error(`the server neither served nor exited in 120 s:\n${output}`);
  return { process: child, base, output: () => output };
}

/** `npm start` on this embedded data directory; resolves once it serves (or exits). */
export const start = (dataDir: string, clientDir: string): Promise<Started> => startWith({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, DATABASE_URL: '' });

/**
 * Signals the whole process group (again after `repeatAfterMs`, as an impatient operator or a
 * supervisor would) and waits for the top process to exit; the time it took.
 */
export async function stopGroup(started: Started, signal: NodeJS.Signals, repeatAfterMs?: number): Promise<number> {
  const began = Date.now();
  const exited = new Promise((r) => (started.process.exitCode !== null ? r(null) : started.process.once('exit', r)));
  process.kill(-started.process.pid!, signal);
  if (repeatAfterMs !== undefined) setTimeout(() => groupAlive(started.process.pid!) && process.kill(-started.process.pid!, signal), repeatAfterMs);
  await exited;
  // SIGKILL reaches every process of the group at once; otherwise wait for the server itself too.
  for (let i = 0; i < 100 && groupAlive(started.process.pid!); i++) await new Promise((r) => setTimeout(r, 50));
  return Date.now() - began;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export const leftovers = (dataDir: string) => ['server.lock', 'pgdata/postmaster.pid'].filter((f) => existsSync(join(dataDir, f)));

export async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo' }) });
  return ((await res.json()) as { token: string }).token;
}

/**
 * Writes suggestions as fast as they are acknowledged, then SIGKILLs the whole group mid-write,
 * `stopAfterMs` after the first `atLeast` acknowledgements; answers the texts the server
 * acknowledged (201) before it died.
 */
export async function writeUntilKilled(started: Started, stopAfterMs: number, { atLeast = 0 } = {}): Promise<string[]> {
  // Each account may send 10 suggestions a minute: write as several of them.
  const accounts = ['admin', 'dev', 'ccurso', 'direcao', 'presidencia', 'gci', 'rh', 'tutorias_admin', 'tutorias', 'default'];
  const tokens = await Promise.all(accounts.map((a) => signIn(started.base, a)));
  const acknowledged: string[] = [];
  let n = 0;
  let killed = false;
  // The kill comes `stopAfterMs` after the first `atLeast` writes are acknowledged, however slow the machine.
  let enough: () => void = () => {};
  const acknowledgedEnough = new Promise<void>((resolve) => (enough = resolve));
  if (atLeast === 0) enough();
  const writers = tokens.map(async (token) => {
    for (let i = 0; i < 10 && !killed; i++) {
      const text = `Sugestão durável ${process.pid}-${Date.now()}-${n++}`;
      const res = await fetch(`${started.base}/bugs`, { method: 'POST', headers: { 'content-type': 'application/json', 'access-token': token }, body: JSON.stringify({ mensagem: text }) }).catch(() => null);
      if (res?.status === 201 && acknowledged.push(text) >= atLeast) enough();
    }
  });
  await Promise.race([Promise.all(writers), acknowledgedEnough.then(() => new Promise((r) => setTimeout(r, stopAfterMs)))]);
  killed = true;
  await stopGroup(started, 'SIGKILL');
  await Promise.allSettled(writers);
  return acknowledged;
}

/** Every row of a paged list (100 a page), read as an administrator. */
async function everyRow<T>(base: string, path: string): Promise<T[]> {
  const token = await signIn(base, 'admin');
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const { data } = (await (await fetch(`${base}${path}&limit=100&page=${page}`, { headers: { 'access-token': token } })).json()) as { data: T[] };
    rows.push(...data);
    if (data.length < 100) return rows;
  }
}

/** The suggestions the server holds: their ids by text. */
export async function storedSuggestions(base: string): Promise<Map<string, string>> {
  const rows = await everyRow<{ _id: string; mensagem: string }>(base, '/bugs?arquivados=true');
  return new Map(rows.map((s) => [s.mensagem, s._id]));
}

/** The ids of the suggestions whose creation the audit trail holds. */
export async function auditedSuggestions(base: string): Promise<Set<string>> {
  const entries = await everyRow<{ route: string; recordId: string }>(base, '/admin/audit?action=criar');
  return new Set(entries.filter((e) => e.route === 'POST /api/bugs').map((e) => e.recordId));
}
