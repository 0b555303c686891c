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

/**
 * The sum of the counters of the keys a query names, as a scalar subquery: a list selects its totals
 * as columns of its page query, so page and total are one statement (one round trip).
 */
export const counted = (keys: SQL): SQL<number> => sql`(select coalesce(sum(${rowCounts.n}), 0) from ${rowCounts} where ${rowCounts.key} in (${keys}))`.mapWith(Number);

/** The totals alone, for a page past the end of its list (no row to carry them). */
export async function totalsAlone<T extends Record<string, SQL<number>>>(db: Db, totals: T): Promise<{ [K in keyof T]: number }> {
  const [row] = await db.select(totals).from(sql`(values (1)) as one (x)`);
  return row as { [K in keyof T]: number };
}
