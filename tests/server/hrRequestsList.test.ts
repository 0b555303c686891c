import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, type SQLWrapper } from 'drizzle-orm';
import { hrRequests, hrRequestTypes, users } from '../../src/server/db/schema';
import { declaredCount, declaredPageIds, declaredPageRows, type HrRequestsListQuery } from '../../src/server/repositories/hrRequests';
import { FIELD_MESSAGES, filterParams, hrRequestsList, LIST_MESSAGES, type HrRequestsPage, type ListFilter } from '../../src/contract';
import type { Db } from '../../src/server/db/client';
import { buildTestApp, type TestApp } from './helper';
import { foldText, lisbonDay, listCases, planWithoutSeqScans, sortedRows } from './declaredLists';

// The HR requests list's declared filters and sort (src/contract/lists/hrRequests.ts): each answer
// against the rows a reference computed here from the whole table keeps, in the order it sorts them.

let t: TestApp;
let frontierType = '';
beforeAll(async () => {
  t = await buildTestApp();
  // A type of its own, with requests on both sides of a Lisbon midnight (summer time: 23:00 UTC).
  const [type] = await t.database.db.insert(hrRequestTypes).values({ name: 'Fronteira' }).returning();
  frontierType = type.id;
  await t.database.db.insert(hrRequests).values([
    { typeId: type.id, corpo: 'Antes da meia-noite', date: new Date('2026-07-14T22:59:59.999Z') },
    { typeId: type.id, corpo: 'À meia-noite', date: new Date('2026-07-14T23:00:00Z') },
    { typeId: type.id, corpo: 'No dia seguinte', date: new Date('2026-07-15T12:00:00Z') },
  ]);
  // Requesters and texts with accents, for the search: by the request's text, the requester's name or e-mail.
  await t.database.db.insert(users).values([
    { idUtilizador: 'pedido.jfc', nome: 'João Ferreira Conceição', email: 'jfc@campus.exemplo.pt' },
    { idUtilizador: 'pedido.mst', nome: 'Marta Sá', email: 'Marta.Sa.Ferraz@Campus.Exemplo.pt' },
  ]);
  await t.database.db.insert(hrRequests).values([
    { typeId: type.id, userId: 'pedido.jfc', corpo: 'Peço declaração de vínculo.', date: new Date('2026-09-01T10:00:00Z') },
    { typeId: type.id, userId: 'pedido.mst', corpo: 'Pedido de FÉRIAS em agosto', date: new Date('2026-09-02T10:00:00Z') },
    { typeId: type.id, corpo: 'Sem requerente: férias de Natal', date: new Date('2026-09-03T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.as('rh', { method: 'GET', url: `/api/questoesrh?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as HrRequestsPage;
};

interface Ref {
  [key: string]: unknown;
  id: string;
  answered: boolean;
  file: string | null;
  anexoNome: string | null;
  type: string;
  typeName: string;
  date: Date;
  /** What the search reads: the request's text, its requester's id, name and e-mail, a line each. */
  search: string;
}

/** Every request as the filters read it: answered, the type's id and name, the date, the text and requester. */
const reference = async (): Promise<Ref[]> =>
  (
    await t.database.db
      .select({
        id: hrRequests.id,
        answered: hrRequests.answered,
        file: hrRequests.anexoFileId,
        anexoNome: hrRequests.anexoNome,
        type: hrRequests.typeId,
        typeName: hrRequestTypes.name,
        date: hrRequests.date,
        corpo: hrRequests.corpo,
        userId: hrRequests.userId,
        nome: users.nome,
        email: users.email,
      })
      .from(hrRequests)
      .innerJoin(hrRequestTypes, eq(hrRequestTypes.id, hrRequests.typeId))
      .leftJoin(users, eq(users.idUtilizador, hrRequests.userId))
  ).map(({ corpo, userId, nome, email, ...r }) => ({ ...r, search: [corpo, userId, nome, email].map((v) => v ?? '').join('\n') }));

/** The request's text or its requester contains the term, case and accents aside (the `search` filter). */
const finds = (term: string) => (r: Ref) => foldText(r.search).includes(foldText(term));

/** In the list's order (newest first, ties by id) or its reverse. */
const inOrder = (rows: readonly Ref[], order: 'ASC' | 'DESC' = 'DESC') => sortedRows(rows, 'date', order, (r) => String(r.id)) as Ref[];

/** The page's ids, total and row rules against the rows kept here. */
async function expectPage(query: string, expected: Ref[]) {
  const page = await list(`${query}&limit=100`);
  expect(page.pagination, query).toEqual({ count: Math.min(100, expected.length), limit: 100, total: expected.length, page: 0 });
  expect(page.data.map((r) => r._id), query).toEqual(expected.slice(0, 100).map((r) => r.id));
  // Row rules: an answered request has its answer's name; each row is of the type the reference says.
  const byId = new Map(expected.map((r) => [r.id, r]));
  for (const row of page.data) {
    const ref = byId.get(row._id)!;
    expect(row.anexoNome !== null, query).toBe(ref.answered);
    expect(row.type, query).toBe(ref.typeName);
    expect(row.date, query).toBe(ref.date.toISOString());
  }
}

describe('GET /api/questoesrh with the declared filters and sort', () => {
  it('answered is stored by the database: an answer file present', async () => {
    const rows = await reference();
    expect(rows.some((r) => r.answered)).toBe(true);
    expect(rows.some((r) => !r.answered)).toBe(true);
    for (const r of rows) expect(r.answered).toBe(r.file !== null);
  });

  it('each filter alone, together and beside the spec\'s respondidos and tipo, gives the rows and exact total of a reference', async () => {
    const rows = await reference();
    const { filters } = listCases(hrRequestsList, rows);
    const typeCase = filters.find((c) => 'type' in c.query)!;
    const days = rows.map((r) => lisbonDay(r.date)).sort();
    const [from, to] = [days[Math.floor(days.length * 0.3)], days[Math.floor(days.length * 0.7)]];
    const type = typeCase.query.type;
    const typeName = rows.find((r) => r.type === type)!.typeName;
    const cases: [string, (r: Ref) => boolean][] = [
      ...filters.map((c): [string, (r: Ref) => boolean] => [new URLSearchParams(c.query).toString(), c.selects]),
      // The search: part of the text or of the requester's name or e-mail, case and accents aside.
      ['search=ferr', finds('ferr')],
      ['search=joao', finds('joao')],
      ['search=CONCEICAO', finds('conceicao')],
      ['search=ferias', finds('ferias')],
      [`search=${encodeURIComponent('FÉRIAS em')}`, finds('férias em')],
      ['search=sa.ferraz%40campus', finds('sa.ferraz@campus')],
      ['search=pedido.jfc', finds('pedido.jfc')],
      [`search=ferias&type=${frontierType}&date_gte=2026-09-03`, (r) => finds('ferias')(r) && r.type === frontierType && lisbonDay(r.date) >= '2026-09-03'],
      ['search=ferr&answered=false', (r) => finds('ferr')(r) && !r.answered],
      [`search=joao&tipo=${encodeURIComponent('FRONTEIRA')}&respondidos=false`, (r) => finds('joao')(r) && r.type === frontierType && !r.answered],
      ['search=%25', finds('%')],
      ['search=nao_existe_isto', () => false],
      [`answered=false&type=${type}`, (r) => !r.answered && r.type === type],
      [`answered=true&date_gte=${from}&date_lte=${to}`, (r) => r.answered && lisbonDay(r.date) >= from && lisbonDay(r.date) <= to],
      [`type=${type}&date_gte=${from}`, (r) => r.type === type && lisbonDay(r.date) >= from],
      [`answered=false&type=${type}&date_lte=${to}`, (r) => !r.answered && r.type === type && lisbonDay(r.date) <= to],
      // Beside the spec's own parameters.
      [`respondidos=false&date_gte=${from}`, (r) => !r.answered && lisbonDay(r.date) >= from],
      [`tipo=${encodeURIComponent(typeName.toUpperCase())}&answered=true`, (r) => r.type === type && r.answered],
      [`respondidos=true&answered=false`, () => false],
      // Lisbon days, both included: 23:59:59.999 on the 14th is the 14th, 23:00 UTC the 15th.
      [`type=${frontierType}&date_lte=2026-07-14`, (r) => r.type === frontierType && lisbonDay(r.date) <= '2026-07-14'],
      [`type=${frontierType}&date_gte=2026-07-15&date_lte=2026-07-15`, (r) => r.type === frontierType && lisbonDay(r.date) === '2026-07-15'],
      ['type=00000000-0000-0000-0000-000000000000', () => false],
      ['type=nenhum', () => false],
      ['date_lte=2001-01-01', () => false],
    ];
    expect(rows.filter(cases.at(-5)![1])).toHaveLength(1);
    expect(rows.filter(cases.at(-4)![1])).toHaveLength(2);
    // The search cases are not trivial: each keeps the requests it was written for, and leaves others.
    const textsOf = (query: string) => rows.filter(cases.find(([q]) => q === query)![1]).map((r) => r.search.split('\n')[0]);
    expect(textsOf('search=joao')).toContain('Peço declaração de vínculo.');
    expect(textsOf('search=CONCEICAO')).toContain('Peço declaração de vínculo.');
    expect(textsOf('search=ferr')).toEqual(expect.arrayContaining(['Peço declaração de vínculo.', 'Pedido de FÉRIAS em agosto']));
    expect(textsOf('search=ferias')).toEqual(expect.arrayContaining(['Pedido de FÉRIAS em agosto', 'Sem requerente: férias de Natal']));
    expect(textsOf('search=sa.ferraz%40campus')).toEqual(['Pedido de FÉRIAS em agosto']);
    expect(textsOf(`search=ferias&type=${frontierType}&date_gte=2026-09-03`)).toEqual(['Sem requerente: férias de Natal']);
    // (The written ones: the generated case's term comes from whatever row is in the middle, as common as it may be.)
    for (const [query] of cases.slice(filters.length).filter(([q]) => q.startsWith('search=') && !q.includes('&'))) expect(textsOf(query).length, query).toBeLessThan(rows.length / 2);
    for (const [query, keep] of cases) {
      const kept = rows.filter(keep);
      await expectPage(query, inOrder(kept));
      await expectPage(`${query}&sort=date&order=ASC`, inOrder(kept, 'ASC'));
    }
    // A later page: by its offset, without overlap.
    const q = `date_gte=${from}&date_lte=${to}&limit=10&page=2`;
    const kept = inOrder(rows.filter((r) => lisbonDay(r.date) >= from && lisbonDay(r.date) <= to));
    expect((await list(q)).data.map((s) => s._id)).toEqual(kept.slice(20, 30).map((r) => r.id));
  });

  it('sorts by date both ways, alone and under a filter, as a sort here does ("still unanswered, oldest first")', async () => {
    const rows = await reference();
    const open = rows.filter((r) => !r.answered);
    const cases: [string, Ref[]][] = [
      ['sort=date&order=ASC', inOrder(rows, 'ASC')],
      // `sort` alone is ascending (react-admin's default when one picks a column).
      ['sort=date', inOrder(rows, 'ASC')],
      ['sort=date&order=DESC', inOrder(rows)],
      ['answered=false&sort=date&order=ASC', inOrder(open, 'ASC')],
      ['respondidos=false&sort=date&order=ASC', inOrder(open, 'ASC')],
      ['sort=date&order=ASC&page=3', inOrder(rows, 'ASC').slice(75)],
    ];
    for (const [query, expected] of cases) {
      const page = await list(`${query}&limit=25`);
      expect(page.data.map((s) => s._id), query).toEqual(expected.slice(0, 25).map((r) => r.id));
      expect(page.pagination.total, query).toBe(query.includes('page=3') ? rows.length : expected.length);
    }
    // The plain path answers oldest first with the totals the counters give newest first.
    const [asc, desc] = await Promise.all([list('sort=date&order=ASC&respondidos=false'), list('respondidos=false')]);
    expect(asc.pagination).toEqual(desc.pagination);
  });

  it('an unknown filter or sort, a bad value or one too long is a 400 in Portuguese', async () => {
    const refused: [string, string][] = [
      ['nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['corpo=x&anexoNome=y', LIST_MESSAGES.unknown(['corpo', 'anexoNome'])],
      ['sort=corpo', LIST_MESSAGES.sort],
      ['sort=date&order=UP', LIST_MESSAGES.order],
      ['answered=talvez', LIST_MESSAGES.yesNo],
      ['date_gte=2026-02-30', LIST_MESSAGES.date],
      ['date_lte=ontem', LIST_MESSAGES.date],
      [`type=${'x'.repeat(101)}`, LIST_MESSAGES.tooLong],
      ['type=%20', LIST_MESSAGES.choice],
      [`search=${'é'.repeat(201)}`, LIST_MESSAGES.tooLong],
      ['search=%20%20', LIST_MESSAGES.choice],
      ['search=f%00rias', FIELD_MESSAGES.nul],
      ['respondidos=talvez', 'respondidos deve ser true ou false.'],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('rh', { method: 'GET', url: `/api/questoesrh?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('every declared filter and sort is served by an index: no sequential scan, the filter an index condition, the page\'s ids in the index\'s order', async () => {
    const rows = await reference();
    const day = lisbonDay(rows[0].date);
    // The search: part of a word, and an accented one in capitals (the trigram indexes each time).
    const values = (filter: ListFilter): (string | boolean)[] => (filter.kind === 'dateRange' ? [day] : filter.kind === 'yesNo' ? [false] : filter.kind === 'search' ? ['ferr', 'FÉRIAS'] : [rows[0].type]);
    const filters = Object.entries(hrRequestsList.filters).flatMap(([key, filter]) =>
      values(filter).map((value) => ({ key, query: Object.fromEntries(filterParams(key, filter).map((p) => [p, value])) })),
    );
    /**
     * The columns each filter reads, as its plan's index conditions name them: the search reads the
     * request's text, the users' search column, then the requests of the users found.
     */
    const column: Record<string, string[]> = { search: ['corpo', 'busca', 'user_id'], answered: ['answered'], type: ['type_id'], date: ['date'] };
    const planOf = (statement: (db: Db) => SQLWrapper) => planWithoutSeqScans(t.database.db, statement(t.database.db));
    for (const order of [undefined, 'ASC', 'DESC'] as const) {
      for (const { key, query } of filters) {
        const q: HrRequestsListQuery = { limit: 25, page: 0, ...query, ...(order && { sort: 'date', order }) };
        for (const plan of [await planOf((db) => declaredPageIds(db, q)), await planOf(() => declaredCount(q))]) {
          expect(plan, JSON.stringify(q)).not.toMatch(/Seq Scan/);
          for (const name of column[key]) expect(plan, JSON.stringify(q)).toMatch(new RegExp(`Index Cond: .*\\b${name}\\b`));
        }
        expect(await planOf((db) => declaredPageRows(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan/);
      }
    }
    for (const order of ['ASC', 'DESC'] as const) {
      for (const respondidos of [undefined, false]) {
        const q: HrRequestsListQuery = { limit: 25, page: 0, sort: 'date', order, respondidos };
        expect(await planOf((db) => declaredPageIds(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan|Sort Key/);
        expect(await planOf((db) => declaredPageRows(db, q)), JSON.stringify(q)).not.toMatch(/Seq Scan/);
      }
    }
  });
});
