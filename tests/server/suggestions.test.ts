import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { suggestions, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  (
    await t.database.db
      .select({ all: sql<number>`count(*)::int`, archived: sql<number>`(count(*) filter (where ${suggestions.isArquivado}))::int` })
      .from(suggestions)
  )[0];
const list = (query = '') => t.as('admin', { method: 'GET', url: `/api/bugs${query}` });

describe('GET /api/bugs', () => {
  it('returns the first 25 suggestions, newest first, with the totals', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json();
    const { all, archived } = await counts();
    expect(all).toBeGreaterThanOrEqual(300);
    expect(archived / all).toBeGreaterThan(0.2);
    expect(archived / all).toBeLessThan(0.4);
    expect(pagination).toEqual({ count: 25, limit: 25, total: all, page: 0, archived });
    expect(data).toHaveLength(25);
    expect(Object.keys(data[0]).sort()).toEqual(['_id', 'date', 'emailUser', 'isArquivado', 'mensagem', 'nomeUser']);
    const dates = data.map((s: { date: string }) => Date.parse(s.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const [newest] = await t.database.db.select().from(suggestions).orderBy(desc(suggestions.date)).limit(1);
    expect(data[0]).toEqual({
      _id: newest.id,
      nomeUser: newest.nomeUser,
      emailUser: newest.emailUser,
      mensagem: newest.mensagem,
      date: newest.date.toISOString(),
      isArquivado: newest.isArquivado,
    });
  });

  it('pages with a zero-based page and a limit, without overlap', async () => {
    const first = (await list('?limit=10&page=0')).json();
    const second = (await list('?limit=10&page=1')).json();
    expect(second.pagination).toMatchObject({ count: 10, limit: 10, page: 1 });
    const ids = [...first.data, ...second.data].map((s: { _id: string }) => s._id);
    expect(new Set(ids).size).toBe(20);
    expect((await list('?limit=20&page=0')).json().data.map((s: { _id: string }) => s._id)).toEqual(ids);

    const { total } = first.pagination;
    const last = (await list(`?limit=25&page=${Math.floor(total / 25)}`)).json();
    expect(last.pagination.count).toBe(total % 25);
    const beyond = (await list('?limit=25&page=999')).json();
    expect(beyond).toMatchObject({ data: [], pagination: { count: 0, total } });
  });

  it('leaves archived suggestions out with arquivados=false, still counting them', async () => {
    const { all, archived } = await counts();
    const res = (await list('?arquivados=false&limit=100')).json();
    expect(res.pagination).toMatchObject({ total: all - archived, archived, count: 100 });
    expect(res.data.every((s: { isArquivado: boolean }) => !s.isArquivado)).toBe(true);
  });

  it('answers 400 to a bad limit or page', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?page=-1', '?page=1.5', '?arquivados=talvez']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/limite|página|arquivados/i);
    }
  });
});

describe('PUT /api/bugs/:id', () => {
  it('archives and restores a suggestion, changing nothing else', async () => {
    const [before] = await t.database.db.select().from(suggestions).where(eq(suggestions.isArquivado, false)).limit(1);
    const res = await t.as('dev', {
      method: 'PUT',
      url: `/api/bugs/${before.id}`,
      payload: { isArquivado: true, mensagem: 'alterada', nomeUser: 'outro', date: '2000-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: before.id,
      nomeUser: before.nomeUser,
      emailUser: before.emailUser,
      mensagem: before.mensagem,
      date: before.date.toISOString(),
      isArquivado: true,
    });
    const [after] = await t.database.db.select().from(suggestions).where(eq(suggestions.id, before.id));
    expect(after).toEqual({ ...before, isArquivado: true });

    const back = await t.as('admin', { method: 'PUT', url: `/api/bugs/${before.id}`, payload: { isArquivado: false } });
    expect(back.json().data.isArquivado).toBe(false);
  });

  it('answers 404 to an unknown suggestion or an id that is no UUID, and 400 to a malformed body, changing nothing', async () => {
    const [row] = await t.database.db.select().from(suggestions).limit(1);
    const unknown = await t.as('admin', { method: 'PUT', url: '/api/bugs/00000000-0000-4000-8000-000000000000', payload: { isArquivado: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sugestão não encontrada.');
    const malformed = await t.as('admin', { method: 'PUT', url: '/api/bugs/123', payload: { isArquivado: true } });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, 'Sugestão não encontrada.']);
    for (const payload of [{}, { isArquivado: 'sim' }, { isArquivado: null }]) {
      const res = await t.as('admin', { method: 'PUT', url: `/api/bugs/${row.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.isArquivado).toBe('isArquivado deve ser verdadeiro ou falso.');
    }
    const [after] = await t.database.db.select().from(suggestions).where(eq(suggestions.id, row.id));
    expect(after).toEqual(row);
  });
});

describe('POST /api/bugs (from the app)', () => {
  it('creates a suggestion from the signed-in user, which comes first in the list', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.idUtilizador, 'default'));
    const res = await t.as('default', { method: 'POST', url: '/api/bugs', payload: { mensagem: '  A ementa da cantina não abre no iPhone.  ' } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ nomeUser: me.nome, emailUser: me.email, mensagem: 'A ementa da cantina não abre no iPhone.', isArquivado: false });
    expect(Date.now() - Date.parse(data.date)).toBeLessThan(60_000);
    expect((await list('?limit=1')).json().data[0]).toEqual(data);
    const [row] = await t.database.db.select().from(suggestions).where(eq(suggestions.id, data._id));
    expect(row.userId).toBe('default');
  });

  it('uses the id when the user has no name', async () => {
    const res = await t.as('dev', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Teste' } });
    expect(res.json().data.nomeUser).toBe('dev');
  });

  it('answers 400 with Portuguese messages to an empty or too long message, creating nothing', async () => {
    const before = await counts();
    const cases: [unknown, string][] = [
      [{}, 'Mensagem é obrigatória'],
      [{ mensagem: '   ' }, 'Mensagem é obrigatória'],
      [{ mensagem: 42 }, 'Mensagem é obrigatória'],
      [{ mensagem: 'x'.repeat(2001) }, 'Máximo de 2000 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.as('gci', { method: 'POST', url: '/api/bugs', payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ mensagem: message });
    }
    expect((await t.as('gci', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'x'.repeat(2000) } })).statusCode).toBe(201);
    expect((await counts()).all).toBe(before.all + 1);
  });

  it('limits each user to 10 suggestions a minute', async () => {
    const send = () => t.as('tutorias', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Mais uma sugestão' } });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Demasiadas sugestões seguidas/);
    // Another user is not affected.
    expect((await t.as('rh', { method: 'POST', url: '/api/bugs', payload: { mensagem: 'Outra' } })).statusCode).toBe(201);
  });
});
