// Large uploads against the real server process (a fresh embedded database, or a throw-away
// PostgreSQL database when DATABASE_URL is set): one
// maximum-size PDF answer (10 MB, sent as base64 in JSON) and the server's peak memory above its
// idle level, as a multiple of the file's size; then 20 such uploads at once, counting 5xx.
//   npx tsx bench/uploads.ts          (embedded)
//   DATABASE_URL=postgres://… npx tsx bench/uploads.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HR_ATTACHMENT_MAX_BYTES } from '../src/contract';
import { simplePdf } from '../src/server/db/seed/pdf';
import { throwawayDatabase } from './throwawayDatabase';

const CONCURRENT = Number(process.env.UPLOADS ?? 20);
const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
const rssBytes = (pid: number) => 1024 * Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** A valid PDF of exactly the largest allowed size: a small one padded inside a comment before %%EOF. */
const small = simplePdf(['Anexo de teste de carga']);
const eof = small.lastIndexOf('%%EOF');
const pdf = Buffer.concat([small.subarray(0, eof), Buffer.from('%'), Buffer.alloc(HR_ATTACHMENT_MAX_BYTES - small.length - 2, 0x20), Buffer.from('\n'), small.subarray(eof)]);
const body = (id: string) => JSON.stringify({ _id: id, anexo: pdf.toString('base64'), anexoNome: 'carga.pdf' });

const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
const postgres = process.env.DATABASE_URL ? await throwawayDatabase('uploads') : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--demo'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; !(await fetch(`${base}/docs/json`).then((r) => r.ok, () => false)); i++) {
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await fetch(`${base}/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'rh', password: 'demo' }) });
  const headers = { 'content-type': 'application/json', 'access-token': ((await login.json()) as { token: string }).token };
  const open = ((await (await fetch(`${base}/questoesrh?respondidos=false&limit=100`, { headers })).json()) as { data: { _id: string }[] }).data.map((r) => r._id);
  const send = (id: string) => fetch(`${base}/questoesrh/update`, { method: 'POST', headers, body: body(id) }).then((r) => r.status, () => 0);

  /** Runs `work` while sampling the server's memory every 20 ms; the peak above the level before. */
  async function peakDuring(work: () => Promise<number[]>): Promise<{ statuses: number[]; peak: number }> {
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssBytes(server.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server.pid!))), 20);
    const statuses = await work();
    clearInterval(sampler);
    return { statuses, peak: peak - idle };
  }

  const one = await peakDuring(async () => [await send(open[0])]);
  console.log(`uploads  on ${postgres ? 'PostgreSQL' : 'the embedded database'}`);
  console.log(`uploads  one 10 MB PDF as base64 (${mib(body(open[0]).length)} of JSON): status ${one.statuses[0]}, server peak +${mib(one.peak)} = ${(one.peak / pdf.length).toFixed(2)}x the file`);
  const many = await peakDuring(() => Promise.all(open.slice(1, 1 + CONCURRENT).map(send)));
  const count = (test: (s: number) => boolean) => many.statuses.filter(test).length;
  console.log(`uploads  ${CONCURRENT} at once: ${count((s) => s === 200)} stored, ${count((s) => s >= 500 || s === 0)} 5xx or dropped; server peak +${mib(many.peak)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
