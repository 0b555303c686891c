// npm run bench:events — issue 31's live screens at scale: BENCH_STREAMS (default 500) event streams
// (GET /api/events, as many browser tabs) open on one server process, and, when DATABASE_URL names a
// PostgreSQL server, on three processes sharing one database (the streams spread over them, the
// writes sent to the first: every event crosses LISTEN/NOTIFY). BENCH_WRITES (default 100) writes
// of one record (PUT /api/questoesrh/type/:id), one after another; for each, the time from its
// answer until every stream has its event; the write's own latency with no stream open and with
// all of them; the server's resident memory per open stream. The streams are read in a thread of
// their own (bench/eventReaders.mjs), as other people's browsers would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { signIn } from './load';
import { memoryOf, runScript, startServer, type ServerProcess } from './processes';
import { throwawayDatabase } from './throwawayDatabase';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const WRITES = Number(process.env.BENCH_WRITES ?? 100);

const percentile = (xs: readonly number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** The streams' reader thread (bench/eventReaders.mjs), asked one thing at a time. */
function readers() {
  const worker = new Worker(new URL('./eventReaders.mjs', import.meta.url));
  const ask = <T,>(message: object): Promise<T> =>
    new Promise((resolve, reject) => {
      worker.once('message', (answer: T & { error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      worker.postMessage(message);
    });
  return {
    open: (urls: string[], headers: Record<string, string>, recordId: string, count: number) => ask<{ opened: number }>({ cmd: 'open', urls, headers, recordId, count }),
    counts: async () => (await ask<{ counts: number[] }>({ cmd: 'counts' })).counts,
    /** The wall-clock time each stream received its event after `seen` (waits for all). */
    until: async (seen: number[]) => (await ask<{ times: number[] }>({ cmd: 'until', seen })).times,
    close: async () => {
      await ask({ cmd: 'close' });
      await worker.terminate();
    },
  };
}

/** Wall-clock milliseconds, comparable with the reader thread's. */
const now = () => performance.timeOrigin + performance.now();

/** Writes the record once; the time its answer arrived and how long it took. */
async function write(server: ServerProcess, headers: Record<string, string>, id: string, i: number): Promise<{ answered: number; took: number }> {
  const started = now();
  const res = await fetch(`${server.url}/api/questoesrh/type/${id}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Tipo medido ${i}` }) });
  if (res.status !== 200) throw new Error(`PUT: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const answered = now();
  return { answered, took: answered - started };
}

async function benchOn(label: string, servers: ServerProcess[]): Promise<void> {
  const [first] = servers;
  const headers = await signIn(first);
  const created = await fetch(`${first.url}/api/questoesrh/type`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Tipo medido ${Date.now()}` }) });
  const id = String(((await created.json()) as { data: Record<string, unknown> }).data._id);

  for (let i = 0; i < 10; i++) await write(first, headers, id, -i); // warm-up
  const alone: number[] = [];
  for (let i = 0; i < WRITES; i++) alone.push((await write(first, headers, id, i)).took);

  const before = servers.map((s) => memoryOf(s.pid).rss);
  const streams = readers();
  await streams.open(servers.map((s) => s.url), headers, id, STREAMS);
  // Every stream is open and answered once the first write's event reached them all.
  const none = await streams.counts();
  await write(first, headers, id, -100);
  await streams.until(none);
  const perStream = servers.map((s, i) => ((memoryOf(s.pid).rss - before[i]) * 1024) / (STREAMS / servers.length));

  const withStreams: number[] = [];
  const reach: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const seen = await streams.counts();
    const { answered, took } = await write(first, headers, id, WRITES + i);
    withStreams.push(took);
    reach.push(Math.max(0, ...(await streams.until(seen)).map((t) => t - answered)));
  }
  await streams.close();

  console.log(`events   ${label}: ${STREAMS} streams${servers.length > 1 ? ` over ${servers.length} processes` : ''}, ${WRITES} writes one after another`);
  console.log(`events   ${label} write answered -> its event on every stream: p50 ${ms(percentile(reach, 50))}, p99 ${ms(percentile(reach, 99))}, max ${ms(Math.max(...reach))} (goal p99 <= 250 ms)`);
  console.log(`events   ${label} the write itself: no stream p50 ${ms(percentile(alone, 50))} p99 ${ms(percentile(alone, 99))}; ${STREAMS} streams p50 ${ms(percentile(withStreams, 50))} p99 ${ms(percentile(withStreams, 99))}: p99 ${(percentile(withStreams, 99) / percentile(alone, 99)).toFixed(2)}x (goal <= 1.2x)`);
  console.log(`events   ${label} resident memory per open stream: ${perStream.map((kib) => `${kib.toFixed(1)} KiB`).join(', ')}`);
}

async function withServers(count: number, env: Record<string, string>, run: (servers: ServerProcess[]) => Promise<void>): Promise<void> {
  await runScript('src/server/db/seed/cli.ts', env);
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer('src/server/main.ts', { ...env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent' }, '/api/health'));
    await run(servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function eventsBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  try {
    await withServers(1, { DATA_DIR: dir, DATABASE_URL: '' }, (servers) => benchOn('PGlite, 1 process', servers));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!process.env.DATABASE_URL) return console.log('events   (set DATABASE_URL=postgres://… to measure PostgreSQL and three processes too)');
  for (const count of [1, 3]) {
    const postgres = await throwawayDatabase('bench_events');
    try {
      await withServers(count, { DATABASE_URL: postgres.url }, (servers) => benchOn(`PostgreSQL, ${count} process${count > 1 ? 'es' : ''}`, servers));
    } finally {
      await postgres.drop();
    }
  }
}
