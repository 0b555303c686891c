import { inArray, sql, type SQL } from 'drizzle-orm';
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

/** Counters by key: those the triggers keep (migration 0015) and the lists' versions ('version:<list>', migration 0019). */
export type Counters = Record<string, number>;

/** These keys, as the list of an `in (…)`. */
export const keysIn = (keys: readonly string[]): SQL => sql.join(keys.map((k) => sql`${k}`), sql`, `);

/**
 * The counters of the keys a query (or a list) names, as one scalar subquery: a list selects its
 * totals and its version as a column of its page query, so page, totals and version are one
 * statement (one round trip, one snapshot). A key with no row is absent.
 */
export const counters = (keys: SQL): SQL<Counters> =>
  sql`(select coalesce(jsonb_object_agg(${rowCounts.key}, ${rowCounts.n}), '{}'::jsonb) from ${rowCounts} where ${rowCounts.key} in (${keys}))`.mapWith(
    (value: Counters | string) => (typeof value === 'string' ? (JSON.parse(value) as Counters) : value),
  );

/** A list's total as a signed sum of counters (every suggestion minus the archived ones). */
export type Total = Readonly<Record<string, 1 | -1>>;

/** The total from the counters a query read (a key with no row counts nothing). */
export const totalFrom = (counts: Counters, total: Total): number => Object.entries(total).reduce((sum, [key, sign]) => sum + sign * (counts[key] ?? 0), 0);

/** The total as an SQL number, for a query that needs it inside. */
export const totalSql = (total: Total): SQL<number> =>
  sql<number>`(${sql.join(
    Object.entries(total).map(([key, sign]) => sql`${sql.raw(sign < 0 ? '-' : '+')} coalesce((select ${rowCounts.n} from ${rowCounts} where ${rowCounts.key} = ${key}), 0)`),
    sql` `,
  )})`;

/** The totals alone, for a page past the end of its list (no row to carry them). */
export async function totalsAlone<T extends Record<string, SQL>>(db: Db, totals: T): Promise<{ [K in keyof T]: T[K]['_']['type'] }> {
  const [row] = await db.select(totals).from(sql`(values (1)) as one (x)`);
  return row as { [K in keyof T]: T[K]['_']['type'] };
}
