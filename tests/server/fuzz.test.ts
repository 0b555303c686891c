/**
 * Schemathesis-style fuzzing generated from the OpenAPI description (app.swagger()): every
 * operation under /api gets at least 100 requests, valid by its schemas and hostile (see
 * fuzz-requests.ts), as an account the access table lets through the guard, and a slice without a
 * token. A new endpoint is fuzzed without editing this file. Asserted: no 5xx, no stack trace or
 * SQL in any answer, a message on every JSON refusal, and no change to the data by any refusal.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { endpointRules, normaliseRole, type Endpoint } from '../../src/contract';
import { routeEndpoint } from '../../src/server/auth/guard';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/users';
import { edgeCasesFor, observe, operationsOf, requestsFor, urlOf, type Dictionary, type FuzzRequest, type OpenApiDocument, type Operation } from './fuzz-requests';
import { buildTestApp, type TestApp } from './helper';

const SEED = 20261122;
/** Per operation: random requests as the allowed caller (then its edge cases), then without a token. */
const AS_CALLER = 100;
const ANONYMOUS = 20;
/** A purge or a sign-out would end the sessions the rest of the run uses: left out. */
const SKIPPED = new Set<Endpoint>(['GET /backoffice/purge', 'POST /backoffice/logout']);
/** Tables a refusal may change on purpose: failed sign-ins are counted (the rate limit). */
const CHANGED_BY_REFUSALS = new Set(['login_failures']);
const LEAK = /at .*\(.*:\d+:\d+\)|node_modules|SELECT |INSERT INTO|syntax error at|relation "|violates .* constraint/;
const BINARY = /^(image\/|application\/pdf|application\/octet-stream)/;

let t: TestApp;
let tables: string[];
beforeAll(async () => {
  t = await buildTestApp();
  const result = await rows<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  tables = result.map((r) => r.table_name).filter((name) => !CHANGED_BY_REFUSALS.has(name));
});
afterAll(() => t.close());

/** Raw SQL; PGlite answers { rows }, node-postgres a QueryResult with rows too. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One hash of every row of every table: equal before and after means nothing changed. */
async function digest(): Promise<string> {
  const perRow = tables.map((name) => sql`SELECT ${name} || md5(t::text) AS h FROM ${sql.identifier(name)} t`);
  const [{ d }] = await rows<{ d: string }>(sql`SELECT md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS d FROM (${sql.join(perRow, sql` UNION ALL `)}) x`);
  return d;
}

/**
 * The next transaction id: PostgreSQL gives one to every transaction that writes, even one rolled
 * back, and to no other. While it stays the same no row can have changed, so the (slower) digest is
 * taken only when it moves.
 */
async function nextTransactionId(): Promise<string> {
  return (await rows<{ x: string }>(sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`))[0].x;
}

/** The operation's key in the access table: its OpenAPI path as the route's (`{id}` written `:id`). */
const keyOfOperation = (op: Operation) => routeEndpoint(op.method, op.path.replace(/\{(\w+)\}/g, ':$1'));

/** ADMIN passes the guard on most routes; elsewhere (DIRECAO's floor plans) a demo account that does. */
function callerFor(op: Operation): string | undefined {
  const rule = endpointRules().get(keyOfOperation(op));
  if (rule === 'public') return undefined;
  if (rule === undefined || rule === 'signed-in' || rule.roles.has('ADMIN')) return 'admin';
  return DEMO_ACCOUNTS.find((a) => rule.roles.has(normaliseRole(a.role)))?.username ?? 'admin';
}

/**
 * What the API answers to each GET operation without parameters (as its caller), by collection
 * path: values for valid bodies and queries, and the ids that exist. The callers' own accounts are
 * left out, so that a valid role change cannot lock the run's callers out.
 */
async function readCollections(ops: Operation[], callers: Set<string>): Promise<Map<string, Dictionary>> {
  const collections = new Map<string, Dictionary>();
  for (const op of ops.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
    const caller = callerFor(op);
    const res = caller ? await t.as(caller, { method: 'GET', url: op.path }) : undefined;
    if (res?.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) continue;
    const seen: Dictionary = new Map();
    observe(res.json(), seen, (v) => callers.has(String(v)));
    collections.set(op.path.replace(/\/$/, ''), seen);
  }
  return collections;
}

/**
 * Every collection's values, those of the operation's own collection first (GET /api/webinares for
 * POST /api/webinares and PUT /api/webinares/{id}); a path parameter takes that collection's ids.
 */
function dictionaryFor(op: Operation, collections: Map<string, Dictionary>): Dictionary {
  const seen: Dictionary = new Map();
  for (const values of collections.values()) for (const [key, set] of values) seen.set(key, new Set([...(seen.get(key) ?? []), ...set]));
  let path = op.path.split('/{')[0].replace(/\/$/, '');
  while (path.includes('/') && !collections.has(path)) path = path.slice(0, path.lastIndexOf('/'));
  const own = collections.get(path) ?? new Map();
  for (const [key, set] of own) seen.set(key, set);
  for (const name of Object.keys(op.pathParams)) seen.set(name, own.get(name) ?? own.get('id') ?? own.get('_id') ?? new Set());
  return seen;
}

interface Failure {
  op: Operation;
  request: FuzzRequest;
  anonymous: boolean;
  url: string;
  status: number;
  body: string;
  count: number;
}

/** Of two requests failing alike, the smaller is the easier reproduction. */
const size = (f: Failure) => f.url.length + (f.request.payload?.length ?? 0) + JSON.stringify(f.request.query).length;

/** Long runs of one character (the 100k texts) shortened for the report. */
const short = (text: string, max = 200) => text.replace(/(.)\1{40,}/g, (run, c: string) => `${c}…(${run.length}×)`).slice(0, max);

function reproduction({ op, request, anonymous, url, status, body }: Failure): string {
  const query = new URLSearchParams(Object.entries(request.query).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString();
  const sent = request.payload === undefined ? '' : ` body=${short(JSON.stringify(request.payload))}`;
  const type = request.contentType === undefined ? '' : ` content-type=${JSON.stringify(request.contentType)}`;
  return `[${request.mutation}] ${op.method} ${short(url)}${query ? `?${short(query)}` : ''}${type}${sent}${anonymous ? ' (no token)' : ''} -> ${status} ${short(body, 160)}`;
}

function problemsOf(res: LightMyRequestResponse, changed: boolean): string[] {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (!BINARY.test(type) && LEAK.test(res.body)) problems.push('stack trace or SQL in the answer');
  // The API speaks JSON only: a refusal in any other form has no message either.
  if (res.statusCode >= 400 && res.statusCode < 500) {
    let message: unknown;
    try {
      message = (JSON.parse(res.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string') problems.push('refusal without a JSON message');
  }
  if (res.statusCode >= 400 && changed) problems.push('data changed by a refused request');
  return problems;
}

// A ceiling: 350-420 s beside a CPU hog, and over 480 s with a second test run beside it too (load 15).
it(`fuzzes every operation of the OpenAPI description with ${AS_CALLER + ANONYMOUS}+ requests`, { timeout: 900_000 }, async () => {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const ops = operationsOf(doc).filter((op) => !SKIPPED.has(keyOfOperation(op)));
  const callers = new Set(ops.map(callerFor).filter((c): c is string => c !== undefined));
  const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const failures = new Map<string, Failure>();
  const collections = await readCollections(ops, callers);
  let before = await digest();
  let xid = await nextTransactionId();

  for (const [index, op] of ops.entries()) {
    const caller = callerFor(op);
    const seen = dictionaryFor(op, collections);
    const arbitrary = requestsFor(op, seen);
    const [base] = fc.sample(arbitrary.filter((r) => r.mutation === 'valid'), { numRuns: 1, seed: SEED + index });
    const batches = [
      { caller, requests: [...fc.sample(arbitrary, { numRuns: AS_CALLER, seed: SEED + index }), ...edgeCasesFor(op, seen, base)] },
      { caller: undefined, requests: fc.sample(arbitrary, { numRuns: ANONYMOUS, seed: SEED - index - 1 }) },
    ];
    for (const batch of batches) {
      for (const request of batch.requests) {
        const url = urlOf(op, request);
        const headers = request.contentType === undefined ? {} : { 'content-type': request.contentType };
        const options = { method: op.method, url, query: request.query, headers, payload: request.payload };
        const res = batch.caller ? await t.as(batch.caller, options) : await t.app.inject(options);
        const xidAfter = await nextTransactionId();
        const after = xidAfter === xid ? before : await digest();
        counts.requests++;
        counts[`${String(res.statusCode)[0]}xx` as '2xx']++;
        for (const problem of problemsOf(res, after !== before)) {
          const key = `${problem} | ${op.method} ${op.path} | ${res.statusCode}`;
          const failure = { op, request, anonymous: !batch.caller, url, status: res.statusCode, body: res.body, count: 1 };
          const earlier = failures.get(key);
          failures.set(key, earlier && size(earlier) <= size(failure) ? { ...earlier, count: earlier.count + 1 } : { ...failure, count: (earlier?.count ?? 0) + 1 });
        }
        before = after;
        xid = xidAfter;
      }
    }
  }

  const report = [...failures].map(([key, f]) => `${key} (×${f.count}): ${reproduction(f)}`);
  console.log(
    `fuzz: ${ops.length} operations, ${counts.requests} requests: ${counts['2xx']} 2xx, ${counts['3xx']} 3xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx; ${failures.size} distinct failures`,
  );
  if (report.length) console.log(report.join('\n'));
  expect(report).toEqual([]);
});
