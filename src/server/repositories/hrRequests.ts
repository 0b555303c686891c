import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { latestFirst } from './order';
import { hrRequestsList, type DeclaredListQuery, type HrRequest, type HrRequestsPage, type HrRequestsQuery } from '../../contract';
import { contains, declaredOrder, declaredPageIdsOf, declaredSource, isDefaultView, type ListColumns } from '../lists/declaredQuery';
import { pageOf } from '../lists/page';
import { usersContaining } from './users';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { files, hrRequests, hrRequestTypes, users, type User } from '../db/schema';
import type { CheckedFile } from '../files/pdf';
import { anchoredPage, idsInOrder, startingAt, stepsFrom, type KeyPart, type Keyset, type SortKey, type Start } from './pageAnchors';
import { countedRow, counters, totalsAlone, totalSql, type Counters } from './rowCounts';
import { UUID } from '../input';

const columns = {
  id: hrRequests.id,
  corpo: hrRequests.corpo,
  type: hrRequestTypes.name,
  anexoNome: hrRequests.anexoNome,
  date: hrRequests.date,
  nome: users.nome,
  email: users.email,
  // Not `version`: a page read from an anchor also selects the list's version under that name (pageAnchors.ts).
  rowVersion: versionOf(hrRequests),
};
type Row = { id: string; corpo: string; type: string; anexoNome: string | null; date: Date; nome: string | null; email: string | null; rowVersion: string };

const toItem = (r: Row): HrRequest => ({
  _id: r.id,
  corpo: r.corpo,
  type: r.type,
  anexo: null,
  anexoNome: r.anexoNome,
  date: r.date.toISOString(),
  user: { nome: r.nome, email: r.email },
  version: r.rowVersion,
});

/** Requests with their type's name and their author, and these extra columns. */
const selectRequests = <T extends SelectedFields>(db: Db, extra = {} as T) =>
  db
    .select({ ...columns, ...extra })
    .from(hrRequests)
    .innerJoin(hrRequestTypes, eq(hrRequestTypes.id, hrRequests.typeId))
    .leftJoin(users, eq(users.idUtilizador, hrRequests.userId))
    .$dynamic();

/** The id of the type of this name (any case; names are unique ignoring case), null when there is none: one index lookup, run once per statement. */
const typeNamed = (name: string): SQL<string | null> => sql`(select ${hrRequestTypes.id} from ${hrRequestTypes} where lower(${hrRequestTypes.name}) = lower(${name}))`;

const newestFirst = [latestFirst(hrRequests.date), latestFirst(hrRequests.id)];

/** A request's place in the list (its sort key) and the list's version; the rows at or after a place. */
const keyset: Keyset = { sortKey: sql<SortKey>`array[${hrRequests.date}::text, ${hrRequests.id}::text]`, version: 'version:hr_requests' };
const atOrAfter = ([date, id]: KeyPart[]) => sql`(${hrRequests.date}, ${hrRequests.id}) <= (${date}::timestamptz, ${id}::uuid)`;

/**
 * One page of requests, newest first, with these extra columns; answered or not and the type (by
 * name, any case) filtered by the database: the ids from the date indexes alone, from an anchor
 * when there is one (pageAnchors.ts), then those rows (a deferred join).
 */
function pageQuery<T extends SelectedFields>(db: Db, { limit, page, respondidos, tipo }: HrRequestsQuery, extra: T, from?: Start) {
  const where: (SQL | undefined)[] = [startingAt(from, atOrAfter)];
  if (respondidos !== undefined) where.push(respondidos ? isNotNull(hrRequests.anexoFileId) : isNull(hrRequests.anexoFileId));
  if (tipo) where.push(sql`${hrRequests.typeId} = ${typeNamed(tipo)}`);
  const pageIds = idsInOrder(hrRequests.id, and(...where), sql.join(newestFirst, sql`, `), limit, stepsFrom(page * limit, from));
  return selectRequests(db, extra).where(inArray(hrRequests.id, pageIds)).orderBy(...newestFirst);
}

/** One page of requests, as the list answers them but without the total (what the benchmark and the tests compare the list with). */
export const hrRequestsPage = async (db: Db, query: HrRequestsQuery): Promise<HrRequest[]> => (await pageQuery(db, query, {})).map(toItem);

/**
 * The counter of a list of requests: of that type (by name, any case; every type when absent),
 * all of them, the answered or the unanswered ones (migration 0022). One counter, so the type is
 * found by name once for the total, as it is once for the page.
 */
function counterOf({ typeId, answered }: { typeId?: SQL | string; answered?: boolean }) {
  const scope = typeId ? sql`'hr_requests:type:' || ${typeId}` : sql`'hr_requests'`;
  const suffix = answered === undefined ? '' : answered ? ':answered' : ':open';
  return { counts: counters({ total: suffix ? sql`${scope} || ${suffix}` : scope }) };
}

/** The counter of the spec's own view: `tipo` by name, `respondidos`. */
const specCounter = ({ tipo, respondidos }: HrRequestsQuery) => counterOf({ typeId: tipo ? typeNamed(tipo) : undefined, answered: respondidos });

/** The list's query with its declared filters and sort (src/contract/lists/hrRequests.ts), as the route validated it. */
export type HrRequestsListQuery = HrRequestsQuery & DeclaredListQuery;

/**
 * The search: the request's text contains the term (its trigram index), or its requester is one of
 * the users the users search finds (their id, name or e-mail; the users' trigram index, then their
 * requests by the requester's index): two index conditions, OR'd as bitmaps.
 */
const requestOrRequester = (term: string) => or(contains(hrRequests.corpo, term), sql`${hrRequests.userId} = any(${usersContaining(term)})`)!;

const listColumns: ListColumns<keyof typeof hrRequestsList.filters, (typeof hrRequestsList.sorts)[number]> = {
  filters: { search: requestOrRequester, answered: hrRequests.answered, type: hrRequests.typeId, date: hrRequests.date },
  sorts: { date: hrRequests.date },
  tiebreak: hrRequests.id,
};

/**
 * Where the requests under the declared filters are read from, and what is left to test of them
 * (`declaredSource`: the search's matches found first), with the spec's own `respondidos` and
 * `tipo` (by name, any case). A `type` that is no id (the column is a uuid) keeps nothing, as an id
 * no request has.
 */
function declaredRows(query: HrRequestsListQuery) {
  const noId = typeof query.type === 'string' && !UUID.test(query.type);
  return declaredSource(
    hrRequests,
    hrRequestsList,
    listColumns,
    noId ? { ...query, type: undefined } : query,
    and(
      noId ? sql`false` : undefined,
      query.respondidos === undefined ? undefined : eq(hrRequests.answered, query.respondidos),
      query.tipo ? sql`${hrRequests.typeId} = ${typeNamed(query.tipo)}` : undefined,
    ),
  );
}

/**
 * The ids of one page under declared filters or sort, from an index alone (each filter's index
 * holds the date and the id; the date's is the sort's): stepping over the rows before the page
 * reads no row. Under the search, its matches are found first (the trigram indexes), then the
 * other filters tested on them, then sorted and cut. EXPLAINed by the tests.
 */
export const declaredPageIds = (db: Db, query: HrRequestsListQuery) =>
  declaredPageIdsOf(db, hrRequests.id, declaredRows(query), declaredOrder(hrRequestsList, listColumns, query), query);

/** One page under declared filters or sort: its ids (`declaredPageIds`), then only those rows with their type and author (a deferred join). */
export const declaredPageRows = (db: Db, query: HrRequestsListQuery) =>
  selectRequests(db)
    .where(inArray(hrRequests.id, declaredPageIds(db, query)))
    .orderBy(...declaredOrder(hrRequestsList, listColumns, query));

/** How many requests the filters keep, exactly: an index-only count (the filter's index; a search's matches, counted). */
export function declaredCount(query: HrRequestsListQuery): SQL {
  const { from, where } = declaredRows(query);
  return sql`select count(*)::int as "total" from ${from} where ${where ?? sql`true`}`;
}

/**
 * The triggers' counter that holds how many requests the filters keep, when they are answered or
 * not and one type (declared or the spec's, not both): the number a count of the rows gives, read
 * at once (counting 'answered=false' of 100,000 requests took 2-3x the page, bench/declaredLists.ts).
 * Undefined for a search, a date range, both types, or two answers that disagree.
 */
function declaredCounter(query: HrRequestsListQuery) {
  const type = typeof query.type === 'string' ? query.type : undefined;
  const answered = typeof query.answered === 'boolean' ? query.answered : undefined;
  if (query.search !== undefined || query.date_gte !== undefined || query.date_lte !== undefined || (type && query.tipo)) return undefined;
  if (answered !== undefined && query.respondidos !== undefined && answered !== query.respondidos) return undefined;
  if (type && !UUID.test(type)) return undefined;
  return counterOf({ typeId: type ?? (query.tipo ? typeNamed(query.tipo) : undefined), answered: answered ?? query.respondidos });
}

/**
 * A page under declared filters or sort, by its offset, with the exact count of the rows they
 * keep, from the triggers' counter when one holds it (`declaredCounter`).
 */
async function declaredPage(db: Db, query: HrRequestsListQuery): Promise<HrRequestsPage> {
  const countTotal = async () => {
    const counter = declaredCounter(query);
    if (counter) return (await totalsAlone(db, counter)).counts.total ?? 0;
    return (await countedRow(db, declaredCount(query), ['total'])).total;
  };
  const [rows, total] = await Promise.all([declaredPageRows(db, query), countTotal()]);
  return pageOf(rows.map(toItem), query, total);
}

/**
 * A page of requests with the total. The list's own view (newest first, no declared filter) comes
 * from the page anchors and the triggers' counter, read in the same statement; a declared filter or
 * another order, from `declaredPage`.
 */
export async function listHrRequests(db: Db, query: HrRequestsListQuery): Promise<HrRequestsPage> {
  if (!isDefaultView(hrRequestsList, query)) return declaredPage(db, query);
  const totals = specCounter(query);
  const list = `hr_requests:${query.respondidos ?? ''}:${query.tipo?.toLowerCase() ?? ''}`;
  const totalIn = ({ total }: Counters) => total ?? 0;
  const rows = await anchoredPage(db, keyset, list, query.page * query.limit, totalIn, async (from, anchor) => pageQuery(db, query, { ...totals, ...anchor }, from));
  const total = totalIn((rows[0] ?? (await totalsAlone(db, totals))).counts);
  return pageOf(rows.map(toItem), query, total);
}

export async function findHrRequest(db: Db, id: string): Promise<HrRequest | undefined> {
  const [row] = await selectRequests(db).where(eq(hrRequests.id, id));
  return row && toItem(row);
}

/**
 * Answers a request with a checked PDF: the file and the request's pointer to it are written in one
 * transaction, the request locked first, so two answers at once cannot both land. `atVersion`: the
 * request as its writer read it ('stale' when it changed since). A request already answered is
 * answered again only when the writer `replaces` on purpose (sent If-Match: its version, or '*'),
 * the old PDF removed (its name is `replaced`); else 'answered', as the API always refused a second answer.
 */
export async function answerHrRequest(
  db: Db,
  id: string,
  user: User,
  file: CheckedFile,
  name: string,
  { atVersion, replaces }: { atVersion: SQL | undefined; replaces: boolean },
): Promise<{ answered: HrRequest; replaced: string | null } | 'not-found' | 'stale' | 'answered'> {
  const outcome = await db.transaction(async (tx) => {
    // `seen` is evaluated on the locked row (the one a concurrent answer left).
    const [current] = await tx
      .select({ anexo: hrRequests.anexoFileId, anexoNome: hrRequests.anexoNome, seen: sql<boolean>`${atVersion ?? sql`true`}` })
      .from(hrRequests)
      .where(eq(hrRequests.id, id))
      .for('update');
    if (!current) return 'not-found' as const;
    if (!current.seen) return 'stale' as const;
    if (current.anexo && !replaces) return 'answered' as const;
    const [stored] = await tx.insert(files).values(file).returning({ id: files.id });
    await tx.update(hrRequests).set({ anexoFileId: stored.id, anexoNome: name, answeredAt: new Date(), answeredBy: user.idUtilizador }).where(eq(hrRequests.id, id));
    // The answer replaced stays stored: its history offers it again ('Repor esta versão', hrAttachment by its SHA-256).
    return { replaced: current.anexo ? current.anexoNome : null };
  });
  if (typeof outcome === 'string') return outcome;
  const answered = await findHrRequest(db, id);
  return answered ? { answered, replaced: outcome.replaced } : 'not-found';
}

/** A PDF stored by its SHA-256 (an earlier answer, which the request's history names): type and bytes. */
export async function storedFile(db: Db, sha256: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db.select({ contentType: files.contentType, bytes: files.bytes }).from(files).where(eq(files.sha256, sha256)).limit(1);
  return row;
}

/** The answer's PDF: name, type and bytes; undefined when the request has none. */
export async function hrAttachment(db: Db, id: string): Promise<{ name: string; contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ name: hrRequests.anexoNome, contentType: files.contentType, bytes: files.bytes })
    .from(hrRequests)
    .innerJoin(files, eq(files.id, hrRequests.anexoFileId))
    .where(eq(hrRequests.id, id));
  return row && { name: row.name ?? 'anexo.pdf', contentType: row.contentType, bytes: row.bytes };
}

/** A request from the app: the type by id or by name (any case); undefined when there is no such type. */
export async function createHrRequest(db: Db, user: User, type: string, corpo: string): Promise<HrRequest | undefined> {
  const [found] = await db
    .select({ id: hrRequestTypes.id })
    .from(hrRequestTypes)
    .where(UUID.test(type) ? eq(hrRequestTypes.id, type) : sql`lower(${hrRequestTypes.name}) = lower(${type})`);
  if (!found) return undefined;
  const [row] = await db.insert(hrRequests).values({ typeId: found.id, userId: user.idUtilizador, corpo }).returning({ id: hrRequests.id });
  return findHrRequest(db, row.id);
}

/**
 * Requests without an answer (the triggers' counter), and the whole days the
 * oldest of them has waited (null when none: the unanswered requests' index, read from its end).
 * Counting them took 12 ms on PostgreSQL and 22 ms on PGlite at 66,841 of 100,000 requests, on
 * every dashboard of HR and the admins.
 */
export async function openHrRequests(db: Db, now = new Date()): Promise<{ count: number; oldestDays: number | null }> {
  const { count, oldest } = await totalsAlone(db, {
    count: totalSql({ 'hr_requests:open': 1 }).mapWith(Number),
    oldest: sql<string | null>`(select min(${hrRequests.date}) from ${hrRequests} where ${hrRequests.anexoFileId} is null)`,
  });
  const oldestDays = oldest === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 86_400_000));
  return { count, oldestDays };
}
