import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { abandonmentList, declaredListQuery, LIST_MESSAGES, SCHOOLS, type AbandonmentUser } from '../../src/contract';
import { abandonmentFlags, users } from '../../src/server/db/schema';
import { abandonmentRows } from '../../src/server/repositories/abandonment';
import { foldText, planWithoutSeqScans, sortedRows } from './declaredLists';
import { buildTestApp, type TestApp } from './helper';

// The medical abandonment list's declared filters and sort (src/contract/lists/abandonment.ts):
// each answer against the rows a reference computed here keeps, in its order; the row rule (the
// school of `UO`, one the user may see) under every filter; the refusals; an index for each filter.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Names with accents and capitals, two folding to the same text (the tie broken by id), in ESTG
  // (DIRECAO's) and one in ESA (not DIRECAO's) with a name that ESTG's search would also find.
  await t.database.db.insert(users).values([
    { idUtilizador: 'abandono1', nome: 'Joana Simões Âncora', numUtilizador: '91001', email: 'abandono1@example.pt' },
    { idUtilizador: 'abandono2', nome: 'JOANA SIMOES ANCORA', numUtilizador: '91002', email: 'abandono2@example.pt' },
    { idUtilizador: 'abandono3', nome: 'Zé Ânçora 100%_x', numUtilizador: '91003', email: 'abandono3@example.pt' },
    { idUtilizador: 'abandono4', nome: 'Joana de Fora', numUtilizador: '91004', email: 'abandono4@example.pt' },
  ]);
  await t.database.db.insert(abandonmentFlags).values([
    { unidadeOrganica: 'ESTG', userId: 'abandono1', descricao: 'Teste dos filtros.' },
    { unidadeOrganica: 'ESTG', userId: 'abandono2', descricao: 'Teste dos filtros.' },
    { unidadeOrganica: 'ESTG', userId: 'abandono3', descricao: 'Teste dos filtros.' },
    { unidadeOrganica: 'ESA', userId: 'abandono4', descricao: 'Teste dos filtros.' },
  ]);
});
afterAll(() => t.close());

type Row = { id: string; name: string; school: string };

/** Every flag with its user, as the reference reads them (the test's own join). */
async function allRows(): Promise<Row[]> {
  const rows = await t.database.db
    .select({ id: users.idUtilizador, name: users.nome, school: abandonmentFlags.unidadeOrganica })
    .from(abandonmentFlags)
    .innerJoin(users, eq(users.idUtilizador, abandonmentFlags.userId));
  // The reference sort reads names as text: every flagged user here has one.
  expect(rows.every((r) => r.name !== null)).toBe(true);
  return rows as Row[];
}

const uoOf = (sigla: string) => SCHOOLS.find((s) => s.sigla === sigla)!.id;

async function get(user: string, query: string): Promise<AbandonmentUser[]> {
  const res = await t.as(user, { method: 'GET', url: `/api/users/medabandono?${query}` });
  expect(res.statusCode, `${user} ${query}: ${res.body}`).toBe(200);
  return res.json().data as AbandonmentUser[];
}

const byName = (rows: Row[]) => sortedRows(rows, 'name', 'ASC', (r) => String(r.id)).map((r) => r.id);

/** Each filter alone and together, on the school of `UO`. */
const cases: { query: string; keep: (r: Row) => boolean }[] = [
  { query: 'name=simoes', keep: (r) => foldText(r.name).includes('simoes') },
  { query: 'name=ANÇORA', keep: (r) => foldText(r.name).includes('ancora') },
  // The search's own % and _ are taken literally.
  { query: `name=${encodeURIComponent('100%_x')}`, keep: (r) => r.name.includes('100%_x') },
  { query: 'name=%25', keep: (r) => r.name.includes('%') },
  { query: 'name=ninguem-assim', keep: () => false },
  { query: 'school=ESTG', keep: (r) => r.school === 'ESTG' },
  { query: 'school=ESA,ESTG', keep: (r) => ['ESA', 'ESTG'].includes(r.school) },
  { query: 'school=ESA', keep: (r) => r.school === 'ESA' },
  { query: 'name=joana&school=ESTG', keep: (r) => foldText(r.name).includes('joana') && r.school === 'ESTG' },
  { query: 'name=joana&school=ESE', keep: () => false },
];

describe('GET /users/medabandono with the declared filters and sort', () => {
  it("each filter, alone and together, gives the rows of the UO's school a reference computed here keeps, by name", async () => {
    const rows = await allRows();
    for (const unit of ['ESTG', 'ESA']) {
      for (const { query, keep } of cases) {
        const expected = byName(rows.filter((r) => r.school === unit && keep(r)));
        expect((await get('admin', `UO=${uoOf(unit)}&${query}`)).map((u) => u.id_utilizador), `${unit} ${query}`).toEqual(expected);
      }
    }
    // The reference is not trivial: the name search keeps some of the school's rows and leaves others.
    const estg = rows.filter((r) => r.school === 'ESTG');
    expect(estg.filter((r) => foldText(r.name).includes('simoes')).length).toBe(2);
    expect(estg.length).toBeGreaterThan(3);
  });

  it('the row rule holds under every filter: the school of UO, and DIRECAO only its own schools', async () => {
    const rows = await allRows();
    for (const { query, keep } of cases) {
      // direcao: ESTG and ESCE.
      const data = await get('direcao', `UO=${uoOf('ESTG')}&${query}`);
      expect(data.map((u) => u.id_utilizador), query).toEqual(byName(rows.filter((r) => r.school === 'ESTG' && keep(r))));
      // Asking a school DIRECAO may not see stays a 403, whatever the filters (a filter never widens).
      const res = await t.as('direcao', { method: 'GET', url: `/api/users/medabandono?UO=${uoOf('ESA')}&${query}` });
      expect(res.statusCode, query).toBe(403);
    }
    // ESA's 'Joana de Fora' is not in ESTG's list, even filtered to ESA.
    expect(await get('admin', `UO=${uoOf('ESTG')}&school=ESA`)).toEqual([]);
    expect((await get('admin', `UO=${uoOf('ESTG')}&name=fora`)).length).toBe(0);
  });

  it('sorts by name and by id both ways, ties by id, as a sort done here', async () => {
    const rows = (await allRows()).filter((r) => r.school === 'ESTG');
    const uo = `UO=${uoOf('ESTG')}`;
    for (const field of abandonmentList.sorts) {
      for (const order of ['ASC', 'DESC'] as const) {
        const expected = sortedRows(rows, field, order, (r) => String(r.id)).map((r) => r.id);
        expect((await get('admin', `${uo}&sort=${field}&order=${order}`)).map((u) => u.id_utilizador), `${field} ${order}`).toEqual(expected);
      }
    }
    // No order: by name; a sort without an order: ascending.
    expect((await get('admin', uo)).map((u) => u.id_utilizador)).toEqual(byName(rows));
    expect((await get('admin', `${uo}&sort=id`)).map((u) => u.id_utilizador)).toEqual(sortedRows(rows, 'id', 'ASC', (r) => String(r.id)).map((r) => r.id));
    // The two names that fold alike come by id, reversed when descending.
    const tied = (await get('admin', `${uo}&name=simoes&sort=name&order=DESC`)).map((u) => u.id_utilizador);
    expect(tied).toEqual(['abandono2', 'abandono1']);
  });

  it('an unknown filter or sort, or a bad value, is a 400 in Portuguese; the spec\'s UO keeps its own', async () => {
    const refused: [string, string][] = [
      ['UO=3&nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['UO=3&procurar=x&escola=ESTG', LIST_MESSAGES.unknown(['procurar', 'escola'])],
      ['UO=3&sort=email', LIST_MESSAGES.sort],
      ['UO=3&sort=name&order=UP', LIST_MESSAGES.order],
      ['UO=3&school=ESTGX', LIST_MESSAGES.choice],
      ['UO=3&school=ESTG,3', LIST_MESSAGES.choice],
      ['UO=3&name=', LIST_MESSAGES.choice],
      [`UO=3&name=${'x'.repeat(201)}`, LIST_MESSAGES.tooLong],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('admin', { method: 'GET', url: `/api/users/medabandono?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // Filters do not stand in for the spec's UO.
    const res = await t.as('admin', { method: 'GET', url: '/api/users/medabandono?school=ESTG' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.UO).toBe('Unidade orgânica inválida: use um número de 1 a 8.');
  });

  it('every declared filter and sort is served by an index: no sequential scan in its plan', async () => {
    const schema = declaredListQuery(z.object({}), abandonmentList);
    const filters: [string, Record<string, string>, RegExp][] = [
      // The school's flags from the flags' key (the row rule's UO and the filter's schools).
      ['school', { school: 'ESTG,ESA' }, /Index Cond: .*unidade_organica/],
      // The name: the row rule's school first (a school's few flags, by the flags' key), each name
      // checked on the user's row read by its key, or the name's trigram index when the planner
      // finds it cheaper; either way the flags are read by an index condition on the school.
      ['name', { name: 'simoes' }, /Index Cond: \(unidade_organica = 'ESTG'::text\)[\s\S]*(Filter|Index Cond|Recheck Cond): \(lower\(f_unaccent\((users\.)?nome\)\) ~~|Index Cond: \(lower\(f_unaccent\((users\.)?nome\)\) ~~/],
    ];
    for (const [key, query, condition] of filters) {
      const plan = await planWithoutSeqScans(t.database.db, abandonmentRows(t.database.db, 'ESTG', schema.parse(query)));
      expect(plan, `${key}\n${plan}`).not.toMatch(/Seq Scan/);
      expect(plan, `${key}\n${plan}`).toMatch(condition);
    }
    for (const sort of abandonmentList.sorts) {
      for (const order of ['ASC', 'DESC']) {
        const plan = await planWithoutSeqScans(t.database.db, abandonmentRows(t.database.db, 'ESTG', schema.parse({ sort, order })));
        expect(plan, `${sort} ${order}\n${plan}`).not.toMatch(/Seq Scan/);
      }
    }
  });
});
