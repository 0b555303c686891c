import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowCounts } from '../db/schema';

/**
 * The exact counts of these keys, kept by the database's triggers (migration 0015); a key with no
 * row counts nothing yet. One indexed read, whatever the size of the tables.
 */
export async function countsOf<K extends string>(db: Db, keys: readonly K[]): Promise<Record<K, number>> {
  const rows = await db.select({ key: rowCounts.key, n: rowCounts.n }).from(rowCounts).where(inArray(rowCounts.key, [...keys]));
  const found = new Map(rows.map((r) => [r.key, Number(r.n)]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
}

/** Counters by name: those the triggers keep (migration 0015); null for a key with no row (it counts nothing yet). */
export type Counters = Record<string, number | null>;

/** The counter's subquery up to its key. */
const COUNTER_OF = `(select ${rowCounts.n.name} from ${getTableName(rowCounts)} where ${rowCounts.key.name} = `;

/**
 * One counter as an SQL number: its row's n, null when there is none. A key the code names (never
 * a request's text) is written into the statement as a literal: one chunk for drizzle to build and
 * no parameter to bind, on every list request (a computed key stays a parameter).
 */
const counterSql = (key: SQL | string): SQL<number | null> =>
  (typeof key === 'string' ? sql.raw(`${COUNTER_OF}'${key.replaceAll("'", "''")}')`) : sql`${sql.raw(COUNTER_OF)}${key})`).mapWith(Number);

/**
 * The counters a list reads, by name (the key itself, or a name for a key the statement computes),
 * as columns of one nested object: a list selects its totals with its page (`counts`), so page
 * and totals are one statement (one round trip, one snapshot). One scalar subquery per counter
 * costs the statement less than one subquery aggregating them: the users' page 0 with a jsonb
 * object of two keys kept 0.81–0.87× of its throughput alone on PostgreSQL and 0.75–0.77× on
 * PGlite, with one column per counter 0.93–0.98× and 0.88–0.91× (docs/performance.md).
 */
export function counters<K extends string>(keys: Record<K, SQL | string>): Record<K, SQL<number | null>>;
export function counters<K extends string>(keys: readonly K[]): Record<K, SQL<number | null>>;
export function counters(keys: Record<string, SQL | string> | readonly string[]): Record<string, SQL<number | null>> {
  const named: [string, SQL | string][] = Array.isArray(keys) ? keys.map((key) => [key, key]) : Object.entries(keys);
  return Object.fromEntries(named.map(([name, key]) => [name, counterSql(key)]));
}

/** A list's total as a signed sum of counters (every suggestion minus the archived ones). */
export type Total = Readonly<Record<string, 1 | -1>>;

/** The total from the counters a query read (a key with no row counts nothing). */
export const totalFrom = (counts: Counters, total: Total): number => Object.entries(total).reduce((sum, [key, sign]) => sum + sign * (counts[key] ?? 0), 0);

/** The total as an SQL number, for a query that needs it inside. */
export const totalSql = (total: Total): SQL<number> =>
  sql<number>`(${sql.join(
    Object.entries(total).map(([key, sign]) => sql`${sql.raw(sign < 0 ? '-' : '+')} coalesce(${counterSql(key)}, 0)`),
    sql` `,
  )})`;

/** Counters (and other scalar subqueries) alone, from no table: a page past the end of its list (no row to carry them), a dashboard card. */
export async function totalsAlone<T extends SelectedFields>(db: Db, totals: T) {
  const [row] = await db.select(totals).from(sql`(values (1)) as one (x)`);
  return row;
}

/** The numbers a counting statement answers in its one row (`select count(*) as total …`), as numbers (PostgreSQL's bigint arrives as text). */
export async function countedRow<K extends string>(db: Db, statement: SQL, keys: readonly K[]): Promise<Record<K, number>> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Record<K, number | string>[] };
  return Object.fromEntries(keys.map((key) => [key, Number(rows[0][key])])) as Record<K, number>;
}
