import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, ROLES, usersList, usersQuery, declaredListQuery, type UsersPage } from '../../src/contract';
import { users } from '../../src/server/db/schema';
import { declaredUsersStatements, type UsersListQuery } from '../../src/server/repositories/users';
import { foldText, planWithoutSeqScans, sortedRows } from './declaredLists';
import { buildTestApp, type TestApp } from './helper';

// The users list's declared filters and sorts (src/contract/lists/users.ts), beside the spec's
// search: each answer against the rows a reference computed here from the whole table keeps, in
// the order it sorts them; the refusals; an index for each filter and sort.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Roles as old data may hold them (any case, spaces, empty, unknown: the app reads the last two
  // as DEFAULT), two names that fold alike (the tie broken by id), no name, no e-mail, a course.
  await t.database.db.insert(users).values([
    { idUtilizador: 'lista1', nome: 'Joana Simões', email: 'Zeta@campus.exemplo.pt', role: ' admin ', unidadeOrganica: 'ESTG', curso: '9201' },
    { idUtilizador: 'lista2', nome: 'JOANA SIMOES', email: 'alfa@campus.exemplo.pt', role: '', unidadeOrganica: 'ESTG', curso: '9201' },
    { idUtilizador: 'lista3', nome: 'Álvaro Núñez', email: null, role: 'XPTO', unidadeOrganica: 'ESA', curso: '9001' },
    { idUtilizador: 'lista4', nome: null, email: 'sem.nome@campus.exemplo.pt', role: 'ccurso', roleExtra: ['9201'], unidadeOrganica: 'ESTG', curso: '9205' },
    { idUtilizador: 'lista5', nome: 'Joana de Fora', email: 'fora@campus.exemplo.pt', role: null, unidadeOrganica: null, curso: null },
  ]);
});
afterAll(() => t.close());

/** A user as the filters and sorts read it, computed here. */
interface Ref {
  [key: string]: unknown;
  id: string;
  nome: string | null;
  email: string | null;
  role: string;
  school: string | null;
  course: string | null;
}

/** The role the app reads: upper-case and trimmed when it is one of the roles, DEFAULT otherwise (none, empty, unknown). */
const roleOf = (role: string | null) => {
  const upper = (role ?? '').trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? upper : 'DEFAULT';
};

async function reference(): Promise<Ref[]> {
  const rows = await t.database.db.select({ id: users.idUtilizador, nome: users.nome, email: users.email, role: users.role, school: users.unidadeOrganica, course: users.curso }).from(users);
  return rows.map((r) => ({ ...r, role: roleOf(r.role) }));
}

/** After every text: no name (no e-mail) comes last in ascending order, first in descending. */
const LAST = '\u{10FFFF}';
const SORT_KEYS: Record<string, (r: Ref) => string> = { name: (r) => r.nome ?? LAST, email: (r) => r.email ?? LAST, id: (r) => r.id };

/** In a declared order (by name unless given), ties by id, as computed here. */
function inOrder(rows: readonly Ref[], field = 'name', order: 'ASC' | 'DESC' = 'ASC'): string[] {
  const keyed = rows.map((r) => ({ id: r.id, key: SORT_KEYS[field](r) }));
  return sortedRows(keyed, 'key', order, (r) => String(r.id)).map((r) => String(r.id));
}

/** The spec's search: id, name or e-mail contains the term, case and accents aside. */
const finds = (term: string) => (r: Ref) => [r.id, r.nome, r.email].some((text) => foldText(text).includes(foldText(term)));

const list = async (query: string, user = 'admin') => {
  const res = await t.as(user, { method: 'GET', url: `/api/users?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as UsersPage;
};

/** The first page of 100 and a later page of 10: ids, exact total, versions and fields of each row. */
async function expectPage(query: string, expected: string[], rows: readonly Ref[]) {
  const page = await list(`${query}&limit=100`);
  expect(page.pagination, query).toEqual({ count: Math.min(100, expected.length), limit: 100, total: expected.length, page: 0 });
  expect(page.data.map((u) => u.id_utilizador), query).toEqual(expected.slice(0, 100));
  expect(Object.keys(page.versions ?? {}).sort(), query).toEqual(page.data.map((u) => u.id_utilizador).sort());
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const user of page.data) expect(roleOf(user.role), query).toBe(byId.get(user.id_utilizador)!.role);
  const later = await list(`${query}&limit=10&page=2`);
  expect(later.data.map((u) => u.id_utilizador), `${query} page 2`).toEqual(expected.slice(20, 30));
  expect(later.pagination.total, `${query} page 2`).toBe(expected.length);
}

describe('GET /api/users with the declared filters and sorts', () => {
  it('each filter alone, together and with the spec\'s search gives the users and exact total of a reference, by name', async () => {
    const rows = await reference();
    const cases: [string, (r: Ref) => boolean][] = [
      ['role=ADMIN', (r) => r.role === 'ADMIN'],
      // DEFAULT: no role, an empty one or one the app does not know.
      ['role=DEFAULT', (r) => r.role === 'DEFAULT'],
      ['role=ADMIN,DEV,CCURSO', (r) => ['ADMIN', 'DEV', 'CCURSO'].includes(r.role)],
      ['role=GCI', (r) => r.role === 'GCI'],
      ['school=ESTG', (r) => r.school === 'ESTG'],
      ['school=ESA,ESE', (r) => r.school === 'ESA' || r.school === 'ESE'],
      ['school=SAS', (r) => r.school === 'SAS'],
      ['course=9201', (r) => r.course === '9201'],
      ['course=nenhum', () => false],
      ['role=DEFAULT&school=ESTG', (r) => r.role === 'DEFAULT' && r.school === 'ESTG'],
      ['role=CCURSO&school=ESTG&course=9205', (r) => r.role === 'CCURSO' && r.school === 'ESTG' && r.course === '9205'],
      ['school=ESA&course=9201', () => false],
      ['search=joana&role=DEFAULT', (r) => finds('joana')(r) && r.role === 'DEFAULT'],
      ['search=SIMÕES&school=ESTG', (r) => finds('simões')(r) && r.school === 'ESTG'],
      ['search=campus&role=ADMIN,DEFAULT&school=ESTG', (r) => finds('campus')(r) && ['ADMIN', 'DEFAULT'].includes(r.role) && r.school === 'ESTG'],
      [`search=${encodeURIComponent('100%')}&role=DEFAULT`, (r) => finds('100%')(r) && r.role === 'DEFAULT'],
    ];
    for (const [query, keep] of cases) {
      const kept = rows.filter(keep);
      await expectPage(query, inOrder(kept), rows);
      await expectPage(`${query}&sort=name&order=DESC`, inOrder(kept, 'name', 'DESC'), rows);
      await expectPage(`${query}&sort=email&order=ASC`, inOrder(kept, 'email', 'ASC'), rows);
    }
    // The reference is not trivial: the odd roles are read as the app reads them.
    const role = (id: string) => rows.find((r) => r.id === id)!.role;
    expect(['lista1', 'lista2', 'lista3', 'lista4', 'lista5'].map(role)).toEqual(['ADMIN', 'DEFAULT', 'DEFAULT', 'CCURSO', 'DEFAULT']);
    expect(rows.filter((r) => r.role === 'DEFAULT').length).toBeGreaterThan(30);
    expect(rows.filter((r) => r.role === 'DEFAULT' && r.school === 'ESTG').length).toBeGreaterThan(2);
  });

  it('sorts by name, id and e-mail both ways, alone and under a filter, ties by id, no name or e-mail last', async () => {
    const rows = await reference();
    for (const field of usersList.sorts) {
      for (const order of ['ASC', 'DESC'] as const) {
        await expectPage(`sort=${field}&order=${order}`, inOrder(rows, field, order), rows);
        await expectPage(`role=DEFAULT&sort=${field}&order=${order}`, inOrder(rows.filter((r) => r.role === 'DEFAULT'), field, order), rows);
        await expectPage(`search=joana&sort=${field}&order=${order}`, inOrder(rows.filter(finds('joana')), field, order), rows);
      }
    }
    // A sort without an order is ascending; the two names that fold alike come by id, reversed when descending.
    await expectPage('sort=id', inOrder(rows, 'id'), rows);
    const tied = (await list('search=joana%20simoes&sort=name&order=DESC')).data.map((u) => u.id_utilizador);
    expect(tied).toEqual(['lista2', 'lista1']);
    const last = (await list('sort=email&order=ASC&limit=100&page=0&school=ESA')).data.at(-1);
    expect(last?.email).toBeNull();
  });

  it('an unknown filter or sort, or a bad value, is a 400 in Portuguese; the search keeps its own', async () => {
    const refused: [string, string][] = [
      ['nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['escola=ESTG&curso=9201', LIST_MESSAGES.unknown(['escola', 'curso'])],
      ['sort=role', LIST_MESSAGES.sort],
      ['sort=nome', LIST_MESSAGES.sort],
      ['sort=name&order=UP', LIST_MESSAGES.order],
      ['role=admin', LIST_MESSAGES.choice],
      ['role=ADMIN,FOO', LIST_MESSAGES.choice],
      ['school=ESTGX', LIST_MESSAGES.choice],
      ['course=%20', LIST_MESSAGES.choice],
      [`course=${'9'.repeat(51)}`, LIST_MESSAGES.tooLong],
      [`search=${'x'.repeat(101)}&role=ADMIN`, 'Pesquisa demasiado longa (máximo 100 caracteres).'],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('admin', { method: 'GET', url: `/api/users?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('only ADMIN and DEV list users, filtered or not', async () => {
    for (const user of ['admin', 'dev']) expect((await list('role=ADMIN', user)).data.length).toBeGreaterThan(0);
    for (const user of ['ccurso', 'rh', 'default']) {
      const res = await t.as(user, { method: 'GET', url: '/api/users?role=ADMIN&sort=email' });
      expect(res.statusCode, user).toBe(403);
    }
  });

  it('every filter and sort is served by an index: the filter an index condition, a page in the name order or a sort with no Sort node', async () => {
    const schema = declaredListQuery(usersQuery, usersList);
    const planOf = async (query: Record<string, string>) => {
      const statements = await declaredUsersStatements(t.database.db, schema.parse(query) as UsersListQuery);
      return {
        pageIds: await planWithoutSeqScans(t.database.db, statements.pageIds, { inIndexOrder: true }),
        pageRows: await planWithoutSeqScans(t.database.db, statements.pageRows),
        count: statements.count && (await planWithoutSeqScans(t.database.db, statements.count)),
      };
    };
    /** Each filter with one value, and the column its plan's index condition names. */
    const filters: [Record<string, string>, string][] = [
      [{ role: 'ADMIN' }, 'role_efetivo'],
      [{ role: 'DEFAULT' }, 'role_efetivo'],
      [{ school: 'ESTG' }, 'unidade_organica'],
      [{ course: '9201' }, 'curso'],
    ];
    for (const [filter, column] of filters) {
      for (const order of ['ASC', 'DESC']) {
        const query = { ...filter, sort: 'name', order };
        const plans = await planOf(query);
        const what = JSON.stringify(query);
        for (const plan of [plans.pageIds, plans.count!]) {
          expect(plan, `${what}\n${plan}`).not.toMatch(/Seq Scan/);
          expect(plan, `${what}\n${plan}`).toMatch(new RegExp(`Index Cond: .*\\b${column}\\b`));
        }
        // The filter's index holds the name order: the page stops at its rows, unsorted.
        expect(plans.pageIds, `${what}\n${plans.pageIds}`).not.toMatch(/Sort Key/);
        expect(plans.pageRows, what).not.toMatch(/Seq Scan/);
      }
    }
    for (const field of usersList.sorts) {
      for (const order of ['ASC', 'DESC']) {
        const plans = await planOf({ sort: field, order });
        expect(plans.pageIds, `${field} ${order}\n${plans.pageIds}`).not.toMatch(/Seq Scan|Sort Key/);
        expect(plans.pageRows, `${field} ${order}\n${plans.pageRows}`).not.toMatch(/Seq Scan/);
        expect(plans.count, 'no filter: the counter').toBeUndefined();
      }
    }
  });
});
