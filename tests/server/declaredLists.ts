/**
 * Helpers for the tests of declared lists (src/contract/lists/define.ts): for each declared filter a
 * query with values taken from the rows themselves and what it must select, computed here; the
 * declared order computed here; and a statement's plan with sequential scans priced out.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { choicesOf, filterParams, type ListDeclaration, type ListFilter } from '../../src/contract';
import type { Db } from '../../src/server/db/client';

type Row = Record<string, unknown>;

/** The Lisbon day of an instant, `YYYY-MM-DD`. */
export const lisbonDay = (instant: unknown) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(String(instant)));

/** Text accents and case aside, as the server folds it (declaredQuery.ts `folded`). */
export const foldText = (text: unknown) => String(text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A query of one filter and what it selects. */
export interface FilterCase {
  query: Record<string, string>;
  selects: (row: Row) => boolean;
}

/** Queries of one filter with values found in the rows (or a declared choice), each with what it must select. */
export function filterCases(key: string, filter: ListFilter, rows: readonly Row[]): FilterCase[] {
  const present = rows.map((r) => r[key]).filter((v) => v !== null && v !== undefined && v !== '');
  const some = present[Math.floor(present.length / 2)];
  switch (filter.kind) {
    case 'exact':
      return [{ query: { [key]: String(some ?? 'ninguém') }, selects: (r) => r[key] === (some ?? 'ninguém') }];
    case 'search': {
      // Three letters from the middle of a value's longest word, in capitals: case (and accents)
      // aside; a whole trigram, so that the index can serve it (two letters and a space cannot).
      const word = foldText(some ?? 'abc')
        .split(/[^\p{L}\p{N}]+/u)
        .reduce((a, b) => (b.length > a.length ? b : a), '');
      const middle = Math.max(0, Math.floor(word.length / 2) - 1);
      const term = word.slice(middle, middle + 3).toUpperCase();
      return [{ query: { [key]: term }, selects: (r) => foldText(r[key]).includes(foldText(term)) }];
    }
    case 'oneOf': {
      const ids = choicesOf(filter).map((c) => c.id);
      const chosen = ids.find((id) => present.includes(id)) ?? ids[0];
      return [{ query: { [key]: chosen }, selects: (r) => r[key] === chosen }];
    }
    case 'yesNo':
      return [true, false].map((value) => ({ query: { [key]: String(value) }, selects: (r) => r[key] === value }));
    case 'dateRange': {
      const day = some === undefined ? '2030-01-01' : lisbonDay(some);
      const [gte, lte] = filterParams(key, filter);
      return [
        { query: { [gte]: day }, selects: (r) => lisbonDay(r[key]) >= day },
        { query: { [lte]: day }, selects: (r) => lisbonDay(r[key]) <= day },
        { query: { [gte]: day, [lte]: day }, selects: (r) => lisbonDay(r[key]) === day },
      ];
    }
  }
}

/** Every filter's cases, and each sort both ways. */
export function listCases(list: ListDeclaration, rows: readonly Row[]): { filters: FilterCase[]; sorts: { field: string; order: 'ASC' | 'DESC' }[] } {
  return {
    filters: Object.entries(list.filters).flatMap(([key, filter]) => filterCases(key, filter, rows)),
    sorts: list.sorts.flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ field, order }))),
  };
}

/** The rows in a declared order: text folded in code-point order, ties by the id, all in the sort's direction. */
export function sortedRows(rows: readonly Row[], field: string, order: 'ASC' | 'DESC', idOf: (row: Row) => string): Row[] {
  const key = (row: Row) => (typeof row[field] === 'string' ? foldText(row[field]) : row[field]) as string | number | boolean;
  const compare = (a: Row, b: Row) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0);
  const sorted = [...rows].sort(compare);
  return order === 'ASC' ? sorted : sorted.reverse();
}

/**
 * A statement's plan with sequential scans priced out: a plan that still has one has no index to
 * use. `inIndexOrder`: sorts priced out too, for a check that an index gives the rows in order (a
 * test table of a few rows is otherwise read and sorted whichever index there is, as the CI's
 * PostgreSQL did with 21 users of a school, depending on its statistics).
 */
export async function planWithoutSeqScans(db: Db, statement: SQLWrapper | SQL, { inIndexOrder = false } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (inIndexOrder) await tx.execute(sql`SET LOCAL enable_sort = off`);
    const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
