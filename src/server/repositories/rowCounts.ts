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
 * Sums of the counts of the keys a query names (for keys that depend on other rows), one sum per
 * condition on the key, in one read.
 */
export async function sumsOfCounts<K extends string>(db: Db, keys: SQL, sums: Record<K, SQL>): Promise<Record<K, number>> {
  const columns = Object.fromEntries(Object.entries<SQL>(sums).map(([name, where]) => [name, sql<string | null>`sum(${rowCounts.n}) filter (where ${where})`]));
  const [row] = await db.select(columns).from(rowCounts).where(inArray(rowCounts.key, sql`(${keys})`));
  return Object.fromEntries(Object.keys(sums).map((name) => [name, Number(row?.[name] ?? 0)])) as Record<K, number>;
}
