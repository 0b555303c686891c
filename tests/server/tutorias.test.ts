import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROGRAMME_TITLES, TUTORIA_MESSAGES, type Tutoria } from '../../src/contract';
import { enrolments, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = async (as: string): Promise<Tutoria[]> => {
  const res = await t.as(as, { method: 'GET', url: '/api/tutorias/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const byTitle = (all: Tutoria[], title: string) => all.find((x) => x.title === title)!;
const unitOf = async (id: string) => (await t.database.db.select({ unit: users.unidadeOrganica }).from(users).where(eq(users.idUtilizador, id)))[0].unit;

describe('GET /tutorias', () => {
  it('gives the area admins every programme, its managers as userId-scope, and every enrolment sorted by email', async () => {
    for (const admin of ['admin', 'dev', 'tutorias_admin']) {
      const all = await list(admin);
      expect(all.map((x) => x.title)).toEqual(expect.arrayContaining([PROGRAMME_TITLES.mathPhysics, PROGRAMME_TITLES.peerMentoring, PROGRAMME_TITLES.abandonment, 'Orientação para o estudo']));
      const maths = byTitle(all, PROGRAMME_TITLES.mathPhysics);
      expect(maths.managers).toContain('tutorias-matematica');
      const emails = maths.enrolls.map((e) => e.email ?? '');
      expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(maths.enrolls.map((e) => e.unidade_organica)).size).toBeGreaterThan(1);
      expect(new Set(maths.enrolls.map((e) => e.academicYear)).size).toBe(3);
    }
  });

  it('gives a TUTORIAS user only the programmes it manages, its unit only, and in maths and physics its UC only', async () => {
    const mine = await list('tutorias');
    expect(mine.map((x) => x.title).sort()).toEqual([PROGRAMME_TITLES.peerMentoring, PROGRAMME_TITLES.mathPhysics].sort());
    const unit = await unitOf('tutorias');
    for (const programme of mine) {
      expect(programme.enrolls.length, programme.title).toBeGreaterThan(0);
      for (const e of programme.enrolls) expect(e.unidade_organica, programme.title).toBe(unit);
    }
    expect(new Set(byTitle(mine, PROGRAMME_TITLES.mathPhysics).enrolls.map((e) => e.uc))).toEqual(new Set(['matematica']));
    const other = await list('orientacao');
    expect(other.map((x) => x.title)).toEqual(['Orientação para o estudo']);
  });

  it('is refused to roles outside the tutoring area', async () => {
    for (const who of ['rh', 'ccurso', 'default']) expect((await t.as(who, { method: 'GET', url: '/api/tutorias' })).statusCode, who).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/tutorias' })).statusCode).toBe(401);
  });
});

describe('creating, editing and removing a tutoria', () => {
  const body = { title: 'Tutoria de Programação', short_description: 'Apoio a Programação I.', description: 'Sessões semanais de apoio à unidade curricular de Programação I.' };

  it('lets ADMIN and DEV create one, refuses a taken title with 409, and the others with 403', async () => {
    const created = await t.as('admin', { method: 'POST', url: '/api/tutorias', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ title: body.title, managers: [], enrolls: [] });
    expect((await t.as('dev', { method: 'POST', url: '/api/tutorias', payload: body })).json()).toEqual({ statusCode: 409, message: TUTORIA_MESSAGES.duplicate });
    for (const who of ['tutorias_admin', 'tutorias']) expect((await t.as(who, { method: 'POST', url: '/api/tutorias', payload: { ...body, title: `${who} x` } })).statusCode, who).toBe(403);
  });

  it('refuses missing, empty and hostile fields with their Portuguese messages', async () => {
    for (const payload of [{}, { title: ' ', short_description: '', description: '' }, { title: 'x'.repeat(300), short_description: 'x'.repeat(400), description: 7 }]) {
      const res = await t.as('admin', { method: 'POST', url: '/api/tutorias', payload });
      expect(res.statusCode).toBe(400);
      const { errors } = res.json();
      for (const field of ['title', 'short_description', 'description']) expect(errors[field], field).toMatch(/[a-zà-ú]/i);
    }
    expect((await t.as('admin', { method: 'POST', url: '/api/tutorias', payload: {} })).json().errors.title).toBe(TUTORIA_MESSAGES.titleRequired);
    const nul = await t.as('admin', { method: 'POST', url: '/api/tutorias', payload: { title: 'a\u0000b', short_description: 'b', description: 'c' } });
    expect(nul.json()).toMatchObject({ statusCode: 400, message: 'O texto contém caracteres inválidos.' });
    expect((await list('admin')).some((x) => x.title.startsWith('a'))).toBe(false);
  });

  it('lets a TUTORIAS manager edit the descriptions of its own programme only, never its managers', async () => {
    const peer = byTitle(await list('tutorias'), PROGRAMME_TITLES.peerMentoring);
    const texts = { short_description: 'Mentoria para o 1.º ano.', description: 'Cada novo estudante tem um mentor do seu curso.' };
    const edited = await t.as('tutorias', { method: 'PUT', url: `/api/tutorias/${peer._id}`, payload: texts });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject(texts);
    const study = byTitle(await list('admin'), 'Orientação para o estudo');
    expect((await t.as('tutorias', { method: 'PUT', url: `/api/tutorias/${study._id}`, payload: texts })).json()).toEqual({ statusCode: 404, message: TUTORIA_MESSAGES.notFound });
    const managers = await t.as('tutorias', { method: 'PUT', url: `/api/tutorias/${peer._id}`, payload: { managers: ['tutorias-ESTG', 'orientacao-ESE'] } });
    expect(managers.json()).toEqual({ statusCode: 403, message: TUTORIA_MESSAGES.managersAdminsOnly });
    const half = await t.as('tutorias', { method: 'PUT', url: `/api/tutorias/${peer._id}`, payload: { short_description: 'Só uma.' } });
    expect(half.json().errors).toEqual({ description: TUTORIA_MESSAGES.descriptionRequired });
  });

  it("lets the area admins replace a programme's managers, refusing unknown people and malformed entries", async () => {
    const study = byTitle(await list('tutorias_admin'), 'Orientação para o estudo');
    const res = await t.as('tutorias_admin', { method: 'PUT', url: `/api/tutorias/${study._id}`, payload: { managers: ['orientacao-ESE', 'tutorias-ESTG'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.managers.sort()).toEqual(['orientacao-ESE', 'tutorias-ESTG']);
    expect((await list('tutorias')).map((x) => x.title)).toContain('Orientação para o estudo');
    for (const managers of [['ninguem-ESE'], ['sem traco'], ['a-b-'], 'orientacao-ESE']) {
      const bad = await t.as('admin', { method: 'PUT', url: `/api/tutorias/${study._id}`, payload: { managers } });
      expect(bad.statusCode, JSON.stringify(managers)).toBe(400);
      expect(bad.json().message).toMatch(/Responsável inválido/);
    }
    expect((await list('admin')).find((x) => x._id === study._id)?.managers.sort()).toEqual(['orientacao-ESE', 'tutorias-ESTG']);
  });

  it('lets ADMIN and DEV remove a programme with its enrolments; others get 403, an unknown id 404', async () => {
    const abandonment = byTitle(await list('admin'), PROGRAMME_TITLES.abandonment);
    expect(abandonment.enrolls.length).toBeGreaterThan(0);
    expect((await t.as('tutorias_admin', { method: 'DELETE', url: `/api/tutorias/${abandonment._id}` })).statusCode).toBe(403);
    const removed = await t.as('dev', { method: 'DELETE', url: `/api/tutorias/${abandonment._id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ title: PROGRAMME_TITLES.abandonment, enrolments: abandonment.enrolls.length });
    expect(await t.database.db.$count(enrolments, eq(enrolments.tutoriaId, abandonment._id))).toBe(0);
    for (const id of [abandonment._id, 'nao-existe']) expect((await t.as('admin', { method: 'DELETE', url: `/api/tutorias/${id}` })).statusCode, id).toBe(404);
  });
});
