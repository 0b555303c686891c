// Exactly once under crashes: three server processes on one PostgreSQL deliver 1,000 due
// notifications while one of them is killed with SIGKILL and restarted every 1-3 s. Afterwards every
// notification must be sent, each to exactly its recipients (the inbox's primary key forbids a
// second delivery; the count kept on the notification must equal its inbox rows). Not in `npm test`:
//   DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres npx tsx bench/notifications-chaos.ts
// CHAOS_SECONDS (default 60) of kills, NOTIFICATIONS (default 1000).
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { throwawayDatabase } from './throwawayDatabase';
import { MEMORY, openDatabase } from '../src/server/db/client';
import { notifications } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';

const SECONDS = Number(process.env.CHAOS_SECONDS ?? 60);
const COUNT = Number(process.env.NOTIFICATIONS ?? 1000);
const throwaway = await throwawayDatabase('chaos');
const database = await openDatabase({ dataDir: MEMORY, databaseUrl: throwaway.url, poolSize: 2 });
await database.migrate();
await seedDemo(database.db, { appUsers: 60 });
await database.db.delete(notifications);
const due = new Date(Date.now() - 60_000);
await database.db.insert(notifications).values(Array.from({ length: COUNT }, (_, i) => ({ titulo: `Aviso ${i + 1}`, mensagem: 'Teste de entrega sob falhas.', date: due, tipo: 'geral', createdBy: 'admin' })));

const ports = [0, 1, 2].map((i) => 18_400 + i + Math.floor(Math.random() * 500) * 3);
const start = (port: number): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: throwaway.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent', NOTIFICATION_POLL_MS: '150', NOTIFICATION_BATCH_SIZE: '1' },
    stdio: 'ignore',
  });
const servers = ports.map(start);
/** One number from the database. */
const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);
const pending = () => count(sql`SELECT count(*)::int AS n FROM notifications WHERE NOT sent`);

let kills = 0;
const started = Date.now();
while (Date.now() - started < SECONDS * 1000) {
  await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
  const i = Math.floor(Math.random() * servers.length);
  servers[i].kill('SIGKILL');
  kills++;
  await new Promise((r) => servers[i].once('exit', r));
  servers[i] = start(ports[i]);
}
const pendingAtEnd = await pending();
for (let waited = 0; (await pending()) > 0 && waited < 180; waited++) await new Promise((r) => setTimeout(r, 1000));

const left = await pending();
const wrongCounts = await count(sql`
  SELECT count(*)::int AS n FROM notifications n
  WHERE n.recieved_by_count <> (SELECT count(*) FROM notification_deliveries d WHERE d.notification_id = n.id)`);
const deliveries = await count(sql`SELECT count(*)::int AS n FROM notification_deliveries`);
const recipients = await count(sql`SELECT count(*)::int AS n FROM users`);
console.log(`notifications chaos: ${COUNT} due notifications, 3 server processes on PostgreSQL, ${kills} SIGKILLs in ${SECONDS} s (${pendingAtEnd} still pending when the kills stopped)`);
console.log(`  lost (never sent): ${left}; sent with a recipient count different from their inbox rows: ${wrongCounts}`);
console.log(`  inbox rows ${deliveries} for ${COUNT} notifications to 'geral' (${recipients} users): expected ${COUNT * recipients}`);

for (const s of servers) s.kill('SIGTERM');
await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode === null ? s.once('exit', r) : r(null)))));
await database.close();
await throwaway.drop();
process.exit(left === 0 && wrongCounts === 0 && deliveries === COUNT * recipients ? 0 : 1);
