// npm run bench -- declaredLists — issue 32's goal for declared lists: at 1M suggestions (200,000
// users, 100,000 HR requests: `db:seed -- --scale BENCH_DECLARED_SCALE`, default 1,000,000) every
// declared filter and sort answers with p99 ≤ 2× the list's own view (its unfiltered first page),
// with its exact total. Every declared list (src/contract/lists) at the endpoint serving it (found
// in the endpoint map by its query), through HTTP, the real routes and the guard, signed in as admin,
// on the database DATABASE_URL names, else an embedded one: the own view against each filter alone
// (a value from the data: a month, the commonest choice or value, yes and no, four letters of a
// name), each sort both ways, page 0 and page BENCH_DECLARED_DEEP_PAGE (200) of each when the list
// is paged; one request at a time, own view and case taking turns, BENCH_DECLARED_SAMPLES (200)
// each, so that a slower stretch of this shared machine falls on both. Each total is compared with
// a count this bench makes itself (REFERENCE); each case over 2× is EXPLAINed (ANALYZE) as the
// server ran it.
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ALL_CALLS, choicesOf, endpointKeyOf, filterParams, ROLES, type AnyMappedCall, type ListDeclaration, type ListFilter } from '../src/contract';
import * as lists from '../src/contract/lists';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { DEMO_PASSWORD } from '../src/server/db/seed/users';
import { rowsOf } from '../src/server/jobs/notification-sender';
import { foldText } from '../tests/server/declaredLists';
import { signIn } from './load';
import { runScript, startServer } from './processes';
import { pgliteStore, postgresStore } from './stores';

const SCALE = Number(process.env.BENCH_DECLARED_SCALE ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_DECLARED_SAMPLES ?? 200);
const DEEP_PAGE = Number(process.env.BENCH_DECLARED_DEEP_PAGE ?? 200);
const GOAL = 2;

/**
 * This bench's own reading of each list, to count what a filter keeps without the server's code:
 * the rows the list shows before any declared filter (with the spec's own query, `base`, that the
 * list needs), and the SQL each filter reads over them.
 */
interface Reference {
  from: string;
  where?: string;
  base?: Record<string, string>;
  reads: Record<string, string>;
}

const REFERENCE: Record<string, Reference> = {
  'GET /bugs': { from: 'suggestions', reads: { date: 'date', sender: 'email_user' } },
  // The search: the request's text, and its requester's id, name and e-mail (the users search's column).
  'GET /questoesrh': {
    from: 'hr_requests',
    reads: { search: "corpo || chr(10) || coalesce((select u.busca from users u where u.id_utilizador = hr_requests.user_id), '')", answered: 'anexo_file_id is not null', type: 'type_id', date: 'date' },
  },
  'GET /notifications': { from: 'notifications', where: "created_by = 'admin'", reads: { type: 'tipo', state: 'case when sent then \'sent\' else \'pending\' end', date: 'date' } },
  // The author: their id, name and e-mail (the users search's column).
  'GET /notifications/all': {
    from: 'notifications',
    reads: { type: 'tipo', state: 'case when sent then \'sent\' else \'pending\' end', date: 'date', author: '(select u.busca from users u where u.id_utilizador = notifications.created_by)' },
  },
  // Escola superior de Tecnologia e Gestão (id 3).
  'GET /users/medabandono': { from: 'abandonment_flags f join users u on u.id_utilizador = f.user_id', where: "f.unidade_organica = 'ESTG'", base: { UO: '3' }, reads: { name: 'u.nome', school: 'f.unidade_organica' } },
  'GET /admin/audit': { from: 'audit_log', reads: { user: 'user_id', resource: 'resource', action: 'action', at: 'at' } },
  // The role as the app reads it: one of the roles, whatever its case and spaces, else DEFAULT.
  'GET /users': { from: 'users', reads: { role: `case when upper(trim(role)) in (${ROLES.map((r) => `'${r}'`).join(', ')}) then upper(trim(role)) else 'DEFAULT' end`, school: 'unidade_organica', course: 'curso' } },
};

/** A declared list where it is served. */
interface Served {
  endpoint: string;
  path: string;
  list: ListDeclaration;
  paged: boolean;
  reference: Reference;
}

interface Case {
  name: string;
  query: Record<string, string>;
  /** What the filter keeps, as this bench reads it (none: every row of the list). */
  keeps?: SQL;
}

const isDeclaration = (value: unknown): value is ListDeclaration => typeof value === 'object' && value !== null && 'filters' in value && 'sorts' in value && 'defaultSort' in value;
const paramsOf = (list: ListDeclaration) => Object.entries(list.filters).flatMap(([key, filter]) => filterParams(key, filter as ListFilter));

/**
 * Each declared list and the GET serving it: the call whose query takes the list's every filter and
 * exactly its sorts (of two lists that fit, the one with more filters: everyone's notifications
 * take one's own filters too).
 */
function servedLists(): { served: Served[]; unread: string[] } {
  const declarations = (Object.values(lists) as unknown[]).filter(isDeclaration);
  const served: Served[] = [];
  const unread: string[] = [];
  for (const call of ALL_CALLS as readonly AnyMappedCall[]) {
    const shape = call.method === 'GET' && 'query' in call ? (call.query as unknown as { shape?: Record<string, z.ZodType> }).shape : undefined;
    const sort = shape?.sort as (z.ZodOptional<z.ZodEnum> & z.ZodType) | undefined;
    if (!shape || !sort) continue;
    const sorts = [...sort.unwrap().options].sort().join();
    const list = declarations
      .filter((l) => paramsOf(l).every((p) => p in shape) && [...l.sorts].sort().join() === sorts)
      .sort((a, b) => paramsOf(b).length - paramsOf(a).length)[0];
    const endpoint = endpointKeyOf(call);
    if (!list) continue;
    if (!REFERENCE[endpoint]) {
      unread.push(endpoint);
      continue;
    }
    served.push({ endpoint, path: `/api${call.path}`, list, paged: 'page' in shape, reference: REFERENCE[endpoint] });
  }
  return { served, unread };
}

/** A value as a case's name shows it: cut to 24 characters. */
const shown = (value: string) => (value.length > 24 ? `${value.slice(0, 23)}…` : value);

const urlOf = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The list's rows under these conditions, as SQL. */
const rowsWhere = (ref: Reference, ...conditions: (SQL | undefined)[]) =>
  sql`from ${sql.raw(ref.from)} where ${sql.join([sql.raw(ref.where ?? 'true'), ...conditions.filter((c): c is SQL => c !== undefined)], sql` and `)}`;

async function one<T>(database: Database, statement: SQL): Promise<T | undefined> {
  return rowsOf<T>(await database.db.execute(statement))[0];
}

/**
 * The cases of one filter, its value taken from the list's rows: the commonest value (for a choice,
 * among the declared ones), yes and no, four letters from the middle of the middle row's longest
 * word, the month of the middle row. None when the list has no value to take.
 */
async function filterCases(database: Database, ref: Reference, key: string, filter: ListFilter): Promise<Case[]> {
  const read = sql.raw(`(${ref.reads[key]})`);
  const middle = sql`order by ${read} offset (select count(*) / 2 ${rowsWhere(ref, sql`${read} is not null`)}) limit 1`;
  const commonest = (allowed?: readonly string[]) =>
    one<{ v: string }>(database, sql`select ${read}::text as v ${rowsWhere(ref, sql`${read} is not null`, allowed && sql`${read}::text = any(${`{${allowed.join(',')}}`}::text[])`)} group by 1 order by count(*) desc, 1 limit 1`);
  switch (filter.kind) {
    case 'exact':
    case 'oneOf': {
      const found = await commonest(filter.kind === 'oneOf' ? choicesOf(filter).map((c) => c.id) : undefined);
      return found ? [{ name: `${key}=${shown(found.v)}`, query: { [key]: found.v }, keeps: sql`${read}::text = ${found.v}` }] : [];
    }
    case 'yesNo':
      return [true, false].map((yes) => ({ name: `${key}=${yes}`, query: { [key]: String(yes) }, keeps: sql`${read} is ${sql.raw(String(yes))}` }));
    case 'search': {
      const found = await one<{ v: string }>(database, sql`select ${read}::text as v ${rowsWhere(ref, sql`${read} is not null`)} ${middle}`);
      const word = foldText(found?.v).split(/[^\p{L}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');
      if (word.length < 4) return [];
      const term = word.slice(Math.floor((word.length - 4) / 2), Math.floor((word.length - 4) / 2) + 4);
      return [{ name: `${key}=${term}`, query: { [key]: term }, keeps: sql`f_unaccent(${read}) ilike ${`%${term}%`}` }];
    }
    case 'dateRange': {
      const month = sql`date_trunc('month', ${read} at time zone 'Europe/Lisbon')`;
      const found = await one<{ gte: string; lte: string }>(database, sql`select to_char(${month}, 'YYYY-MM-DD') as gte, to_char(${month} + interval '1 month - 1 day', 'YYYY-MM-DD') as lte ${rowsWhere(ref, sql`${read} is not null`)} ${middle}`);
      if (!found) return [];
      const [gte, lte] = filterParams(key, filter);
      return [{ name: `${key} ${found.gte}..${found.lte}`, query: { [gte]: found.gte, [lte]: found.lte }, keeps: sql`(${read} at time zone 'Europe/Lisbon')::date between ${found.gte}::date and ${found.lte}::date` }];
    }
  }
}

/** Every case of a list: each filter alone, each sort both ways, on page 0 and the deep page (paged lists); and the own view's deep page. */
async function casesOf(database: Database, s: Served): Promise<{ own: Case; cases: Case[]; skipped: string[] }> {
  const filtered: Case[] = [];
  const skipped: string[] = [];
  for (const [key, filter] of Object.entries(s.list.filters) as [string, ListFilter][]) {
    const found = await filterCases(database, s.reference, key, filter);
    if (!found.length) skipped.push(key);
    filtered.push(...found);
  }
  const sorted = s.list.sorts.flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ name: `sort ${field} ${order}`, query: { sort: field, order } })));
  const base = s.reference.base ?? {};
  const own: Case = { name: 'own view', query: { ...base, ...(s.paged && { page: '0' }) } };
  const all = [...filtered, ...sorted].map((c) => ({ ...c, query: { ...own.query, ...c.query } }));
  if (!s.paged) return { own, cases: all, skipped };
  const deep = (c: Case): Case => ({ ...c, name: `${c.name}, page ${DEEP_PAGE}`, query: { ...c.query, page: String(DEEP_PAGE) } });
  return { own, cases: [deep(own), ...all.flatMap((c) => [c, deep(c)])], skipped };
}

/** A list's answer: a page with its pagination, or the whole list. */
type Answer = { data: unknown[]; pagination?: { total: number } };

/** The server's answer's total: its pagination's, or the rows of a list answered whole. */
const totalOf = (answer: Answer) => answer.pagination?.total ?? answer.data.length;

/** The app in this process on the database, and the admin's token: for the checks, which need the database beside it. */
async function inProcess(database: Database) {
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { username: 'admin', password: DEMO_PASSWORD } });
  const headers = { 'access-token': (login.json() as { token: string }).token };
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Answer;
  };
  return { get, close: () => app.close() };
}

/** Each case's total against this bench's count, taken one after the other (the abandonment list's reads are themselves audited). */
async function totalsMismatched(database: Database, get: (url: string) => Promise<Answer>, s: Served, cases: Case[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const c of cases) {
    const answered = totalOf(await get(urlOf(s.path, c.query)));
    const counted = (await one<{ n: number }>(database, sql`select count(*)::int as n ${rowsWhere(s.reference, c.keeps)}`))!.n;
    if (answered !== counted) wrong.push(`${c.name}: answered ${answered}, counted ${counted}`);
  }
  return wrong;
}

const percentile = (xs: readonly number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Milliseconds of one request, its answer read whole; anything but 200 fails. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** p50 and p99 of the case and of the own view, the two taking turns. */
async function measured(url: string, ownUrl: string, headers: Record<string, string>) {
  const [own, each]: number[][] = [[], []];
  for (let i = 0; i < 5; i++) for (const warm of [ownUrl, url]) await timed(warm, headers);
  for (let i = 0; i < SAMPLES; i++) {
    own.push(await timed(ownUrl, headers));
    each.push(await timed(url, headers));
  }
  return { p50: percentile(each, 50), p99: percentile(each, 99), ownP50: percentile(own, 50), ownP99: percentile(own, 99) };
}

/**
 * The statements one request of the case runs (its second: the first may fill caches), each
 * EXPLAINed with ANALYZE on the same database; the slowest's plan.
 */
async function slowestPlan(database: Database, url: string): Promise<string> {
  type Queryable = { query: (text: unknown, values?: unknown, ...rest: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const app = await inProcess(database);
  const seen: { text: string; values: unknown[] }[] = [];
  const original = client.query.bind(client);
  try {
    await app.get(url);
    client.query = (text, values, ...rest) => {
      const config = text as { text?: string; values?: unknown[] };
      seen.push({ text: typeof text === 'string' ? text : config.text!, values: (values as unknown[] | undefined) ?? config.values ?? [] });
      return original(text, values, ...rest);
    };
    await app.get(url);
  } finally {
    client.query = original;
    await app.close();
  }
  let slowest = { ms: -1, plan: '' };
  for (const { text, values } of seen.filter((s) => /^\s*(select|with)/i.test(s.text))) {
    const { rows } = await original(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, plan: `${text}\n  -- ${JSON.stringify(values)}\n${plan}` };
  }
  return slowest.plan;
}

export async function declaredListsBench(): Promise<void> {
  const store = await (process.env.DATABASE_URL ? postgresStore : pgliteStore)('declared');
  const label = `${store.label} ${SCALE}`;
  const env: Record<string, string> = { ...store.env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', NOTIFICATION_POLL_MS: '600000' };
  const open = () => openDatabase({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL || undefined });
  try {
    const seeding = performance.now();
    const seeded = await runScript('src/server/db/seed/cli.ts', env, ['--scale', String(SCALE)]);
    console.log(`declared ${label}: ${seeded.trim().split('\n').at(-1)} (seed ${((performance.now() - seeding) / 1000).toFixed(0)} s in all)`);
    const { served, unread } = servedLists();
    if (unread.length) console.log(`declared ${label}: no reference count for ${unread.join(', ')} (add it to REFERENCE): not measured`);

    // Values, cases and the totals check, with the app in this process beside the database.
    const plans: { s: Served; own: Case; cases: Case[] }[] = [];
    let database = await open();
    const app = await inProcess(database);
    try {
      for (const s of served) {
        const { own, cases, skipped } = await casesOf(database, s);
        const rows = (await one<{ n: number }>(database, sql`select count(*)::int as n ${rowsWhere(s.reference)}`))!.n;
        const wrong = await totalsMismatched(database, app.get, s, [own, ...cases]);
        console.log(
          `declared ${label} ${s.endpoint}: ${rows} rows in its own view; totals of ${cases.length + 1} cases ${wrong.length ? `DIFFER from the database's count: ${wrong.join('; ')}` : 'equal to the database count'}` +
            (skipped.length ? `; no value in the data for ${skipped.join(', ')}` : ''),
        );
        plans.push({ s, own, cases });
      }
    } finally {
      await app.close();
      await database.close();
    }

    const server = await startServer('src/server/main.ts', env, '/api/health');
    const over: { s: Served; c: Case }[] = [];
    try {
      const headers = await signIn(server);
      console.log(`declared ${label}: ${SAMPLES} requests per case, one at a time, each after one of the own view; load average ${loadAverage()}`);
      console.log(`declared ${'list'.padEnd(24)} ${'case'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   own view p50, p99   p99 ratio`);
      for (const { s, own, cases } of plans) {
        for (const c of cases) {
          const m = await measured(`${server.url}${urlOf(s.path, c.query)}`, `${server.url}${urlOf(s.path, own.query)}`, headers);
          const ratio = m.p99 / m.ownP99;
          if (ratio > GOAL) over.push({ s, c });
          console.log(`declared ${s.endpoint.padEnd(24)} ${c.name.padEnd(40)} ${m.p50.toFixed(1).padStart(7)} ${m.p99.toFixed(1).padStart(7)}   ${m.ownP50.toFixed(1).padStart(6)}, ${m.ownP99.toFixed(1).padStart(6)}   ${ratio.toFixed(2).padStart(6)}x${ratio > GOAL ? ' OVER 2x' : ''}`);
        }
      }
      console.log(`declared ${label}: load average ${loadAverage()} at the end; ${over.length} case(s) over ${GOAL}x`);
    } finally {
      await server.stop();
    }

    if (!over.length) return;
    database = await open();
    try {
      for (const { s, c } of over) console.log(`declared ${label} ${s.endpoint} ${c.name}: the slowest statement, EXPLAIN (ANALYZE, BUFFERS):\n${await slowestPlan(database, urlOf(s.path, c.query))}`);
    } finally {
      await database.close();
    }
  } finally {
    await store.cleanup();
  }
}
