import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema';
import { COURSES } from '../../src/server/db/seed/catalog';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const body = (extra: object = {}) => ({ titulo: 'Aviso', mensagem: 'Uma mensagem de teste.', url: '', date: inMinutes(60), tipo: 'geral', extra: '', ...extra });

const get = (user: string, url: string) => t.as(user, { method: 'GET', url: `/api${url}` });
const post = (user: string, payload: object) => t.as(user, { method: 'POST', url: '/api/notifications', payload });
const put = (user: string, id: string, payload: object) => t.as(user, { method: 'PUT', url: `/api/notifications/${id}`, payload });
const del = (user: string, id: string) => t.as(user, { method: 'DELETE', url: `/api/notifications/${id}` });

async function total(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(notifications);
  return row.n;
}

async function sentBy(author: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.createdBy, author), eq(notifications.sent, true)))
    .limit(1);
  return row.id;
}

describe('GET /api/notifications/type', () => {
  it('lists every type for ADMIN and DEV', async () => {
    for (const user of ['admin', 'dev']) {
      const res = await get(user, '/notifications/type');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: 'geral', name: 'Geral', audience: 'all' },
        { id: 'curso', name: 'Curso', audience: 'course' },
        { id: 'escola', name: 'Escola', audience: 'school' },
      ]);
    }
  });

  it('is refused to the other roles', async () => {
    for (const user of ['gci', 'presidencia', 'ccurso', 'direcao', 'rh', 'tutorias', 'default']) {
      expect((await get(user, '/notifications/type')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/notifications/type/me', () => {
  it('offers ADMIN and DEV the general type, and course and school types with any extra', async () => {
    for (const user of ['admin', 'dev']) {
      const data = (await get(user, '/notifications/type/me')).json().data;
      expect(data.map((o: { id: string }) => o.id)).toEqual(['geral', 'curso', 'escola']);
      expect(data[0]).toEqual({ id: 'geral', name: 'Geral', typeId: 'geral', extra: null, audience: 'all', extraRequired: false });
      expect(data[1]).toMatchObject({ typeId: 'curso', extra: null, extraRequired: true });
      expect(data[1].extraOptions).toHaveLength(COURSES.length);
      expect(data[1].extraOptions[0]).toEqual({ value: '9001', label: '9001 — Agronomia' });
      expect(data[2].extraOptions.map((o: { value: string }) => o.value)).toEqual(['ESA', 'ESE', 'ESTG', 'ESCE', 'ESS', 'ESDL', 'SC', 'SAS']);
    }
  });

  it('offers PRESIDENCIA and GCI the general type only', async () => {
    for (const user of ['presidencia', 'gci']) {
      const data = (await get(user, '/notifications/type/me')).json().data;
      expect(data).toEqual([{ id: 'geral', name: 'Geral', typeId: 'geral', extra: null, audience: 'all', extraRequired: false }]);
    }
  });

  it('offers CCURSO its two courses, once each, as typeId;extra', async () => {
    const data = (await get('ccurso', '/notifications/type/me')).json().data;
    expect(data).toEqual([
      { id: 'curso;9201', name: 'Curso 9201 — Engenharia Informática', typeId: 'curso', extra: '9201', audience: 'course', extraRequired: false },
      { id: 'curso;9205', name: 'Curso 9205 — Engenharia da Computação Gráfica e Multimédia', typeId: 'curso', extra: '9205', audience: 'course', extraRequired: false },
    ]);
  });

  it('offers DIRECAO its two schools', async () => {
    const data = (await get('direcao', '/notifications/type/me')).json().data;
    expect(data.map((o: { id: string; name: string }) => [o.id, o.name])).toEqual([
      ['escola;ESTG', 'Escola ESTG — Escola Superior de Tecnologia e Gestão'],
      ['escola;ESCE', 'Escola ESCE — Escola Superior de Ciências Empresariais'],
    ]);
  });

  it('answers RH, TUTORIAS and DEFAULT 403 on every notification endpoint but the inbox', async () => {
    for (const user of ['rh', 'tutorias', 'tutorias_admin', 'default']) {
      expect((await get(user, '/notifications/type/me')).statusCode).toBe(403);
      expect((await get(user, '/notifications')).statusCode).toBe(403);
      expect((await get(user, '/notifications/all')).statusCode).toBe(403);
      expect((await post(user, body())).statusCode).toBe(403);
      expect((await get(user, '/notifications/inbox')).statusCode).toBe(200);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/type/me' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/notifications', () => {
  it('schedules a general notification and returns it with 201', async () => {
    const date = inMinutes(90);
    const res = await post('gci', body({ titulo: 'Dia aberto', url: 'https://x.pt', date }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      titulo: 'Dia aberto',
      mensagem: 'Uma mensagem de teste.',
      url: 'https://x.pt',
      date,
      tipo: 'Geral',
      tipoId: 'geral',
      extra: null,
      extraNome: null,
      sent: false,
      sentAt: null,
      createdAt: expect.any(String),
      recievedBy: 0,
      author: { id_utilizador: 'gci', nome: 'Catarina Isabel Lopes Ribeiro' },
    });
  });

  it("lets CCURSO schedule for its courses, as 'curso;9201' or tipo plus extra", async () => {
    const a = await post('ccurso', body({ tipo: 'curso;9201' }));
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ tipo: 'Curso', tipoId: 'curso', extra: '9201', extraNome: 'Engenharia Informática' });
    const b = await post('ccurso', body({ tipo: 'curso', extra: '9205' }));
    expect(b.statusCode).toBe(201);
    expect(b.json().data.extra).toBe('9205');
  });

  it("refuses someone else's course, school or type with 403 and a Portuguese message", async () => {
    const before = await total();
    const cases: [string, object][] = [
      ['ccurso', { tipo: 'curso;9202' }],
      ['ccurso', { tipo: 'curso', extra: '9301' }],
      ['ccurso', { tipo: 'geral' }],
      ['direcao', { tipo: 'escola;ESS' }],
      ['direcao', { tipo: 'curso;9201' }],
      ['gci', { tipo: 'curso;9201' }],
      ['presidencia', { tipo: 'escola;ESTG' }],
      ['admin', { tipo: 'inexistente' }],
      ['admin', { tipo: 'curso;0000' }],
    ];
    for (const [user, extra] of cases) {
      const res = await post(user, body(extra));
      expect(res.statusCode, `${user} ${JSON.stringify(extra)}`).toBe(403);
      expect(res.json().message).toBe('Não tem permissão para agendar notificações deste tipo.');
    }
    expect(await total()).toBe(before);
  });

  it('lets ADMIN schedule for any course or school, and asks for the extra when missing', async () => {
    expect((await post('admin', body({ tipo: 'curso', extra: '9302' }))).json().data).toMatchObject({ tipoId: 'curso', extra: '9302' });
    expect((await post('dev', body({ tipo: 'escola;ESA' }))).json().data).toMatchObject({ tipoId: 'escola', extra: 'ESA', extraNome: 'Escola Superior Agrária' });
    const missing = await post('admin', body({ tipo: 'curso' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ extra: 'Escolha o curso ou a escola a que se destina a notificação.' });
  });

  it('drops a leftover extra on a type for everyone', async () => {
    const res = await post('admin', body({ tipo: 'geral', extra: '9201' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.extra).toBeNull();
  });

  it('validates with the shared schema: 400, a message per field, nothing stored', async () => {
    const before = await total();
    const empty = await post('gci', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      titulo: 'Titulo é obrigatório',
      mensagem: 'Mensagem é obrigatória',
      date: 'Data é obrigatório',
      tipo: 'Tipo de notificação é obrigatório',
    });
    const long = await post('gci', body({ titulo: 'x'.repeat(41), mensagem: 'y'.repeat(401), url: 'z'.repeat(401) }));
    expect(long.json().errors).toEqual({ titulo: 'Maximo de 40 caracteres', mensagem: 'Maximo de 400 caracteres', url: 'Maximo de 400 caracteres' });
    const past = await post('gci', body({ date: inMinutes(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ date: 'Data de agendamento invalida.' });
    expect(await total()).toBe(before);
  });
});

describe('GET /api/notifications and /api/notifications/all', () => {
  it('lists only my own, newest first', async () => {
    const data = (await get('ccurso', '/notifications')).json().data as { date: string; author: { id_utilizador: string } }[];
    expect(data.length).toBeGreaterThan(3);
    expect(new Set(data.map((n) => n.author.id_utilizador))).toEqual(new Set(['ccurso']));
    const dates = data.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows sent demo notifications with their recipient count', async () => {
    const data = (await get('ccurso', '/notifications')).json().data as { sent: boolean; recievedBy: number; sentAt: string | null }[];
    const sent = data.filter((n) => n.sent);
    expect(sent.length).toBeGreaterThan(0);
    for (const n of sent) {
      expect(n.sentAt).not.toBeNull();
      expect(n.recievedBy).toBeGreaterThanOrEqual(0);
    }
    expect(data.filter((n) => !n.sent).every((n) => n.recievedBy === 0)).toBe(true);
  });

  it("gives ADMIN and DEV everyone's, newest first, and refuses GCI", async () => {
    const all = (await get('admin', '/notifications/all')).json().data as { date: string; author: { id_utilizador: string } }[];
    expect(new Set(all.map((n) => n.author.id_utilizador))).toEqual(new Set(['admin', 'dev', 'gci', 'ccurso', 'direcao', 'presidencia']));
    const dates = all.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('dev', '/notifications/all')).statusCode).toBe(200);
    expect((await get('gci', '/notifications/all')).statusCode).toBe(403);
    expect((await get('ccurso', '/notifications/all')).statusCode).toBe(403);
  });
});

describe('PUT /api/notifications/:_id', () => {
  it('lets the author edit a pending one, with a date up to one hour in the past', async () => {
    const id = (await post('gci', body())).json().data._id;
    const date = inMinutes(-30);
    const res = await put('gci', id, { titulo: 'Novo título', mensagem: 'Nova mensagem', date, url: 'https://y.pt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, titulo: 'Novo título', mensagem: 'Nova mensagem', date, url: 'https://y.pt', tipoId: 'geral', sent: false });
  });

  it('refuses a date more than one hour in the past with 400, unchanged', async () => {
    const created = (await post('gci', body())).json().data;
    const res = await put('gci', created._id, { titulo: 'Outro', mensagem: 'M', date: inMinutes(-61), url: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ date: 'Data de agendamento invalida.' });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, created._id));
    expect(row.titulo).toBe(created.titulo);
    expect(row.date.toISOString()).toBe(created.date);
  });

  it("answers 403 to someone else's notification, but lets ADMIN edit it", async () => {
    const id = (await post('gci', body())).json().data._id;
    const edit = { titulo: 'X', mensagem: 'Y', date: inMinutes(10) };
    const res = await put('presidencia', id, edit);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Só o autor da notificação a pode alterar ou cancelar.');
    expect((await put('ccurso', id, edit)).statusCode).toBe(403);
    expect((await put('admin', id, edit)).statusCode).toBe(200);
  });

  it('answers 409 once sent, 404 when unknown', async () => {
    const id = await sentBy('gci');
    const res = await put('gci', id, { titulo: 'X', mensagem: 'Y', date: inMinutes(10) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A notificação já foi enviada e não pode ser editada.');
    expect((await put('admin', id, { titulo: 'X', mensagem: 'Y', date: inMinutes(10) })).statusCode).toBe(409);
    expect((await put('gci', '00000000-0000-4000-8000-000000000000', { titulo: 'X', mensagem: 'Y', date: inMinutes(10) })).statusCode).toBe(404);
    expect((await put('gci', 'nao-existe', { titulo: 'X', mensagem: 'Y', date: inMinutes(10) })).statusCode).toBe(404);
  });
});

describe('GET /api/notifications/:_id/recipients', () => {
  it('counts who it would reach if sent now: everyone, a course, a school; the author and the admins only', async () => {
    const db = t.database.db;
    const [everyone] = await db.select({ n: count() }).from(users);
    const [course] = await db.select({ n: count() }).from(users).where(eq(users.curso, '9201'));
    const [school] = await db.select({ n: count() }).from(users).where(eq(users.unidadeOrganica, 'ESTG'));
    expect(course.n).toBeGreaterThan(0);
    expect(school.n).toBeGreaterThan(course.n);
    const general = (await post('gci', body())).json().data._id;
    const forCourse = (await post('ccurso', body({ tipo: 'curso;9201' }))).json().data._id;
    const forSchool = (await post('admin', body({ tipo: 'escola', extra: 'ESTG' }))).json().data._id;
    const recipients = async (user: string, id: string) => {
      const res = await get(user, `/notifications/${id}/recipients`);
      return res.statusCode === 200 ? res.json().data.recipients : `${res.statusCode} ${res.json().message}`;
    };
    expect(await recipients('gci', general)).toBe(everyone.n);
    expect(await recipients('ccurso', forCourse)).toBe(course.n);
    expect(await recipients('dev', forSchool)).toBe(school.n);
    expect(await recipients('presidencia', general)).toBe('403 Só o autor da notificação a pode alterar ou cancelar.');
    expect(await recipients('rh', general)).toMatch(/^403 /);
    expect(await recipients('gci', '00000000-0000-4000-8000-000000000000')).toBe('404 Notificação não encontrada.');
    expect(await recipients('gci', 'nao-existe')).toBe('404 Notificação não encontrada.');
  });
});

describe('DELETE /api/notifications/:_id', () => {
  it('lets the author cancel a pending one', async () => {
    const id = (await post('direcao', body({ tipo: 'escola;ESTG' }))).json().data._id;
    expect((await del('gci', id)).statusCode).toBe(403);
    const res = await del('direcao', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, sent: false });
    const own = (await get('direcao', '/notifications')).json().data as { _id: string }[];
    expect(own.map((n) => n._id)).not.toContain(id);
    expect((await del('direcao', id)).statusCode).toBe(404);
  });

  it('lets DEV cancel anyone’s pending one, and refuses a sent one with 409', async () => {
    const id = (await post('presidencia', body())).json().data._id;
    expect((await del('dev', id)).statusCode).toBe(200);
    const sent = await sentBy('direcao');
    const res = await del('direcao', sent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A notificação já foi enviada e não pode ser cancelada.');
  });
});

describe('GET /api/notifications/inbox', () => {
  it("returns the user's delivered notifications, newest first", async () => {
    const res = await get('default', '/notifications/inbox');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { tipoId: string; deliveredAt: string; readAt: string | null }[];
    expect(data.length).toBeGreaterThan(0);
    // 'default' is at ESE and has no course: only general notifications (and ESE ones) reach it.
    expect(data.every((n) => n.tipoId === 'geral' || n.tipoId === 'escola')).toBe(true);
    const at = data.map((n) => n.deliveredAt);
    expect(at).toEqual([...at].sort().reverse());
    expect((await get('default', '/notifications/inbox?limit=1')).json().data).toHaveLength(1);
  });
});
