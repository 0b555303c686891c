import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENROLMENT_MESSAGES, PROGRAMME_TITLES, TUTORIA_MESSAGES, type Tutoria } from '../../src/contract';
import { enrolments, sessionRegistrations, tutoringSessions, users } from '../../src/server/db/schema';
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

  it("lists each enrolment's sessions: those a tutor gives, those a tutee registered for", async () => {
    const maths = byTitle(await list('admin'), PROGRAMME_TITLES.mathPhysics).enrolls;
    const sessions = await t.database.db.select().from(tutoringSessions);
    expect(sessions.length).toBeGreaterThan(0);
    const tutors = maths.filter((e) => e.type === 'tutor');
    expect(tutors.reduce((n, e) => n + e.sessoes.length, 0)).toBe(sessions.length);
    const one = sessions[0];
    expect(tutors.find((e) => e.id_utilizador === one.tutorId && e.uc === one.uc && e.academicYear === one.academicYear)?.sessoes).toContain(one.id);
    const registrations = await t.database.db.select().from(sessionRegistrations);
    expect(maths.filter((e) => e.type === 'tutorado').reduce((n, e) => n + e.sessoes.length, 0)).toBe(registrations.length);
    expect(new Set(maths.filter((e) => e.type === 'tutor' && e.aprovado !== true).flatMap((e) => e.sessoes))).toEqual(new Set());
  });

  it("does not give a tutor's enrolment the sessions it attends as someone else's student", async () => {
    const [session] = await t.database.db.select().from(tutoringSessions).limit(1);
    const maths = byTitle(await list('admin'), PROGRAMME_TITLES.mathPhysics).enrolls;
    const other = maths.find((e) => e.type === 'tutor' && e.id_utilizador !== session.tutorId && e.uc === session.uc && e.academicYear === session.academicYear)!;
    expect(other, 'another tutor of the same UC and year').toBeDefined();
    await t.database.db.insert(sessionRegistrations).values({ sessionId: session.id, userId: other.id_utilizador });
    try {
      const after = byTitle(await list('admin'), PROGRAMME_TITLES.mathPhysics).enrolls.find((e) => e.id_utilizador === other.id_utilizador && e.type === 'tutor' && e.uc === session.uc && e.academicYear === session.academicYear)!;
      expect(after.sessoes).toEqual(other.sessoes);
      expect(after.sessoes).not.toContain(session.id);
    } finally {
      await t.database.db.delete(sessionRegistrations).where(eq(sessionRegistrations.userId, other.id_utilizador));
    }
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

describe('approving tutors and pairing mentors', () => {
  const post = (as: string, url: string, payload: object) => t.as(as, { method: 'POST', url: `/api/tutorias/${url}`, payload });

  it('approves or rejects a maths tutor once (409 after), only a tutor, and only within the caller\'s rows', async () => {
    const maths = byTitle(await list('tutorias'), PROGRAMME_TITLES.mathPhysics);
    const [first, second] = maths.enrolls.filter((e) => e.type === 'tutor' && e.aprovado === null);
    const approved = await post('tutorias', 'aprovado', { inscritoID: first.id_utilizador, uc: first.uc, type: 'tutor', academicYear: first.academicYear });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id_utilizador: first.id_utilizador, aprovado: true });
    expect((await post('admin', 'desaprovado', { inscritoID: first.id_utilizador, uc: first.uc, type: 'tutor', academicYear: first.academicYear })).json()).toEqual({ statusCode: 409, message: ENROLMENT_MESSAGES.decided });
    expect((await post('tutorias_admin', 'desaprovado', { inscritoID: second.id_utilizador, uc: second.uc, type: 'tutor', academicYear: second.academicYear })).json().data.aprovado).toBe(false);
    const mine = byTitle(await list('tutorias'), PROGRAMME_TITLES.mathPhysics).enrolls;
    expect(mine.find((e) => e.id_utilizador === first.id_utilizador && e.academicYear === first.academicYear && e.type === 'tutor')?.aprovado).toBe(true);

    // Outside the caller's rows (another unit, the other UC) the enrolment does not exist for it.
    const everyone = byTitle(await list('admin'), PROGRAMME_TITLES.mathPhysics).enrolls.filter((e) => e.type === 'tutor' && e.aprovado === null);
    const foreign = everyone.find((e) => e.unidade_organica !== maths.enrolls[0].unidade_organica || e.uc === 'fisica')!;
    expect((await post('tutorias', 'aprovado', { inscritoID: foreign.id_utilizador, uc: foreign.uc, type: 'tutor', academicYear: foreign.academicYear })).json()).toEqual({ statusCode: 404, message: ENROLMENT_MESSAGES.notFound });
    const tutee = byTitle(await list('admin'), PROGRAMME_TITLES.mathPhysics).enrolls.find((e) => e.type === 'tutorado')!;
    expect((await post('admin', 'aprovado', { inscritoID: tutee.id_utilizador, uc: tutee.uc, type: 'tutorado' })).json()).toMatchObject({ statusCode: 400, message: ENROLMENT_MESSAGES.notTutor });
    for (const payload of [{}, { inscritoID: 'x', uc: 'quimica', type: 'tutor' }, { inscritoID: 'x', uc: 'matematica', type: 'tutor', academicYear: '2025' }]) {
      const res = await post('admin', 'aprovado', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
  });

  it('gives a mentee a mentor of the same programme and year, refuses a second one and a non-mentor, and removes it', async () => {
    const peers = byTitle(await list('tutorias'), PROGRAMME_TITLES.peerMentoring);
    const mentee = peers.enrolls.find((e) => e.type === 'mentorado' && e.mentorID === null)!;
    const mentors = peers.enrolls.filter((e) => e.type === 'mentor');
    const sameYear = mentors.find((m) => m.academicYear === mentee.academicYear)!;
    const otherYear = byTitle(await list('admin'), PROGRAMME_TITLES.peerMentoring).enrolls.find((m) => m.type === 'mentor' && m.academicYear !== mentee.academicYear && m.id_utilizador !== sameYear.id_utilizador)!;
    const body = { mentoradoID: mentee.id_utilizador, tutoriaTitle: PROGRAMME_TITLES.peerMentoring, academicYear: mentee.academicYear };

    const wrong = await post('tutorias', 'tutoriasInterParesAssociate', { ...body, mentorID: otherYear.id_utilizador });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: ENROLMENT_MESSAGES.mentorNotFound });
    const paired = await post('tutorias', 'tutoriasInterParesAssociate', { ...body, mentorID: sameYear.id_utilizador });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json().data.mentorID).toBe(sameYear.id_utilizador);
    expect((await post('admin', 'tutoriasInterParesAssociate', { ...body, mentorID: sameYear.id_utilizador })).json()).toEqual({ statusCode: 409, message: ENROLMENT_MESSAGES.hasMentor });
    const mentees = (await t.as('tutorias', { method: 'GET', url: '/api/tutorias/availableMentees' })).json();
    expect(mentees.mentees.find((m: { id_utilizador: string; academicYear: string }) => m.id_utilizador === mentee.id_utilizador && m.academicYear === mentee.academicYear).mentorID).toBe(sameYear.id_utilizador);
    expect(mentees.data).toEqual(mentees.mentees);
    const name = (await t.as('tutorias', { method: 'GET', url: `/api/tutorias/mentors/${sameYear.id_utilizador}` })).json();
    expect(name).toEqual({ mentorName: sameYear.nome });

    const removed = await post('tutorias', 'removeMentorFromMentee', body);
    expect(removed.json().data.mentorID).toBeNull();
    expect((await post('tutorias', 'removeMentorFromMentee', body)).json()).toEqual({ statusCode: 409, message: ENROLMENT_MESSAGES.noMentor });
    expect((await post('orientacao', 'removeMentorFromMentee', body)).json()).toEqual({ statusCode: 404, message: ENROLMENT_MESSAGES.notFound });
  });

  it('lists the mentors a TUTORIAS user sees: its unit only', async () => {
    const { mentors } = (await t.as('tutorias', { method: 'GET', url: '/api/tutorias/availableMentors' })).json();
    expect(mentors.length).toBeGreaterThan(0);
    expect(new Set(mentors.map((m: { unidade_organica: string }) => m.unidade_organica))).toEqual(new Set([await unitOf('tutorias')]));
    expect((await t.as('admin', { method: 'GET', url: '/api/tutorias/mentors/ninguem' })).statusCode).toBe(404);
  });
});
