/**
 * A declared list's query as SQL (src/contract/lists/define.ts): the WHERE of its filters and the
 * ORDER BY of its sort, from the columns the list's repository names for each. The query was
 * validated by its schema (unknown filters and sorts never get here).
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { index, type ExtraConfigColumn, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { filterParams, type DeclaredListQuery, type ListDeclaration, type ListFilter } from '../../contract';
import type { Db } from '../db/client';
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

/**
 * Whether a column holds text, which sorts folded: Drizzle's `dataType` says 'string' for a `date`
 * or a `numeric` read as a string too, which have no accents to fold (and f_unaccent takes no date).
 */
const TEXT_COLUMNS: ReadonlySet<string> = new Set(['PgText', 'PgVarchar', 'PgChar']);
export const isText = (column: { columnType: string }) => TEXT_COLUMNS.has(column.columnType);

/** What a sort on this column reads: folded text, anything else as it is (dates, numbers in their own order). */
export const sortKey = (column: PgColumn): PgColumn | SQL => (isText(column) ? textSortKey(column) : column);

/**
 * The column contains the term, case and accents aside (a `search` filter): served by the trigram
 * index on the folded column (`searchIndex`).
 */
export const contains = (column: PgColumn | SQL, term: string) => sql`${folded(column)} like ${folded(sql`${containsPattern(term)}`)}`;

/** The trigram index a `search` filter on this column needs (in the table's Drizzle schema). */
export const searchIndex = (name: string, column: PgColumn) => index(name).using('gin', sql`${folded(column)} gin_trgm_ops`);

/**
 * The index a sort on this column needs (in the table's Drizzle schema), in the null order that
 * `declaredOrder` reads both ways: `(key DESC NULLS LAST, tiebreak DESC NULLS LAST)`.
 */
export const sortIndex = (name: string, column: ExtraConfigColumn, tiebreak: ExtraConfigColumn) =>
  index(name).on(isText(column) ? sql`${textSortKey(column)} desc nulls last` : column.desc(), tiebreak.desc());

/**
 * What a filter reads: a column, or for a `search` across several columns or tables (a request's
 * text and its requester), the condition the term gives, each part served by a trigram index.
 */
export type FilterTarget = PgColumn | ((term: string) => SQL);

/** The column each filter and sort reads (a sort may read an expression: text case and accents aside). */
export interface ListColumns<F extends string, S extends string> {
  filters: Readonly<Record<F, FilterTarget>>;
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

function condition(key: string, filter: ListFilter, target: FilterTarget, query: DeclaredListQuery): SQL | undefined {
  if (typeof target === 'function') {
    if (filter.kind !== 'search') throw new Error(`Filter ${key}: only a search may read a condition of its own`);
    return typeof query[key] === 'string' ? target(query[key]) : undefined;
  }
  const column = target;
  switch (filter.kind) {
    case 'exact':
      return typeof query[key] === 'string' ? eq(column, query[key]) : undefined;
    case 'search':
      return typeof query[key] === 'string' ? contains(column, query[key]) : undefined;
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

/** Which of a list's filters a WHERE holds: all of them, its `search` filters alone, or the others alone. */
export type FilterPart = 'all' | 'search' | 'others';

const inPart = (filter: ListFilter, part: FilterPart) => part === 'all' || (part === 'search') === (filter.kind === 'search');

/** The WHERE of the filters given (undefined: none), of all of them or of one part (`FilterPart`). */
export function declaredWhere<F extends string, S extends string>(list: ListDeclaration<F, S>, columns: ListColumns<F, S>, query: DeclaredListQuery, part: FilterPart = 'all'): SQL | undefined {
  const parts = (Object.entries(list.filters) as [F, ListFilter][]).filter(([, filter]) => inPart(filter, part)).map(([key, filter]) => condition(key, filter, columns.filters[key], query));
  return and(...parts);
}

/**
 * Where a paged list's rows under its declared filters are read from, and what is left to test of
 * them (`others`: the list's own conditions beside the filters, the archived ones left out...).
 * Under a `search` filter, its matches are found first, in a subquery the planner may not merge
 * (`offset 0`), under the table's own name (the list's order and columns read them as the table's),
 * then the other filters tested on them, then sorted and cut: merged, PostgreSQL may walk the sort's
 * index, or another filter's, and test every row against the term, planning as if the page could
 * stop after 25 matches, instead of asking the trigram index for the matches (the users search's
 * lesson, repositories/users.ts `searchPage`). Without a search, the table and every condition.
 */
export function declaredSource<F extends string, S extends string>(
  table: PgTable,
  list: ListDeclaration<F, S>,
  columns: ListColumns<F, S>,
  query: DeclaredListQuery,
  others?: SQL,
): { from: PgTable | SQL; where: SQL | undefined } {
  const search = declaredWhere(list, columns, query, 'search');
  if (!search) return { from: table, where: and(declaredWhere(list, columns, query), others) };
  return { from: sql`(select * from ${table} where ${search} offset 0) as ${table}`, where: and(declaredWhere(list, columns, query, 'others'), others) };
}

/**
 * The ids of one page read from a list's source (`declaredSource`) in its declared order: from an
 * index alone when the filters' and the sort's indexes hold the id (a deferred join reads the rows).
 * The id as an expression: under a search, the rows are the matches found first, not the table's own.
 */
export const declaredPageIdsOf = (db: Db, id: PgColumn, { from, where }: ReturnType<typeof declaredSource>, order: SQL[], { limit, page }: { limit: number; page: number }) =>
  db
    .select({ id: sql<string>`${id}` })
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(page * limit);

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
