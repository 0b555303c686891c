import { and, eq, getTableColumns, inArray, not, sql, type SQL } from 'drizzle-orm';
import { latestFirst } from './order';
import { suggestionsList, type DeclaredListQuery, type Suggestion, type SuggestionsPage } from '../../contract';
import { declaredOrder, declaredPageIdsOf, declaredSource, declaredWhere, isDefaultView, type ListColumns } from '../lists/declaredQuery';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { versionOf } from '../concurrency';
import { pageOf } from '../lists/page';
import type { Db } from '../db/client';
import { rowCounts, suggestions, type SuggestionRow, type User } from '../db/schema';
import { anchoredPage, idsInOrder, nearerEnd, startingAt, stepsFrom, withStart, type Buckets, type KeyPart, type Keyset, type SortKey, type Start } from './pageAnchors';
import { countedRow, counters, countsOf, totalFrom, totalsAlone, totalSql, type Total } from './rowCounts';

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    _id: row.id,
    nomeUser: row.nomeUser,
    emailUser: row.emailUser,
    mensagem: row.mensagem,
    date: row.date.toISOString(),
    isArquivado: row.isArquivado,
  };
}

export interface SuggestionsQuery {
  limit: number;
  page: number;
  includeArchived: boolean;
}

const newestFirst = [latestFirst(suggestions.date), latestFirst(suggestions.id)];

/** A suggestion's place in the list (its sort key) and the list's version; the rows at or after a place. */
const keyset: Keyset = { sortKey: sql<SortKey>`array[${suggestions.date}::text, ${suggestions.id}::text]`, version: 'version:suggestions' };
const atOrAfter = ([date, id]: KeyPart[]) => sql`(${suggestions.date}, ${suggestions.id}) <= (${date}::timestamptz, ${id}::uuid)`;

/**
 * The inbox's buckets: its suggestions per UTC day (migration 0020), newest first; a day's rows
 * start at its last microsecond.
 */
const bucketsOf = (includeArchived: boolean): Buckets => ({
  prefix: includeArchived ? 'suggestions:day:' : 'suggestions:open-day:',
  descending: true,
  startOf: (day) => [sql`(${day} || ' 23:59:59.999999+00')`, 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
});

/** Rows in the list: every suggestion, or those not archived (the triggers' counters). */
const totalOf = (includeArchived: boolean): Total => (includeArchived ? { suggestions: 1 } : { suggestions: 1, 'suggestions:archived': -1 });

/**
 * The ids of one page, newest first, from the date index alone: stepping from an anchor when there
 * is one (pageAnchors.ts) or from the start; deep in the list, from whichever end is nearer.
 */
function pageIds({ limit, page, includeArchived }: SuggestionsQuery, from: Start | undefined, fromEitherEnd: boolean) {
  const open = includeArchived ? undefined : eq(suggestions.isArquivado, false);
  const offset = page * limit;
  const forward = idsInOrder(suggestions.id, and(open, startingAt(from, atOrAfter)), sql.join(newestFirst, sql`, `), limit, stepsFrom(offset, from));
  if (!fromEitherEnd) return forward;
  const oldestFirst = sql`${suggestions.date} asc nulls first, ${suggestions.id} asc nulls first`;
  return nearerEnd(totalSql(totalOf(includeArchived)), offset, limit, from, forward, (reverseLimit, reverseOffset) => idsInOrder(suggestions.id, open, oldestFirst, reverseLimit, reverseOffset));
}

/**
 * One page of suggestions, newest first (with these extra columns): the ids from the date index
 * alone (pageIds), then only those rows (a deferred join).
 */
function pageQuery<T extends SelectedFields>(db: Db, query: SuggestionsQuery, extra: T, from?: Start, fromEitherEnd = false) {
  return withStart(db, from)
    .select({ ...getTableColumns(suggestions), ...extra })
    .from(suggestions)
    .where(inArray(suggestions.id, pageIds(query, from, fromEitherEnd)))
    .orderBy(...newestFirst);
}

/**
 * One page of suggestions, newest first, by its offset alone, as the list answers them but without
 * totals (what the benchmark and the tests compare the list with: the same rows, mapped alike).
 */
export const suggestionsPage = async (db: Db, query: SuggestionsQuery): Promise<Suggestion[]> => (await pageQuery(db, query, {})).map(toSuggestion);

/** The inbox's counters: every suggestion, and the archived ones. */
const COUNTERS = { counts: counters(['suggestions', 'suggestions:archived']) };

/** A suggestion's version, selected beside its columns (not as `version`: a page's anchor columns name the list's version so, pageAnchors.ts). */
const VERSION = { rowVersion: versionOf(suggestions) };

/** The inbox's query with its declared filters and sort (src/contract/lists/suggestions.ts), as the route validated it. */
export type SuggestionsListQuery = SuggestionsQuery & DeclaredListQuery;

const columns: ListColumns<keyof typeof suggestionsList.filters, (typeof suggestionsList.sorts)[number]> = {
  filters: { date: suggestions.date, sender: suggestions.emailUser },
  sorts: { date: suggestions.date },
  tiebreak: suggestions.id,
};

/**
 * Where the rows under the declared filters are read from, and what is left to test of them, the
 * archived ones left out when asked (`declaredSource`: a sender's matches found first).
 */
const declaredRows = (query: SuggestionsListQuery) => declaredSource(suggestions, suggestionsList, columns, query, query.includeArchived ? undefined : not(suggestions.isArquivado));

/**
 * The ids of one page under declared filters or sort, from an index alone (the date's index holds
 * the id; the open suggestions' is partial): stepping over the rows before the page reads no row.
 * Under the sender's search, its matches are found first (its trigram index), then sorted and cut.
 * Also EXPLAINed by the tests.
 */
export const declaredPageIds = (db: Db, query: SuggestionsListQuery) =>
  declaredPageIdsOf(db, suggestions.id, declaredRows(query), declaredOrder(suggestionsList, columns, query), query);

/** One page under declared filters or sort: its ids (`declaredPageIds`), then only those rows (a deferred join). */
export const declaredPageRows = (db: Db, query: SuggestionsListQuery) =>
  db
    .select({ ...getTableColumns(suggestions), ...VERSION })
    .from(suggestions)
    .where(inArray(suggestions.id, declaredPageIds(db, query)))
    .orderBy(...declaredOrder(suggestionsList, columns, query));

/**
 * How many suggestions the declared filters keep, and how many of those are open, in one statement:
 * each an index-only count (the filter's index, and the open suggestions' partial one for a date
 * range), where counting both from the rows themselves read the whole table's pages (a month of a
 * million suggestions: over a second, against tens of milliseconds). Under the sender's search, its
 * matches are found once (its trigram index) and both counted of them.
 */
export function declaredCounts(query: DeclaredListQuery): SQL {
  const { from, where } = declaredSource(suggestions, suggestionsList, columns, query);
  const open = not(suggestions.isArquivado);
  if (from !== suggestions) return sql`select count(*)::int as "all", (count(*) filter (where ${open}))::int as "open" from ${from} where ${where ?? sql`true`}`;
  const all = where ?? sql`true`;
  return sql`select (select count(*)::int from ${suggestions} where ${all}) as "all", (select count(*)::int from ${suggestions} where ${and(all, open)}) as "open"`;
}

/**
 * A range of Lisbon days alone: the sum of its days' counters (migration 0038), in all and not
 * archived; a bound left out is the first or the last day there is. At most a counter a day, read
 * in key order (collation "C": the days' order).
 */
export function dayCounts(from: string | undefined, to: string | undefined): SQL {
  const days = (prefix: string) => sql`${rowCounts.key} >= ${prefix + (from ?? '')} and ${rowCounts.key} <= ${prefix + (to ?? '9999-12-31')}`;
  const sum = (prefix: string) => sql`(select coalesce(sum(${rowCounts.n}), 0)::bigint from ${rowCounts} where ${days(prefix)})`;
  return sql`select ${sum('suggestions:lisbon-day:')} as "all", ${sum('suggestions:open-lisbon-day:')} as "open"`;
}

/**
 * Every suggestion and the open ones under the declared filters: the triggers' counters when there
 * is no filter or only the date range (they hold the same numbers exactly); else counted (`declaredCounts`).
 */
async function countsUnder(db: Db, query: DeclaredListQuery): Promise<{ all: number; open: number }> {
  if (!declaredWhere(suggestionsList, columns, query)) {
    const counts = await countsOf(db, ['suggestions', 'suggestions:archived']);
    return { all: counts.suggestions, open: counts.suggestions - counts['suggestions:archived'] };
  }
  const { date_gte: from, date_lte: to } = query as { date_gte?: string; date_lte?: string };
  if (!declaredWhere(suggestionsList, columns, { ...query, date_gte: undefined, date_lte: undefined })) return countedRow(db, dayCounts(from, to), ['all', 'open']);
  return countedRow(db, declaredCounts(query), ['all', 'open']);
}

/**
 * A page under declared filters or sort, by its offset, with exact counts of the filtered rows: the
 * total shown, and how many of them are archived (hidden when arquivados=false).
 */
async function declaredPage(db: Db, query: SuggestionsListQuery): Promise<SuggestionsPage> {
  const [rows, { all, open }] = await Promise.all([declaredPageRows(db, query), countsUnder(db, query)]);
  return inboxPage(rows, query, query.includeArchived ? all : open, all - open);
}

/**
 * A page of suggestions with its totals. The inbox's own view (newest first, no declared filter)
 * comes from the page anchors and the triggers' counters, read in the same statement; a declared
 * filter or another order, from `declaredPage`.
 */
export async function listSuggestions(db: Db, query: SuggestionsListQuery): Promise<SuggestionsPage> {
  if (!isDefaultView(suggestionsList, query)) return declaredPage(db, query);
  const list = query.includeArchived ? 'suggestions' : 'suggestions:open';
  const rows = await anchoredPage(db, keyset, list, query.page * query.limit, (counts) => totalFrom(counts, totalOf(query.includeArchived)), async (from, anchor, eitherEnd) =>
    pageQuery(db, query, { ...COUNTERS, ...VERSION, ...anchor }, from, eitherEnd),
    bucketsOf(query.includeArchived),
  );
  const { counts } = rows[0] ?? (await totalsAlone(db, COUNTERS));
  return inboxPage(rows, query, totalFrom(counts, totalOf(query.includeArchived)), counts['suggestions:archived'] ?? 0);
}

/** A page of suggestions: of `total` in the list shown, `archived` of them all; with each one's version. */
function inboxPage(rows: (SuggestionRow & { rowVersion: string })[], query: SuggestionsListQuery, total: number, archived: number): SuggestionsPage {
  const { data, pagination } = pageOf(rows.map(toSuggestion), query, total);
  return { data, pagination: { ...pagination, archived }, versions: Object.fromEntries(rows.map((row) => [row.id, row.rowVersion])) };
}

/** A suggestion and its version; undefined when there is none. */
export async function findSuggestion(db: Db, id: string): Promise<{ suggestion: Suggestion; version: string } | undefined> {
  const [row] = await db.select({ ...getTableColumns(suggestions), ...VERSION }).from(suggestions).where(eq(suggestions.id, id));
  return row && { suggestion: toSuggestion(row), version: row.rowVersion };
}

/**
 * Archives or unarchives the suggestion at the version its writer read (`atVersion`: 'stale' when it
 * changed since); says what it was before (for the audit trail).
 */
export async function setSuggestionArchived(
  db: Db,
  id: string,
  isArquivado: boolean,
  atVersion: SQL | undefined,
): Promise<{ suggestion: Suggestion; version: string; wasArquivado: boolean } | 'stale' | undefined> {
  return db.transaction(async (tx) => {
    // `seen` is evaluated on the locked row (the one a concurrent write left).
    const [before] = await tx
      .select({ isArquivado: suggestions.isArquivado, seen: sql<boolean>`${atVersion ?? sql`true`}` })
      .from(suggestions)
      .where(eq(suggestions.id, id))
      .for('update');
    if (!before) return undefined;
    if (!before.seen) return 'stale';
    const [row] = await tx.update(suggestions).set({ isArquivado }).where(eq(suggestions.id, id)).returning({ ...getTableColumns(suggestions), ...VERSION });
    return { suggestion: toSuggestion(row), version: row.rowVersion, wasArquivado: before.isArquivado };
  });
}

/** A suggestion from a signed-in user, with the name and e-mail the user has now. */
export async function createSuggestion(db: Db, user: User, mensagem: string): Promise<Suggestion> {
  const [row] = await db
    .insert(suggestions)
    .values({ userId: user.idUtilizador, nomeUser: user.nome ?? user.idUtilizador, emailUser: user.email, mensagem })
    .returning();
  return toSuggestion(row);
}

/** Suggestions not archived yet (the dashboard's card). */
export async function countUnarchived(db: Db): Promise<number> {
  const counts = await countsOf(db, ['suggestions', 'suggestions:archived']);
  return counts.suggestions - counts['suggestions:archived'];
}
