// API throughput against a bare Fastify route, measured in the same process and run:
// same load generator, same concurrency, same duration. Prints requests/s and ratios.
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { MEMORY, openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';

const CONCURRENCY = 16;
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);

async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  let done = 0;
  const stopAt = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < stopAt) {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        done++;
      }
    }),
  );
  return (done * 1000) / DURATION_MS;
}

export async function apiBench(): Promise<void> {
  const appUsers = Number(process.env.BENCH_USERS ?? 20000);
  const bare = Fastify();
  bare.get('/ping', async () => ({ data: { ok: true } }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openDatabase({ dataDir: MEMORY });
  await database.migrate();
  await seedDemo(database.db, { appUsers });
  const app = await buildApp(testConfig({ CLIENT_DIR: '/nonexistent' }), { database });
  const ourUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${ourUrl}/api/backoffice/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { 'access-token': token };

  const baseline = await load(`${bareUrl}/ping`);
  console.log(`api      bare Fastify GET /ping: ${baseline.toFixed(0)} req/s (concurrency ${CONCURRENCY}, ${DURATION_MS} ms each, ${appUsers} app users seeded)`);
  const cases: [string, string][] = [
    ['GET /api/backoffice/verifytoken (token + role check)', '/api/backoffice/verifytoken'],
    ['GET /api/users page 0 (25 of all users)', '/api/users?limit=25&page=0'],
    ['GET /api/users?search=silva (accent-insensitive)', '/api/users?limit=25&page=0&search=silva'],
    ['GET /api/bugs page 0', '/api/bugs?limit=25&page=0'],
    ['GET /api/notifications/all', '/api/notifications/all'],
  ];
  for (const [name, path] of cases) {
    const rate = await load(`${ourUrl}${path}`, auth).catch((e: Error) => {
      console.log(`api      ${name}: failed (${e.message})`);
      return null;
    });
    if (rate !== null) console.log(`api      ${name}: ${rate.toFixed(0)} req/s = ${(rate / baseline).toFixed(3)} of bare`);
  }
  await app.close();
  await database.close();
  await bare.close();
}
