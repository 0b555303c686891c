import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { MEMORY, openDatabase, type Database } from '../../src/server/db/client';
import { notificationDeliveries, notifications, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { NotificationSender, recipientsQuery, type SendResult } from '../../src/server/jobs/notification-sender';

/**
 * Exactly once across processes, on a real PostgreSQL only (PGlite is a single connection: there is
 * nothing to race). Two senders, each with its own connection pool as two server processes would
 * have, share one database.
 */
const url = process.env.DATABASE_URL;
const name = `test_once_${randomBytes(6).toString('hex')}`;
let dbUrl = '';
let a: Database;
let b: Database;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!url) return;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  dbUrl = u.toString();
  a = await openDatabase({ dataDir: MEMORY, databaseUrl: dbUrl, poolSize: 5 });
  await a.migrate();
  await seedDemo(a.db, { appUsers: 60 });
  b = await openDatabase({ dataDir: MEMORY, databaseUrl: dbUrl, poolSize: 5 });
});

afterAll(async () => {
  if (!url) return;
  await a?.close();
  await b?.close();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

const TYPES = [
  { tipo: 'geral', extra: null },
  { tipo: 'curso', extra: '9201' },
  { tipo: 'escola', extra: 'ESTG' },
  { tipo: 'escola', extra: 'ESS' },
] as const;

async function scheduleDue(prefix: string, n: number): Promise<Map<string, number>> {
  const rows = Array.from({ length: n }, (_, i) => ({
    titulo: `${prefix} ${i}`,
    mensagem: 'Corrida',
    date: new Date(Date.now() - 60_000 - i),
    ...TYPES[i % TYPES.length],
    createdBy: 'admin',
  }));
  const inserted = await a.db.insert(notifications).values(rows).returning({ id: notifications.id, tipo: notifications.tipo, extra: notifications.extra });
  const audience = new Map<string, number>();
  for (const t of TYPES) {
    const r = await a.db.execute(sql`SELECT count(*)::int AS n FROM (${recipientsQuery({ audience: t.tipo === 'geral' ? 'all' : t.tipo === 'curso' ? 'course' : 'school', extra: t.extra })}) r`);
    audience.set(`${t.tipo};${t.extra}`, (r as unknown as { rows: { n: number }[] }).rows[0].n);
  }
  return new Map(inserted.map((r) => [r.id, audience.get(`${r.tipo};${r.extra}`)!]));
}

/** A worker of one "process": ticks until a tick finds nothing it can claim. */
async function drain(sender: NotificationSender): Promise<SendResult[]> {
  const results: SendResult[] = [];
  for (;;) {
    const r = await sender.runOnce();
    if (r.sent.length === 0 && r.failed.length === 0 && r.inProgress.length === 0) return results;
    results.push(r);
  }
}

async function check(prefix: string, expected: Map<string, number>) {
  const rows = await a.db
    .select({ id: notifications.id, sent: notifications.sent, n: notifications.recievedByCount })
    .from(notifications)
    .where(like(notifications.titulo, `${prefix} %`));
  expect(rows).toHaveLength(expected.size);
  for (const r of rows) {
    expect(r.sent).toBe(true);
    expect(r.n).toBe(expected.get(r.id));
  }
  const perNotification = await a.db.execute(sql`
    SELECT d.notification_id AS id, count(*)::int AS n, count(DISTINCT d.user_id)::int AS distinct_users
    FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
    WHERE n.titulo LIKE ${`${prefix} %`} GROUP BY d.notification_id`);
  const counted = (perNotification as unknown as { rows: { id: string; n: number; distinct_users: number }[] }).rows;
  for (const r of counted) {
    expect(r.n).toBe(expected.get(r.id));
    expect(r.distinct_users).toBe(r.n);
  }
  const total = [...expected.values()].reduce((s, v) => s + v, 0);
  expect(counted.reduce((s, r) => s + r.n, 0)).toBe(total);
}

describe('exactly once on PostgreSQL', () => {
  it.skipIf(!url)('two sender processes racing over 500 due notifications send each once', async () => {
    const expected = await scheduleDue('Corrida', 500);
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    const senderA = new NotificationSender(a.db, { pollMs: 1000, batchSize: 10, onError });
    const senderB = new NotificationSender(b.db, { pollMs: 1000, batchSize: 10, onError });
    // Three concurrent workers per process, like ticks overlapping across a fleet.
    const workers = await Promise.all([senderA, senderA, senderA, senderB, senderB, senderB].map(drain));
    expect(errors).toEqual([]);

    const sentIds = workers.flat().flatMap((r) => r.sent);
    expect(sentIds).toHaveLength(500);
    expect(new Set(sentIds).size).toBe(500);
    const byA = workers.slice(0, 3).flat().reduce((s, r) => s + r.sent.length, 0);
    const byB = workers.slice(3).flat().reduce((s, r) => s + r.sent.length, 0);
    expect(byA + byB).toBe(500);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    await check('Corrida', expected);
  });

  it.skipIf(!url)('two sender processes delivering by slices continue each other’s sends, each recipient once', async () => {
    const expected = await scheduleDue('Fatias', 60);
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    const senderA = new NotificationSender(a.db, { pollMs: 1000, batchSize: 5, sliceSize: 7, onError });
    const senderB = new NotificationSender(b.db, { pollMs: 1000, batchSize: 5, sliceSize: 7, onError });
    const workers = await Promise.all([senderA, senderA, senderA, senderB, senderB, senderB].map(drain));
    expect(errors).toEqual([]);
    const sentIds = workers.flat().flatMap((r) => r.sent);
    expect(sentIds).toHaveLength(60);
    expect(new Set(sentIds).size).toBe(60);
    // A notification to n people took n ÷ 7 (rounded down) ticks that left it in progress, then its last.
    const slices = workers.flat().flatMap((r) => r.inProgress);
    expect(slices.length).toBe([...expected.values()].reduce((s, n) => s + Math.floor(n / 7), 0));
    expect(slices.length).toBeGreaterThan(60);
    await check('Fatias', expected);
  });

  it.skipIf(!url)('a process killed mid-batch leaves its claim pending; it is sent later, once', async () => {
    const expected = await scheduleDue('Morto', 30);
    const ids = [...expected.keys()];

    // The doomed process: claims 10, delivers one of them, and dies before COMMIT.
    const doomed = new pg.Client({ connectionString: dbUrl });
    doomed.on('error', () => {});
    await doomed.connect();
    await doomed.query('BEGIN');
    const claimed = await doomed.query<{ id: string; tipo: string; extra: string | null }>(
      `SELECT id, tipo, extra FROM notifications WHERE NOT sent AND date <= now() AND titulo LIKE 'Morto %'
       ORDER BY date LIMIT 10 FOR UPDATE SKIP LOCKED`,
    );
    expect(claimed.rows).toHaveLength(10);
    const victim = claimed.rows.find((r) => r.tipo === 'geral')!;
    await doomed.query(`INSERT INTO notification_deliveries (notification_id, user_id) SELECT $1, id_utilizador FROM users`, [victim.id]);
    await doomed.query(`UPDATE notifications SET sent = true, recieved_by_count = 1 WHERE id = $1`, [victim.id]);

    // Meanwhile the other process sends what is not locked, skipping the doomed claim.
    const survivor = new NotificationSender(b.db, { pollMs: 1000, batchSize: 50 });
    const first = await survivor.runOnce();
    const claimedIds = new Set(claimed.rows.map((r) => r.id));
    expect(first.sent.filter((id) => ids.includes(id))).toHaveLength(20);
    expect(first.sent.some((id) => claimedIds.has(id))).toBe(false);

    // Killed: the socket goes away without COMMIT; PostgreSQL rolls the transaction back.
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const deadline = Date.now() + 15_000;
    const later: string[] = [];
    while (later.length < 10 && Date.now() < deadline) {
      later.push(...(await survivor.runOnce()).sent.filter((id) => claimedIds.has(id)));
      if (later.length < 10) await new Promise((r) => setTimeout(r, 100));
    }
    expect(later.sort()).toEqual([...claimedIds].sort());
    await check('Morto', expected);
    const [victimRow] = await a.db.select().from(notifications).where(eq(notifications.id, victim.id));
    expect(victimRow.recievedByCount).toBe(expected.get(victim.id));
    const [all] = await a.db.select({ n: count() }).from(users);
    const [delivered] = await a.db.select({ n: count() }).from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, victim.id));
    expect(delivered.n).toBe(all.n);
  });
});
