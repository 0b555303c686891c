// npm run bench:api — the API at 10k, 100k and 1M suggestions (BENCH_SIZES), on PGlite and, when
// DATABASE_URL names a PostgreSQL server, on PostgreSQL too. Data from `db:seed -- --scale N`.
// Each server runs in its own process; the load comes from this one (autocannon, 10 connections,
// BENCH_SECONDS each). Every figure is printed with its ratio to a reference taken in the same run:
// a bare Fastify route (its own process), the same page query without a count, the list at the
// smallest size, page 0 of the same list.
import autocannon from 'autocannon';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client';
import { hrRequests, hrRequestTypes, suggestions, users } from '../src/server/db/schema';
import { hrRequestsPage, listHrRequests } from '../src/server/repositories/hrRequests';
import { listSuggestions, suggestionsPage } from '../src/server/repositories/suggestions';
import { listUsers, usersPage } from '../src/server/repositories/users';
import { measure, signIn, type Load } from './load';
import { cpuMsOf, memoryOf, runScript, startServer } from './processes';
import { pgliteStore, postgresStore, type Store } from './stores';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CONNECTIONS = 10;

const load = (url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) => measure(url, { headers, connections, seconds: SECONDS });

const fmt = (l: Load) => `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${String(l.p50).padStart(4)} ms  p99 ${String(l.p99).padStart(4)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/**
 * Mean time of each query, run `times` rounds one after another (after a few rounds of the first
 * `warmed` queries to warm up: a deep page's first visits would leave anchors that the measured
 * rounds should not find), the queries taking turns within a round (each told the round's number):
 * a slower or faster stretch of the machine falls on all of them alike instead of on whichever ran then.
 */
async function timesOf(runs: ((round: number) => Promise<unknown>)[], times = 200, warmed = 1): Promise<number[]> {
  for (let i = 0; i < 20; i++) for (const run of runs.slice(0, warmed)) await run(i);
  const spent = runs.map(() => 0);
  for (let i = 0; i < times; i++) {
    for (const [at, run] of runs.entries()) {
      const started = performance.now();
      await run(i);
      spent[at] += performance.now() - started;
    }
  }
  return spent.map((ms) => ms / times);
}

/**
 * Goal 1 at the database: each list as the API answers it (page + exact total from the counters)
 * against the same page with no count at all, its rows mapped to the contract alike (until the
 * tenth session the page alone was not mapped, so the list's mapping counted as its total's cost),
 * and against the page plus count(*).
 */
async function countCost(db: Db, label: string): Promise<void> {
  const countStar = (table: typeof suggestions | typeof users | typeof hrRequests, where?: SQL) => db.select({ n: sql<number>`count(*)` }).from(table).where(where);
  const all = { limit: 25, page: 0, includeArchived: true };
  const open = { ...all, includeArchived: false };
  const people = { limit: 25, page: 0 };
  const ferias = { limit: 10, page: 0, respondidos: false, tipo: 'Férias' };
  const [type] = await db.select().from(hrRequestTypes).where(eq(hrRequestTypes.name, 'Férias'));
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['suggestions, all', () => suggestionsPage(db, all), () => listSuggestions(db, all), () => Promise.all([suggestionsPage(db, all), countStar(suggestions)])],
    ['suggestions, not archived', () => suggestionsPage(db, open), () => listSuggestions(db, open), () => Promise.all([suggestionsPage(db, open), countStar(suggestions, eq(suggestions.isArquivado, false))])],
    ['users, no search', () => usersPage(db, people), () => listUsers(db, people), () => Promise.all([usersPage(db, people), countStar(users)])],
    ['HR requests, Férias unanswered', () => hrRequestsPage(db, ferias), () => listHrRequests(db, ferias), () => Promise.all([hrRequestsPage(db, ferias), countStar(hrRequests, and(eq(hrRequests.typeId, type.id), isNull(hrRequests.anexoFileId)))])],
  ];
  for (const [name, pageOnly, ours, withCountStar] of cases) {
    // Both warmed: the first list's own code was otherwise compiled in its measured rounds.
    const [bare, exact] = await timesOf([pageOnly, ours], 200, 2);
    const [counted] = await timesOf([withCountStar], 10);
    console.log(`count    ${label} ${name}: page alone ${bare.toFixed(2)} ms, with the exact total ${exact.toFixed(2)} ms (throughput ${ratio(bare, exact)} of the page alone), with count(*) ${counted.toFixed(1)} ms (${ratio(bare, counted)})`);
  }
}

/**
 * Goal 2 at the database: page 1000 (nearer the end when the list is shorter) as the API reads it
 * against page 0: the first time (no page near it served before: the pages are visited going back,
 * one after another, so none has an anchor at or before it), again (from the anchor the first
 * left), and the last pages the first time (read backwards from the end). Page 0, and the same pages
 * read by their offset alone (the OFFSET the API used before), take turns with them.
 */
async function depthCost(db: Db, label: string, size: number): Promise<void> {
  const lists: [string, number, (page: number) => Promise<unknown>, (page: number) => Promise<unknown>][] = [
    ['suggestions', size, (page) => suggestionsPage(db, { limit: 25, page, includeArchived: true }), (page) => listSuggestions(db, { limit: 25, page, includeArchived: true })],
    ['users', size / 5, (page) => usersPage(db, { limit: 25, page }), (page) => listUsers(db, { limit: 25, page })],
  ];
  for (const [name, rows, byOffset, asListed] of lists) {
    const pages = Math.floor(rows / 25);
    const deep = Math.min(1000, pages - 2);
    // Pages from 40 on (1,000 rows in) are remembered: that many first visits going back from `deep`.
    const visits = Math.min(200, deep - 40);
    const [top, first, again, offset] = await timesOf([() => asListed(0), (i) => asListed(deep - i), () => asListed(deep), (i) => byOffset(deep - i)], visits);
    const lastPages = [`page ${deep}: first visit ${first.toFixed(2)} ms = ${ratio(first, top)} page 0 (by offset alone ${ratio(offset, top)}); again (anchor) ${again.toFixed(2)} ms = ${ratio(again, top)}`];
    if (pages - 1 - visits > deep) {
      const [top0, last, lastByOffset] = await timesOf([() => asListed(0), (i) => asListed(pages - 1 - i), (i) => byOffset(pages - 1 - i)], 10);
      lastPages.push(`last page (${pages - 1}), first visit ${last.toFixed(2)} ms = ${ratio(last, top0)} page 0 (by offset alone ${lastByOffset.toFixed(1)} ms = ${ratio(lastByOffset, top0)})`);
    }
    console.log(`depth    ${label} ${name} ${lastPages.join('; ')}`);
  }
}

/** One store at one size: data, the database-level count cost, then the API under load. */
async function benchAt(store: Store, size: number, previous: number, bare: Load, smallest: Map<string, Load>): Promise<void> {
  const env: Record<string, string> = { ...store.env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000' };
  const seeding = performance.now();
  await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(size - previous)]);
  console.log(`data     ${store.label} ${size} suggestions (${size / 5} more users, ${size / 10} HR requests): written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const database = await openDatabase({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL || undefined });
  await countCost(database.db, `${store.label} ${size}:`);
  await depthCost(database.db, `${store.label} ${size}:`, size);
  await database.close();

  const server = await startServer('src/server/main.ts', env, '/api/health');
  const started = memoryOf(server.pid);
  const auth = await signIn(server);
  // dev has no photo: its token check answers about as many bytes as /api/health.
  const devAuth = await signIn(server, 'dev');
  const userPages = Math.floor((size / 5) / 25);
  const cases: [string, string, Record<string, string>][] = [
    ['GET /api/health (no token check)', '/api/health', {}],
    ['GET /api/backoffice/verifytoken (token check)', '/api/backoffice/verifytoken', devAuth],
    ['GET /api/bugs page 0', '/api/bugs?limit=25&page=0', auth],
    [`GET /api/bugs page ${Math.min(1000, size / 25 - 1)}`, `/api/bugs?limit=25&page=${Math.min(1000, size / 25 - 1)}`, auth],
    ['GET /api/bugs not archived, page 0', '/api/bugs?limit=25&page=0&arquivados=false', auth],
    ['GET /api/users page 0', '/api/users?limit=25&page=0', auth],
    [`GET /api/users page ${Math.min(1000, userPages - 1)}`, `/api/users?limit=25&page=${Math.min(1000, userPages - 1)}`, auth],
    ['GET /api/users?search=leite lourenço (selective)', `/api/users?limit=25&page=0&search=${encodeURIComponent('leite lourenço')}`, auth],
    ['GET /api/questoesrh Férias unanswered', `/api/questoesrh?limit=10&page=0&respondidos=false&tipo=${encodeURIComponent('Férias')}`, auth],
  ];
  // Every case once (1 s each) before measuring: memory is compared after this warm-up (goal 7).
  for (const [, path, headers] of cases) await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: 1, headers });
  const warm = memoryOf(server.pid);
  const results = new Map<string, Load>();
  /** The server's own CPU time per answer (µs): unlike requests/s, it does not move with what else the 2 cores run. */
  const cpuPerRequest = new Map<string, number>();
  for (const [name, path, headers] of cases) {
    const url = `${server.url}${path}`;
    await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
    const before = cpuMsOf(server.pid);
    const result = await measure(url, { headers, connections: CONNECTIONS, seconds: SECONDS, warmUp: false });
    cpuPerRequest.set(name, ((cpuMsOf(server.pid) - before) * 1000) / result.requests);
    results.set(name, result);
    const atSmallest = smallest.get(name.replace(/page \d+$/, 'page N'));
    const notes = [`${ratio(result.rps, bare.rps)} of bare`];
    const deep = /page ([1-9]\d*)$/.exec(name);
    if (deep) notes.push(`page ${deep[1]} costs ${ratio(results.get(name.replace(/page \d+$/, 'page 0'))!.rps, result.rps)} page 0`);
    notes.push(`server CPU ${cpuPerRequest.get(name)!.toFixed(0)} µs/answer`);
    if (name === 'GET /api/backoffice/verifytoken (token check)') {
      const noCheck = 'GET /api/health (no token check)';
      notes.push(`check costs ${ratio(results.get(noCheck)!.rps, result.rps)} no check in req/s, ${ratio(cpuPerRequest.get(name)!, cpuPerRequest.get(noCheck)!)} in server CPU`);
    }
    if (atSmallest && previous > 0) notes.push(`latency p50 ${ratio(Math.max(result.p50, 1), Math.max(atSmallest.p50, 1))} of ${SIZES[0]}`);
    console.log(`api      ${store.label} ${String(size).padStart(7)} ${name.padEnd(48)} ${fmt(result)}  (${notes.join('; ')})`);
    // The search's latency for one user at a time, without the queue 10 connections make on 2 cores.
    if (name.includes('search')) console.log(`api      ${store.label} ${String(size).padStart(7)} ${'  the same, 1 connection'.padEnd(48)} ${fmt(await load(`${server.url}${path}`, headers, 1))}`);
  }
  if (previous === 0) for (const [name, result] of results) smallest.set(name.replace(/page \d+$/, 'page N'), result);
  const loaded = memoryOf(server.pid);
  console.log(
    `memory   ${store.label} ${size}: resident ${started.rss.toFixed(0)} MiB after start, ${warm.rss.toFixed(0)} MiB after the warm-up, ${loaded.rss.toFixed(0)} MiB after the load (${ratio(loaded.rss, warm.rss)} of warm), peak ${loaded.peak.toFixed(0)} MiB`,
  );
  await server.stop();
}

export async function apiBench(): Promise<void> {
  const bareServer = await startServer('bench/bare-server.ts', {}, '/ping');
  const bare = await load(`${bareServer.url}/ping`);
  await bareServer.stop();
  console.log(`api      bare Fastify GET /ping (own process): ${fmt(bare)}  (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case)`);
  const stores = [pgliteStore, ...(process.env.DATABASE_URL ? [postgresStore] : [])];
  if (!process.env.DATABASE_URL) console.log('api      (set DATABASE_URL=postgres://… to measure PostgreSQL too)');
  for (const open of stores) {
    const store = await open('api');
    const smallest = new Map<string, Load>();
    try {
      for (const [i, size] of SIZES.entries()) await benchAt(store, size, i ? SIZES[i - 1] : 0, bare, smallest);
    } finally {
      await store.cleanup();
    }
  }
}

