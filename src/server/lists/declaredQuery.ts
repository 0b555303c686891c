/**
 * A declared list's query as SQL (src/contract/lists/define.ts): the WHERE of its filters and the
 * ORDER BY of its sort, from the columns the list's repository names for each. The query was
 * validated by its schema (unknown filters and sorts never get here).
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { index, type ExtraConfigColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { filterParams, type DeclaredListQuery, type ListDeclaration, type ListFilter } from '../../contract';
import { latestFirst, oldestFirst } from '../repositories/order';

/** Midnight of a Lisbon day (plus some days), as an instant. */
export const lisbonMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Lisbon')`;

/** The term as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Text as a search or a sort reads it, accents and case aside: accents first (migration 0001's
 * f_unaccent), so that lower() has only ASCII letters left to fold whatever the database's locale.
 */
export const folded = (text: PgColumn | SQL) => sql`lower(f_unaccent(${text}))`;

/** A text sort: folded, in byte order (the same on every database, whatever its collation). */
export const textSortKey = (column: PgColumn) => sql`${folded(column)} collate "C"`;

/** The trigram index a `search` filter on this column needs (in the table's Drizzle schema). */
export const searchIndex = (name: string, column: PgColumn) => index(name).using('gin', sql`${folded(column)} gin_trgm_ops`);

/**
 * The index a sort on this column needs (in the table's Drizzle schema), in the null order that
 * `declaredOrder` reads both ways: `(key DESC NULLS LAST, tiebreak DESC NULLS LAST)`.
 */
export const sortIndex = (name: string, column: ExtraConfigColumn, tiebreak: ExtraConfigColumn) =>
  index(name).on(column.dataType === 'string' ? sql`${textSortKey(column)} desc nulls last` : column.desc(), tiebreak.desc());

/** The column each filter and sort reads (a sort may read an expression: text case and accents aside). */
export interface ListColumns<F extends string, S extends string> {
  filters: Readonly<Record<F, PgColumn>>;
  sorts: Readonly<Record<S, PgColumn | SQL>>;
  /** The unique column that breaks ties, in the sort's direction (pages never overlap). */
  tiebreak: PgColumn;
  /**
   * The list's sort indexes are ascending (`(key, tiebreak)`, nulls last: PostgreSQL's default)
   * instead of `sortIndex`'s descending ones: a table whose own order already had such an index
   * (the users' name order) reads it for its declared sort too, rather than keeping a second copy.
   */
  ascendingIndexes?: true;
}

function condition(key: string, filter: ListFilter, column: PgColumn, query: DeclaredListQuery): SQL | undefined {
  switch (filter.kind) {
    case 'exact':
      return typeof query[key] === 'string' ? eq(column, query[key]) : undefined;
    case 'search':
      // Served by a trigram index on the folded column (`searchIndex`).
      return typeof query[key] === 'string' ? sql`${folded(column)} like ${folded(sql`${containsPattern(query[key])}`)}` : undefined;
    case 'oneOf':
      return Array.isArray(query[key]) ? inArray(column, query[key] as string[]) : undefined;
    case 'yesNo':
      return typeof query[key] === 'boolean' ? eq(column, query[key]) : undefined;
    case 'dateRange': {
      const [from, to] = [query[`${key}_gte`], query[`${key}_lte`]];
      return and(typeof from === 'string' ? gte(column, lisbonMidnight(from)) : undefined, typeof to === 'string' ? lt(column, lisbonMidnight(to, 1)) : undefined);
    }
  }
}

/**
 * Whether the query is the list's own view: no declared filter, the default order (the one a list's
 * page anchors and counters know; any other view is read plainly).
 */
export function isDefaultView(list: ListDeclaration, query: DeclaredListQuery): boolean {
  const filtered = (Object.entries(list.filters) as [string, ListFilter][]).some(([key, filter]) => filterParams(key, filter).some((param) => query[param] !== undefined));
  const field = query.sort ?? list.defaultSort.field;
  const order = query.order ?? (query.sort ? 'ASC' : list.defaultSort.order);
  return !filtered && field === list.defaultSort.field && order === list.defaultSort.order;
}

/** The WHERE of the filters given (undefined: none). */
export function declaredWhere<F extends string, S extends string>(list: ListDeclaration<F, S>, columns: ListColumns<F, S>, query: DeclaredListQuery): SQL | undefined {
  const parts = (Object.entries(list.filters) as [F, ListFilter][]).map(([key, filter]) => condition(key, filter, columns.filters[key], query));
  return and(...parts);
}

/** An ascending index's order (ASC NULLS LAST), and the same index read backwards (DESC NULLS FIRST). */
const ascendingIndexOrder = (column: PgColumn | SQL) => sql`${column} asc nulls last`;
const ascendingIndexBackwards = (column: PgColumn | SQL) => sql`${column} desc nulls first`;

/** The ORDER BY of the sort asked (or the declared one), ties broken by the unique column; a sort's index is `(column DESC, tiebreak DESC)`. */
export function declaredOrder<F extends string, S extends string>(list: ListDeclaration<F, S>, columns: ListColumns<F, S>, query: DeclaredListQuery): SQL[] {
  const field = (query.sort as S | undefined) ?? list.defaultSort.field;
  const order = query.order ?? (query.sort ? 'ASC' : list.defaultSort.order);
  // In the null order of the list's indexes (repositories/order.ts), read either way.
  const [ascending, descending] = columns.ascendingIndexes ? [ascendingIndexOrder, ascendingIndexBackwards] : [oldestFirst, latestFirst];
  const direction = order === 'ASC' ? ascending : descending;
  return [direction(columns.sorts[field]), direction(columns.tiebreak)];
}
