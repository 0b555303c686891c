import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ADMIN_ROLES, isAdminRole, normaliseRole, usersList, type DeclaredListQuery, type Role, type UserListItem, type UsersPage } from '../../contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { courses, schools, users, type User } from '../db/schema';
import { candidatesPattern } from './searchTrigrams';
import { containsPattern, declaredOrder, declaredWhere, isDefaultView, type ListColumns } from '../lists/declaredQuery';
import { pageOf } from '../lists/page';
import { anchoredPage, idsInOrder, nearerEnd, startingAt, stepsFrom, withStart, type Buckets, type KeyPart, type Keyset, type SortKey, type Start } from './pageAnchors';
import { countedRow, counters, totalFrom, totalsAlone, totalSql, type Total } from './rowCounts';

function toListItem(user: Pick<User, 'idUtilizador' | 'nome' | 'email' | 'role' | 'roleExtra'>): UserListItem {
  return { id_utilizador: user.idUtilizador, nome: user.nome, email: user.email, role: user.role, role_extra: user.roleExtra ?? null };
}

const listColumns = {
  idUtilizador: users.idUtilizador,
  nome: users.nome,
  email: users.email,
  role: users.role,
  roleExtra: users.roleExtra,
  // Not `version`: a page's anchor columns name the list's version so (pageAnchors.ts).
  rowVersion: versionOf(users),
};

/** The versions of the listed users, by id (answered beside them: the spec fixes a user's fields). */
const versionsOf = (rows: { idUtilizador: string; rowVersion: string }[]) => Object.fromEntries(rows.map((row) => [row.idUtilizador, row.rowVersion]));

/**
 * The users whose id, name or e-mail contains the term, ignoring case and accents, with their name
 * order (`found`). With a narrower pattern for the trigram index (`candidates`: the term's rarest
 * trigrams, searchTrigrams.ts), the candidates are those matching it (`offset 0` keeps the planner
 * from adding the whole term, whose every trigram the index would read, to the index's condition),
 * and of them those whose search column contains the term.
 */
function matching(term: string, candidates: string | undefined): SQL {
  const pattern = containsPattern(term);
  const contains = (busca: SQLWrapper) => sql`${busca} like f_unaccent(lower(${pattern}))`;
  if (candidates === undefined) return sql`(select ${users.idUtilizador}, ${users.nomeOrdem} from ${users} where ${contains(users.busca)} offset 0) as found`;
  return sql`(select id_utilizador, nome_ordem from (select ${users.idUtilizador}, ${users.nomeOrdem}, ${users.busca} from ${users} where ${users.busca} like ${candidates} offset 0) as candidates where ${contains(sql`candidates.busca`)}) as found`;
}

/**
 * The ids of the users whose id, name or e-mail contains the term, case and accents aside (the users
 * search's column and trigram index, `matching`), as an array: `column = any(…)` is then a condition
 * the column's own index serves (another list's search by its user: an HR request's requester, a
 * notification's author).
 */
export const usersContaining = (term: string): SQL => sql`array(select found.id_utilizador from ${matching(term, undefined)})`;

/**
 * Name order ignoring case and accents, the same whatever the database's collation (the stored
 * column is in collation C); no name last (migration 0024). Served by users_name_order_idx.
 */
const byName = sql`${users.nomeOrdem} asc`;

export interface UsersQuery {
  limit: number;
  page: number;
  search?: string;
}

/** A page of the list: its number and size. */
type PageOf = Pick<UsersQuery, 'limit' | 'page'>;

/** The list's total: every user (the triggers' counter). */
const ALL_USERS: Total = { users: 1 };

/** A user's place in the list (its sort key) and the list's version; the users at or after a place. */
const keyset: Keyset = { sortKey: sql<SortKey>`array[${users.nomeOrdem}, ${users.idUtilizador}]`, version: 'version:users' };
const atOrAfter = ([name, id]: KeyPart[]) => sql`(${users.nomeOrdem}, ${users.idUtilizador}) >= (${name}, ${id})`;

/** The list's buckets: the users whose name order starts with the same four characters (migration 0020); those with no name in the last. */
const NAME_BUCKETS: Buckets = { prefix: 'users:name:', descending: false, startOf: (start) => [start, ''] };

/**
 * The ids of one page of all users, from the name-order index alone, stepping from a start when
 * there is one (pageAnchors.ts) or from the first user; deep in the list, from whichever end is
 * nearer (the index read backwards).
 */
function pageIds({ limit, page }: PageOf, from: Start | undefined, fromEitherEnd: boolean) {
  const forward = idsInOrder(users.idUtilizador, startingAt(from, atOrAfter), sql`${byName}, ${users.idUtilizador}`, limit, stepsFrom(page * limit, from));
  if (!fromEitherEnd) return forward;
  const lastFirst = sql`${users.nomeOrdem} desc, ${users.idUtilizador} desc`;
  return nearerEnd(totalSql(ALL_USERS), page * limit, limit, from, forward, (reverseLimit, reverseOffset) => idsInOrder(users.idUtilizador, undefined, lastFirst, reverseLimit, reverseOffset));
}

/** One page of all users ordered by name (ignoring case and accents; no name last), then id, with these extra columns (a deferred join). */
function pageQuery<T extends SelectedFields>(db: Db, query: PageOf, extra: T, from?: Start, fromEitherEnd = false) {
  return withStart(db, from).select({ ...listColumns, ...extra }).from(users).where(inArray(users.idUtilizador, pageIds(query, from, fromEitherEnd))).orderBy(byName, asc(users.idUtilizador));
}

/** One page of all users, by its offset alone, as the list answers them but without the total (what the benchmark and the tests compare the list with). */
export const usersPage = async (db: Db, query: PageOf): Promise<UserListItem[]> => (await pageQuery(db, query, {})).map(toListItem);

/**
 * One page of the users a search finds (`matching`), each row with how many match in all: every
 * match is found first (the trigram index; `offset 0` keeps the planner from merging that step into
 * the next), counted (`count(*) over ()`), then ordered and cut to the page. Merged, PostgreSQL may
 * read the name-order index instead and test every user's search column, planning as if the page
 * could stop after 25 matches when the count needs them all (169 ms instead of 2.6 ms at 200,000
 * users, seen with one statistics sample).
 */
function searchPage(db: Db, { limit, page }: PageOf, found: SQL) {
  const matches = db
    .select({ id: sql<string>`found.id_utilizador`.as('id'), matching: sql<number>`count(*) over ()`.mapWith(Number).as('matching') })
    .from(found)
    .orderBy(sql`found.nome_ordem, found.id_utilizador`)
    .limit(limit)
    .offset(page * limit)
    .as('matches');
  return db.select({ ...listColumns, total: matches.matching }).from(users).innerJoin(matches, eq(matches.id, users.idUtilizador)).orderBy(byName, asc(users.idUtilizador));
}

/** The users list's counter: how many users. */
const COUNTERS = { counts: counters(['users']) };

/** The list's query with its declared filters and sorts (src/contract/lists/users.ts), as the route validated it. */
export type UsersListQuery = UsersQuery & DeclaredListQuery;

/** The column each declared filter and sort of the users list reads; each has an index (migrations 0034 and 0036). */
const usersListColumns: ListColumns<keyof typeof usersList.filters, (typeof usersList.sorts)[number]> = {
  filters: { role: users.roleEfetivo, school: users.unidadeOrganica, course: users.curso },
  sorts: { name: users.nomeOrdem, id: users.idUtilizador, email: users.emailOrdem },
  tiebreak: users.idUtilizador,
  // The name order's index (migration 0024) is ascending, and so are the filters' beside it.
  ascendingIndexes: true,
};

/**
 * The statements of a page under declared filters or another order (also EXPLAINed by the tests):
 * the page's ids from an index alone (a filter's index holds the name order and the id; the name
 * order's, the e-mail's and the key serve the sorts), then only those rows (a deferred join); and
 * how many users the filters keep, counted from the filter's index. With the spec's search, the
 * users it finds (`matching`, the trigram index) among them.
 */
export async function declaredUsersStatements(db: Db, query: UsersListQuery) {
  const found = query.search && matching(query.search, await candidatesPattern(db, query.search));
  const filtered = declaredWhere(usersList, usersListColumns, query);
  // The search's few matches first, then each read by its key: as `in (select …)` PostgreSQL read
  // every user and looked each up in the matches (650 ms at 200,000 users, to keep 3,306).
  const where = and(filtered, found ? sql`${users.idUtilizador} = any(array(select found.id_utilizador from ${found}))` : undefined);
  const order = declaredOrder(usersList, usersListColumns, query);
  const pageIds = db.select({ id: users.idUtilizador }).from(users).where(where).orderBy(...order).limit(query.limit).offset(query.page * query.limit);
  return {
    pageIds,
    pageRows: db.select(listColumns).from(users).where(inArray(users.idUtilizador, pageIds)).orderBy(...order),
    /** Every user (the triggers' counter) when nothing is filtered: only the order changed. */
    count: where ? sql`select count(*)::int as "total" from ${users} where ${where}` : undefined,
  };
}

/**
 * The triggers' counters that hold how many users one filter keeps, alone and without a search
 * (migration 0037: per effective role, school and course): a sum of counters instead of counting
 * the rows ('Role: DEFAULT' is nearly every user). Undefined for anything else.
 */
function filterTotal(query: UsersListQuery): Total | undefined {
  const applied = (Object.keys(usersList.filters) as (keyof typeof usersList.filters)[]).filter((key) => query[key] !== undefined);
  if (query.search || applied.length !== 1) return undefined;
  const [key] = applied;
  const values = ([] as unknown[]).concat(query[key]).map(String);
  return Object.fromEntries(values.map((value) => [`users:${key}:${value}`, 1]));
}

/** A page under declared filters or another order, by its offset, with the exact count of the users kept. */
async function declaredPage(db: Db, query: UsersListQuery): Promise<UsersPage> {
  const { pageRows, count } = await declaredUsersStatements(db, query);
  const counted = async (total: Total) => totalFrom((await totalsAlone(db, { counts: counters(Object.keys(total)) })).counts, total);
  const countTotal = async () => {
    if (!count) return counted(ALL_USERS);
    const total = filterTotal(query);
    return total ? counted(total) : (await countedRow(db, count, ['total'])).total;
  };
  const [rows, total] = await Promise.all([pageRows, countTotal()]);
  return { ...pageOf(rows.map(toListItem), query, total), versions: versionsOf(rows) };
}

/**
 * A page of users with the total. The list's own view (by name, no declared filter), in one
 * statement: the triggers' counter, or with a search the number of its matches (a page past the
 * end reads the total alone); a declared filter or another order, from `declaredPage`.
 */
export async function listUsers(db: Db, query: UsersListQuery): Promise<UsersPage> {
  if (!isDefaultView(usersList, query)) return declaredPage(db, query);
  const { search } = query;
  if (search) {
    const found = matching(search, await candidatesPattern(db, search));
    const rows = await searchPage(db, query, found);
    const total = rows[0]?.total ?? (await totalsAlone(db, { total: sql`(select count(*) from ${found})`.mapWith(Number) })).total;
    return { ...pageOf(rows.map(toListItem), query, total), versions: versionsOf(rows) };
  }
  const rows = await anchoredPage(db, keyset, 'users', query.page * query.limit, (counts) => totalFrom(counts, ALL_USERS), async (from, anchor, eitherEnd) => pageQuery(db, query, { ...COUNTERS, ...anchor }, from, eitherEnd), NAME_BUCKETS);
  const { counts } = rows[0] ?? (await totalsAlone(db, COUNTERS));
  return { ...pageOf(rows.map(toListItem), query, totalFrom(counts, ALL_USERS)), versions: versionsOf(rows) };
}

/** A user's role and extras (what a role change replaces), or undefined when there is no such user. */
export async function roleOf(db: Db, id: string): Promise<{ role: string | null; role_extra: string[] | null } | undefined> {
  const [row] = await db.select({ role: users.role, role_extra: users.roleExtra }).from(users).where(eq(users.idUtilizador, id));
  return row;
}

/** A user as the list shows it, with its version; undefined when there is no such user. */
export async function userOf(db: Db, id: string): Promise<(UserListItem & { version: string }) | undefined> {
  const [row] = await db.select(listColumns).from(users).where(eq(users.idUtilizador, id));
  return row && { ...toListItem(row), version: row.rowVersion };
}

/** The extras that do not exist: course ids for CCURSO, school acronyms for DIRECAO. */
export async function unknownExtras(db: Db, role: Role, extras: readonly string[]): Promise<string[]> {
  if (extras.length === 0) return [];
  const known =
    role === 'CCURSO'
      ? (await db.select({ value: courses.id }).from(courses).where(inArray(courses.id, [...extras]))).map((r) => r.value)
      : (await db.select({ value: schools.sigla }).from(schools).where(inArray(schools.sigla, [...extras]))).map((r) => r.value);
  return extras.filter((e) => !known.includes(e));
}

/**
 * Gives a user a role (null for DEFAULT) and its extras, at the version its writer read
 * (`atVersion`: 'stale' when the user changed since). Refused ('last-admin') when it would leave no
 * ADMIN or DEV: the administrators' rows are locked first, so two administrators demoting each
 * other at once cannot both succeed. undefined when there is no such user.
 */
export async function updateUserRole(
  db: Db,
  id: string,
  role: string | null,
  roleExtra: string[] | null,
  atVersion?: SQL,
): Promise<{ user: UserListItem; version: string } | 'last-admin' | 'stale' | undefined> {
  return db.transaction(async (tx) => {
    if (!isAdminRole(normaliseRole(role))) {
      const admins = await tx
        .select({ id: users.idUtilizador })
        .from(users)
        .where(inArray(sql`upper(trim(${users.role}))`, [...ADMIN_ROLES]))
        .for('update');
      if (admins.length > 0 && admins.every((admin) => admin.id === id)) return 'last-admin';
    }
    const where = eq(users.idUtilizador, id);
    // The version is checked by the update itself, on the row as a concurrent write left it.
    const [row] = await tx.update(users).set({ role, roleExtra, updatedAt: new Date() }).where(and(where, atVersion)).returning(listColumns);
    if (row) return { user: toListItem(row), version: row.rowVersion };
    const [exists] = await tx.select({ id: users.idUtilizador }).from(users).where(where);
    return exists ? 'stale' : undefined;
  });
}

export async function listCourses(db: Db): Promise<{ id: string; nome: string; escola: string }[]> {
  return db.select({ id: courses.id, nome: courses.nome, escola: courses.school }).from(courses).orderBy(asc(courses.id));
}

export async function listSchools(db: Db): Promise<{ id: number; sigla: string; nome: string }[]> {
  return db.select({ id: schools.id, sigla: schools.sigla, nome: schools.nome }).from(schools).orderBy(asc(schools.id));
}
