import { inArray, sql } from 'drizzle-orm';
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

/** The sum of the counts of the keys a query names (for keys that depend on other rows). */
export async function sumOfCounts(db: Db, keys: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db.select({ n: sql<string | null>`sum(${rowCounts.n})` }).from(rowCounts).where(inArray(rowCounts.key, keys));
  return Number(row?.n ?? 0);
}
