// npm run bench:fanout — goal 6, fan-out: a notification to everyone ('geral': every row of users,
// docs/notifications.md) at BENCH_RECIPIENTS (default 10,000) scale users plus the demo's, sent the
// way the product sends it: scheduled through the API by admin, due 100 ms later, delivered by the
// server's own sender (polling every 100 ms). An ordinary signed-in request (the suggestions page)
// under autocannon for BENCH_SECONDS without any send, then again while sends follow one another;
// the ratio of the two p99s. Before that, one send alone, timed, with the statements its delivery issued
// (on PGlite the server sends by slices of recipients, one transaction each: defaultSliceSize).
// On PGlite and, when DATABASE_URL names a PostgreSQL server, on a throw-away database there too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../src/server/db/client';
import { notificationDeliveries, notifications } from '../src/server/db/schema';
import { defaultSliceSize, inboxPushSender, NotificationSender, type PushSender, type SendResult } from '../src/server/jobs/notification-sender';
import { measure, signIn, type Load } from './load';
import { runScript, startServer, type ServerProcess } from './processes';
import { throwawayDatabase } from './throwawayDatabase';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const PROBE = '/api/bugs?limit=25&page=0';

/** The probe request under load for `seconds`. */
const probe = (server: ServerProcess, headers: Record<string, string>, seconds: number) => measure(`${server.url}${PROBE}`, { headers, seconds, warmUp: false });
const show = (l: Load) => `${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;

/** Schedules a notification for everyone, due in 100 ms, and waits until the server has sent it. */
async function sendOne(server: ServerProcess, headers: Record<string, string>, i: number): Promise<{ recipients: number; ms: number }> {
  const due = Date.now() + 100;
  const body = { titulo: `Aviso ${i}`, mensagem: 'Mensagem para toda a comunidade académica.', date: new Date(due).toISOString(), tipo: 'geral' };
  const res = await fetch(`${server.url}/api/notifications`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`POST /api/notifications: ${res.status} ${await res.text()}`);
  const { _id } = ((await res.json()) as { data: { _id: string } }).data;
  for (;;) {
    if (Date.now() - due > 60_000) throw new Error(`notification ${_id} was not sent within 60 s of its date`);
    await new Promise((r) => setTimeout(r, 20));
    const { data } = (await (await fetch(`${server.url}/api/notifications`, { headers })).json()) as { data: { _id: string; sent: boolean; recievedBy: number }[] };
    const mine = data.find((n) => n._id === _id);
    if (mine?.sent) return { recipients: mine.recievedBy, ms: Date.now() - due };
  }
}

/**
 * One due notification sent by a sender in this process with the server's slice size for this
 * database, timed from its first tick to its last; its delivery's statements counted.
 */
async function sendAlone(database: Database): Promise<string> {
  const { db } = database;
  const [row] = await db.insert(notifications).values({ titulo: 'Aviso isolado', mensagem: 'Um envio medido sozinho.', date: new Date(Date.now() - 1000), tipo: 'geral', createdBy: 'admin' }).returning({ id: notifications.id });
  let statements = 0;
  const counting: PushSender = {
    deliver: (tx, notification, recipients) =>
      inboxPushSender.deliver(
        new Proxy(tx, {
          get: (target, key) => {
            if (key !== 'execute') return Reflect.get(target, key);
            return (...args: Parameters<Db['execute']>) => {
              statements++;
              return target.execute(...args);
            };
          },
        }),
        notification,
        recipients,
      ),
  };
  const sliceSize = defaultSliceSize(database.kind);
  const sender = new NotificationSender(db, { pollMs: 100, pushSender: counting, sliceSize });
  const started = performance.now();
  let ticks = 0;
  let result: SendResult;
  do {
    result = await sender.runOnce();
    ticks++;
  } while (!result.sent.includes(row.id));
  const ms = performance.now() - started;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, row.id));
  const how = sliceSize === undefined ? 'the whole audience in one transaction' : `slices of ${sliceSize}, one transaction each`;
  return `one send alone (sender in the bench's process, after an untimed one): ${result.recipients[row.id]} recipients in ${ms.toFixed(0)} ms, ${ticks} tick(s) (${how}), its delivery ${statements} statement(s) (INSERT … SELECT), ${n} inbox rows written`;
}

async function benchOn(label: string, env: Record<string, string>): Promise<void> {
  const seeded = await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(RECIPIENTS * 5)]);
  console.log(`fanout   ${label} data: demo + ${seeded.trim().split('\n').at(-1)}`);
  const database = await openDatabase({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL || undefined });
  try {
    await sendAlone(database); // warm-up: a freshly opened database's first send
    console.log(`fanout   ${label} ${await sendAlone(database)}`);
  } finally {
    await database.close();
  }
  const server = await startServer('src/server/main.ts', { ...env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', NOTIFICATION_POLL_MS: '100' }, '/api/health');
  let during: Load, baseline: Load;
  const sends: { recipients: number; ms: number }[] = [];
  try {
    const headers = await signIn(server);
    await sendOne(server, headers, 0); // warm-up: the sender's first send, not counted
    await probe(server, headers, 1); // warm-up, not counted
    baseline = await probe(server, headers, SECONDS);
    let loading = true;
    const load = probe(server, headers, SECONDS).finally(() => (loading = false));
    while (loading) sends.push(await sendOne(server, headers, sends.length + 1));
    during = await load;
  } finally {
    await server.stop();
  }
  const ms = sends.map((s) => s.ms).sort((a, b) => a - b);
  const recipients = [...new Set(sends.map((s) => s.recipients))].join(', ');
  console.log(`fanout   ${label} ${PROBE}, 10 connections, ${SECONDS} s: no send ${show(baseline)}`);
  console.log(`fanout   ${label} the same during sends: ${show(during)}; p99 ${(during.p99 / baseline.p99).toFixed(2)}x, p50 ${(during.p50 / baseline.p50).toFixed(2)}x, req/s ${(during.rps / baseline.rps).toFixed(2)}x of no send`);
  console.log(`fanout   ${label} ${sends.length} sends during the load, each to ${recipients} recipients; due -> seen sent (includes up to 100 ms of the sender's poll and 20 ms of ours) median ${ms[ms.length >> 1]} ms, max ${ms.at(-1)} ms, together ${((ms.reduce((a, b) => a + b, 0) / (SECONDS * 1000)) * 100).toFixed(0)}% of the window`);
}

export async function fanoutBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  try {
    await benchOn('PGlite', { DATA_DIR: dir, DATABASE_URL: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!process.env.DATABASE_URL) return console.log('fanout   (set DATABASE_URL=postgres://… to measure PostgreSQL too)');
  const postgres = await throwawayDatabase('bench_fanout');
  try {
    await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
}
