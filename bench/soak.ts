// Soak: minutes of mixed read/write load from many connections against the real server process on
// PostgreSQL (DATABASE_URL; a throw-away database is created on it and dropped after), counting
// errors and sampling the server's resident memory. Not part of `npm test` or `npm run bench`:
//   DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres npx tsx bench/soak.ts
// SOAK_SECONDS (default 300), SOAK_CONNECTIONS (default 50), SOAK_WARMUP_SECONDS (default 60).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { throwawayDatabase } from './throwawayDatabase';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const database = await throwawayDatabase('soak');
const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
  env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error('the server did not start');
    if (await fetch(`${base}/docs/json`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const token = (await json(await post('/backoffice/login', { username: 'admin', password: 'demo' }))).token as string;
  const auth = { 'access-token': token, 'content-type': 'application/json' };
  const bugs = ((await json(await fetch(`${base}/bugs?limit=50`, { headers: auth }))).data as { _id: string }[]).map((b) => b._id);

  // The mix: mostly reads, one request in four a write (archive switch, a role set to what it is).
  const requests: (() => Promise<Response>)[] = [
    () => fetch(`${base}/backoffice/verifytoken`, { headers: auth }),
    () => fetch(`${base}/users?limit=25&page=${Math.floor(Math.random() * 10)}`, { headers: auth }),
    () => fetch(`${base}/users?limit=25&search=silva`, { headers: auth }),
    () => fetch(`${base}/bugs?limit=25&page=0&arquivados=false`, { headers: auth }),
    () => fetch(`${base}/notifications/all`, { headers: auth }),
    () => fetch(`${base}/dashboard`, { headers: auth }),
    () => fetch(`${base}/bugs/${bugs[Math.floor(Math.random() * bugs.length)]}`, { method: 'PUT', headers: auth, body: JSON.stringify({ isArquivado: Math.random() < 0.5 }) }),
    () => fetch(`${base}/users/gci`, { method: 'PUT', headers: auth, body: JSON.stringify({ role: 'GCI', role_extra: null }) }),
  ];

  let done = 0;
  let errors = 0;
  const statuses = new Map<string, number>();
  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const stopAt = started + SECONDS * 1000;
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, rss: rssKiB(server.pid!) }), 5000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < stopAt) {
        const res = await requests[Math.floor(Math.random() * requests.length)]().catch(() => null);
        if (res) await res.arrayBuffer();
        done++;
        if (!res || !res.ok) {
          errors++;
          const key = res ? String(res.status) : 'network';
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  clearInterval(sampler);
  const afterWarmup = samples.find((s) => s.at >= WARMUP) ?? samples[0];
  const last = samples.at(-1)!;
  const growth = ((last.rss - afterWarmup.rss) / afterWarmup.rss) * 100;
  console.log(`soak: ${SECONDS} s, ${CONNECTIONS} connections, PostgreSQL, mixed reads and writes (1 in 4 a write)`);
  console.log(`  requests ${done} (${(done / SECONDS).toFixed(0)} req/s), errors ${errors}${statuses.size ? ` ${JSON.stringify(Object.fromEntries(statuses))}` : ''}`);
  console.log(`  server RSS after ${afterWarmup.at.toFixed(0)} s warm-up ${(afterWarmup.rss / 1024).toFixed(1)} MiB, at the end ${(last.rss / 1024).toFixed(1)} MiB: growth ${growth.toFixed(1)}%`);
  console.log(`  RSS samples (MiB): ${samples.map((s) => (s.rss / 1024).toFixed(0)).join(' ')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database.drop();
}
