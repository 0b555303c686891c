import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, like, sql } from 'drizzle-orm';
import { COURSES } from '../../src/server/db/seed/catalog';
import { rowCounts, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(users).values([
    { idUtilizador: 'a20269001', nome: 'João Sebastião Gonçalves', email: 'joao.goncalves@alunos.campus.exemplo.pt', tipo: 'ALUNO' },
    { idUtilizador: 'x100', nome: 'Conta 100%_teste', email: 'conta_teste@campus.exemplo.pt' },
    { idUtilizador: 'x101', nome: 'Conta 100 por cento', email: 'contaXteste@campus.exemplo.pt' },
  ]);
});
afterAll(() => t.close());

interface Item {
  id_utilizador: string;
  nome: string | null;
  email: string | null;
  role: string | null;
  role_extra: string[] | null;
}
const list = async (query = '') => {
  const res = await t.as('admin', { method: 'GET', url: `/api/users${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; pagination: { count: number; limit: number; total: number; page: number } };
};
const put = (id: string, payload: unknown, as = 'admin') => t.as(as, { method: 'PUT', url: `/api/users/${id}`, payload: payload as object });
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.idUtilizador, id)))[0];
const fold = (s: string | null) => (s ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

describe('GET /api/users', () => {
  it('returns 25 users per page ordered by name then id, with the total', async () => {
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const first = await list();
    expect(first.pagination).toEqual({ count: 25, limit: 25, total: n, page: 0 });
    expect(Object.keys(first.data[0]).sort()).toEqual(['email', 'id_utilizador', 'nome', 'role', 'role_extra']);
    const all = [...first.data];
    for (let page = 1; page * 25 < n; page++) all.push(...(await list(`?page=${page}`)).data);
    expect(all).toHaveLength(n);
    expect(new Set(all.map((u) => u.id_utilizador)).size).toBe(n);
    const names = all.filter((u) => u.nome).map((u) => fold(u.nome));
    expect(names).toEqual([...names].sort());
    // Users without a name come last.
    expect(all.at(-1)?.nome).toBeNull();
    expect(all.find((u) => u.id_utilizador === 'ccurso')).toEqual({
      id_utilizador: 'ccurso',
      nome: 'Rui Pedro Almeida Santos',
      email: 'ccurso@campus.exemplo.pt',
      role: 'CCURSO',
      role_extra: ['9201', '9205'],
    });
    expect(all.find((u) => u.id_utilizador === 'default')).toMatchObject({ role: null, role_extra: null });
  });

  it('searches id, name and e-mail ignoring case and accents', async () => {
    for (const term of ['joao', 'JOÃO', 'sebastiao', 'GONCALVES', 'gonçalves']) {
      const { data } = await list(`?search=${encodeURIComponent(term)}`);
      expect(data.map((u) => u.id_utilizador), term).toContain('a20269001');
      expect(data.every((u) => [u.id_utilizador, u.nome, u.email].some((v) => fold(v).includes(fold(term)))), term).toBe(true);
    }
    expect((await list('?search=a20269001')).data.map((u) => u.id_utilizador)).toEqual(['a20269001']);
    expect((await list('?search=helena%40campus')).data).toHaveLength(0);
    expect((await list('?search=direcao%40campus')).data.map((u) => u.id_utilizador)).toEqual(['direcao']);
    const helena = await list('?search=HELENA');
    expect(helena.data.map((u) => u.id_utilizador)).toContain('direcao');
    expect(helena.pagination.total).toBe(helena.data.length);
  });

  it('pages a search in name order, each page with the number of all matches', async () => {
    const term = 'a';
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`concat_ws(' ', ${users.idUtilizador}, ${users.nome}, ${users.email}) ilike '%a%'`);
    expect(n).toBeGreaterThan(20);
    const found: Item[] = [];
    for (let page = 0; page * 7 < n; page++) {
      const { data, pagination } = await list(`?search=${term}&limit=7&page=${page}`);
      expect(pagination.total).toBe(n);
      found.push(...data);
    }
    expect(new Set(found.map((u) => u.id_utilizador)).size).toBe(n);
    const names = found.filter((u) => u.nome).map((u) => fold(u.nome));
    expect(names).toEqual([...names].sort());
  });

  /** The ids of every user whose id, name or e-mail contains the term, ignoring case and accents, from the rows themselves. */
  const containing = async (term: string, on = t) =>
    (await on.database.db.select({ id: users.idUtilizador, nome: users.nome, email: users.email }).from(users))
      .filter((u) => [u.id, u.nome, u.email].some((v) => fold(v).includes(fold(term))))
      .map((u) => u.id)
      .sort();
  /** Every user a search finds, all its pages read. */
  const searched = async (term: string, on = t) => {
    const found: string[] = [];
    for (let page = 0; ; page++) {
      const res = await on.as('admin', { method: 'GET', url: `/api/users?search=${encodeURIComponent(term)}&limit=100&page=${page}` });
      expect(res.statusCode, res.body).toBe(200);
      const { data, pagination } = res.json() as { data: Item[]; pagination: { total: number } };
      found.push(...data.map((u) => u.id_utilizador));
      if (found.length >= pagination.total || data.length === 0) return { ids: found.sort(), total: pagination.total };
    }
  };

  it('finds every user containing any part of a name, id or e-mail, in any case and with any accents', async () => {
    const people = await t.database.db.select({ id: users.idUtilizador, nome: users.nome, email: users.email }).from(users);
    const texts = people.flatMap((u) => [u.id, u.nome, u.email]).filter((v): v is string => !!v);
    const term = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.integer({ min: 1, max: 14 }), fc.boolean())
      .map(([text, at, length, upper]) => {
        const start = at % text.length;
        const part = text.slice(start, start + length).trim();
        return upper ? part.toUpperCase() : part;
      })
      .filter((part) => part.length > 0);
    await fc.assert(
      fc.asyncProperty(term, async (part) => {
        const expected = await containing(part);
        expect(await searched(part), part).toEqual({ ids: expected, total: expected.length });
      }),
      { numRuns: 40 },
    );
  });

  it('finds the same users whatever the trigram counters say (they only choose which trigrams the index reads)', async () => {
    // A server whose first search reads counts made up (some negative) and misses some counters.
    const madeUp = await buildTestApp({}, {
      prepare: async ({ db }) => {
        await db.update(rowCounts).set({ n: sql`(${rowCounts.n} * 7919) % 13 - 6` }).where(like(rowCounts.key, 'users:trigram:%'));
        await db.delete(rowCounts).where(like(rowCounts.key, 'users:trigram:%a%'));
      },
    });
    try {
      for (const term of ['gonçalves', 'RUI PEDRO ALMEIDA', 'ana margarida costa', 'ferreira', 'campus.exemplo', 'silva']) {
        const expected = await containing(term, madeUp);
        expect(expected.length, term).toBeGreaterThan(0);
        expect(await searched(term, madeUp), term).toEqual({ ids: expected, total: expected.length });
      }
    } finally {
      await madeUp.close();
    }
  });

  it('takes % and _ in the search literally', async () => {
    expect((await list(`?search=${encodeURIComponent('100%')}`)).data.map((u) => u.id_utilizador)).toEqual(['x100']);
    expect((await list(`?search=${encodeURIComponent('conta_teste')}`)).data.map((u) => u.id_utilizador)).toEqual(['x100']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).data.map((u) => u.id_utilizador)).toEqual(['x100']);
  });

  it('answers 400 to bad paging or a too long search', async () => {
    for (const query of ['?limit=0', '?page=x', `?search=${'a'.repeat(101)}`]) {
      expect((await t.as('admin', { method: 'GET', url: `/api/users${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/backoffice/unique/cursos and /escolas', () => {
  it('lists every course id, sorted, with names', async () => {
    const res = await t.as('dev', { method: 'GET', url: '/api/backoffice/unique/cursos' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual(COURSES.map((c) => c.id).sort());
    expect(body.cursos).toContainEqual({ id: '9201', nome: 'Engenharia Informática', escola: 'ESTG' });
  });

  it('lists the schools and services in id order', async () => {
    const body = (await t.as('admin', { method: 'GET', url: '/api/backoffice/unique/escolas' })).json();
    expect(body.data).toEqual(['ESA', 'ESE', 'ESTG', 'ESCE', 'ESS', 'ESDL', 'SC', 'SAS']);
    expect(body.escolas[0]).toEqual({ id: 1, sigla: 'ESA', nome: 'Escola Superior Agrária' });
  });
});

describe('PUT /api/users/:id_utilizador', () => {
  it('makes a user CCURSO of two courses, effective on their next request', async () => {
    const token = await t.login('default');
    const bugs = () => t.app.inject({ method: 'GET', url: '/api/bugs', headers: { 'access-token': token } });
    expect((await bugs()).statusCode).toBe(403);

    const res = await put('default', { role: 'ccurso', role_extra: ['9301', '9303', '9301'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id_utilizador: 'default',
      nome: 'Beatriz Alexandra Fonseca Dias',
      email: 'default@campus.exemplo.pt',
      role: 'CCURSO',
      role_extra: ['9301', '9303'],
    });
    expect(await userRow('default')).toMatchObject({ role: 'CCURSO', roleExtra: ['9301', '9303'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/backoffice/verifytoken', headers: { 'access-token': token } });
    expect(me.json().data).toMatchObject({ role: 'CCURSO', role_extra: ['9301', '9303'] });

    expect((await put('default', { role: 'ADMIN', role_extra: null })).json().data).toMatchObject({ role: 'ADMIN', role_extra: null });
    expect((await bugs()).statusCode).toBe(200);
  });

  it('stores DEFAULT as no role, and takes an empty list as no extras', async () => {
    const res = await put('default', { role: 'DEFAULT', role_extra: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: null, role_extra: null });
    expect(await userRow('default')).toMatchObject({ role: null, roleExtra: null });
    expect((await put('default', { role: 'GCI' })).json().data).toMatchObject({ role: 'GCI', role_extra: null });
  });

  it('makes a user DIRECAO of schools', async () => {
    const res = await put('tutorias', { role: 'DIRECAO', role_extra: ['ESA', 'SAS'] });
    expect(res.json().data).toMatchObject({ role: 'DIRECAO', role_extra: ['ESA', 'SAS'] });
    expect((await put('tutorias', { role: 'TUTORIAS', role_extra: null })).statusCode).toBe(200);
  });

  it('refuses unknown roles, unknown extras, extras on roles without them and missing extras, changing nothing', async () => {
    const before = await userRow('gci');
    const cases: [unknown, string][] = [
      [{ role: 'REITOR', role_extra: null }, 'Role desconhecido.'],
      [{ role_extra: null }, 'Role é obrigatório.'],
      [{ role: 'CCURSO', role_extra: null }, 'O role CCURSO precisa de pelo menos um extra.'],
      [{ role: 'DIRECAO', role_extra: [] }, 'O role DIRECAO precisa de pelo menos um extra.'],
      [{ role: 'GCI', role_extra: ['ESTG'] }, 'O role GCI não aceita extras.'],
      [{ role: 'DEFAULT', role_extra: ['9201'] }, 'O role DEFAULT não aceita extras.'],
      [{ role: 'CCURSO', role_extra: '9201' }, 'role_extra deve ser uma lista ou null.'],
      [{ role: 'CCURSO', role_extra: ['9201', ''] }, 'Extra inválido.'],
      [{ role: 'CCURSO', role_extra: ['9201', '0000'] }, 'Cursos desconhecidos: 0000.'],
      [{ role: 'DIRECAO', role_extra: ['ESTG', 'FCT', 'IST'] }, 'Escolas desconhecidas: FCT, IST.'],
      [{ role: 'CCURSO', role_extra: ['ESTG'] }, 'Cursos desconhecidos: ESTG.'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('gci', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().errors), JSON.stringify(payload)).toContain(message);
    }
    expect(await userRow('gci')).toEqual(before);
  });

  it('answers 404 to an unknown user', async () => {
    const res = await put('ninguem', { role: 'GCI', role_extra: null });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Utilizador não encontrado.');
  });
});
