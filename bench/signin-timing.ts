// Sign-in answers must not tell an unknown user from a wrong password, by content or by time:
// the median time of each, interleaved in one run (a decoy argon2 check runs for unknown users).
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { MEMORY, openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { median } from './load';

const TRIES = Number(process.env.BENCH_SIGNINS ?? 200);

export async function signinTimingBench(): Promise<void> {
  const database = await openDatabase({ dataDir: MEMORY });
  await database.migrate();
  await seedDemo(database.db, { appUsers: 10 });
  // A limit no run reaches: this measures the password check, not the limiter.
  const app = await buildApp(testConfig({ LOGIN_RATE_LIMIT: 1_000_000 }), { database });
  const times = { known: [] as number[], unknown: [] as number[] };
  const bodies = new Set<string>();
  for (let i = 0; i < TRIES; i++) {
    for (const [kind, username] of [['known', 'gci'], ['unknown', `ninguem${i}`]] as const) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password: `errada-${i}` }, remoteAddress: `10.9.${i % 250}.1` });
      times[kind].push(performance.now() - started);
      bodies.add(`${res.statusCode} ${res.body}`);
    }
  }
  await app.close();
  await database.close();
  const [known, unknown] = [median(times.known), median(times.unknown)];
  console.log(`signin   wrong password vs unknown user, ${TRIES} each interleaved: median ${known.toFixed(1)} ms vs ${unknown.toFixed(1)} ms (difference ${Math.abs(known - unknown).toFixed(1)} ms); ${bodies.size} distinct answer(s)`);
}
