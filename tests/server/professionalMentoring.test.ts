import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PROFESSIONAL_MENTORING_MESSAGES, type OverviewMentor, type ProfessionalMentee, type ProfessionalMentor, type ProfessionalOverview } from '../../src/contract';
import { auditLog, professionalMentees, professionalMentors, professionalRatings, users } from '../../src/server/db/schema';
import { DEMO_MENTORS } from '../../src/server/db/seed/professionalMentoring';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const API = '/api/mentoriasProfissionais';
const get = async (as: string, path: string) => t.as(as, { method: 'GET', url: `${API}/${path}` });
const ok = async <T>(as: string, path: string): Promise<T> => {
  const res = await get(as, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const overview = async (as = 'tutorias_admin') => (await ok<{ data: ProfessionalOverview }>(as, 'overview')).data;
/** A mentor of the overview as allMentors answers it. */
const plain = ({ mentorados: _counts, media: _media, ...mentor }: OverviewMentor): ProfessionalMentor => mentor;
const setStatus = (as: string, mentorId: string, payload: unknown) => t.as(as, { method: 'PUT', url: `${API}/updateStatus/${encodeURIComponent(mentorId)}`, payload: payload as object });

describe('the demo data', () => {
  it('has about 40 mentors in every status, accounts without a password, some without availability or LinkedIn', async () => {
    const { data } = await ok<{ data: ProfessionalMentor[] }>('admin', 'allMentors');
    expect(data.length).toBe(DEMO_MENTORS);
    expect(DEMO_MENTORS).toBeGreaterThanOrEqual(30);
    expect(new Set(data.map((m) => m.status))).toEqual(new Set(['ACEITE', 'PENDENTE', 'RECUSADO']));
    expect(data.every((m) => m.biography.length > 60 && m.name && m.email?.includes('@'))).toBe(true);
    expect(data.some((m) => m.disponibilidade.length === 0)).toBe(true);
    expect(data.some((m) => m.linkedin?.startsWith('https://'))).toBe(true);
    expect(data.some((m) => m.linkedin && !m.linkedin.startsWith('http'))).toBe(true);
    expect(data.some((m) => !m.linkedin)).toBe(true);
    const accounts = await t.database.db.select().from(users).where(eq(users.idUtilizador, data[0].user_id));
    expect(accounts[0]).toMatchObject({ passwordHash: null, role: null });
  });

  it('has applications in every status, mentors without any, and ratings of cycles 1 to 3 for approved pairs only', async () => {
    const { mentors, mentees } = await overview();
    expect(new Set(mentees.map((m) => m.status))).toEqual(new Set(['APROVADO', 'PENDENTE', 'REJEITADO']));
    expect(mentors.some((m) => m.mentorados.A + m.mentorados.P + m.mentorados.R === 0)).toBe(true);
    const rated = mentees.filter((m) => m.ratings.length > 0);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((m) => m.status === 'APROVADO')).toBe(true);
    expect(new Set(rated.flatMap((m) => m.ratings.map((r) => r.ciclo)))).toEqual(new Set([1, 2, 3]));
    expect(mentees.some((m) => m.status === 'APROVADO' && m.ratings.length === 0)).toBe(true);
  });
});

describe('reading mentors, mentees and ratings', () => {
  it('answers the five spec calls, and the one-call overview agrees with them for every mentor', async () => {
    const { mentors, mentees } = await overview();
    const { data: all } = await ok<{ data: ProfessionalMentor[] }>('tutorias', 'allMentors');
    expect(mentors.map(plain)).toEqual(all);
    for (const mentor of mentors) {
      expect(await ok('tutorias', `mediaMentor/${mentor.user_id}`), mentor.user_id).toEqual({ media: mentor.media });
      const { data: own } = await ok<{ data: ProfessionalMentee[] }>('tutorias', `usersByMentor/${mentor.user_id}`);
      const listed = mentees.filter((m) => m.mentor_id === mentor.user_id);
      expect(listed.map(({ mentor_id: _id, mentor_name: _name, media: _media, ratings: _ratings, ...m }) => m)).toEqual(own);
      expect(own.filter((m) => m.status === 'APROVADO').length).toBe(mentor.mentorados.A);
      expect(own.filter((m) => m.status === 'PENDENTE').length).toBe(mentor.mentorados.P);
      expect(own.filter((m) => m.status === 'REJEITADO').length).toBe(mentor.mentorados.R);
      for (const mentee of listed) {
        expect(mentee.mentor_name).toBe(mentor.name);
        expect(await ok('tutorias', `MentorMentoradoRating/${mentee.user_id}/${mentor.user_id}`)).toEqual({ media: mentee.media, ratings: mentee.ratings });
      }
    }
  });

  it("gives a mentee's course as code and name, its unit, and averages with two decimals (0 when none)", async () => {
    const { mentors, mentees } = await overview();
    const withCourse = mentees.find((m) => m.sigla_curso)!;
    expect(withCourse.nm_curso).toMatch(/[a-z]/i);
    expect(withCourse.unidade_organica).toMatch(/^[A-Z]+$/);
    const rated = mentees.find((m) => m.ratings.length >= 2)!;
    const mean = rated.ratings.reduce((s, r) => s + r.avaliacao, 0) / rated.ratings.length;
    expect(rated.media).toBe(Math.round(mean * 100) / 100);
    const unrated = mentors.find((m) => m.mentorados.A === 0)!;
    expect(await ok('admin', `mediaMentor/${unrated.user_id}`)).toEqual({ media: 0 });
  });

  it('computes the averages from the ratings themselves (a known set of ratings)', async () => {
    const { mentors } = await overview();
    const mentor = mentors.find((m) => m.mentorados.A + m.mentorados.P + m.mentorados.R === 0)!;
    const [student] = await t.database.db.select({ id: users.idUtilizador }).from(users).where(eq(users.tipo, 'ALUNO')).limit(1);
    await t.database.db.insert(professionalMentees).values({ userId: student.id, mentorId: mentor.user_id, status: 'APROVADO' });
    await t.database.db.insert(professionalRatings).values([1, 2, 3].map((ciclo, i) => ({ menteeId: student.id, mentorId: mentor.user_id, ciclo, avaliacao: [5, 4, 4][i] })));
    expect(await ok('admin', `mediaMentor/${mentor.user_id}`)).toEqual({ media: 4.33 });
    expect(await ok('admin', `MentorMentoradoRating/${student.id}/${mentor.user_id}`)).toEqual({ media: 4.33, ratings: [{ ciclo: 1, avaliacao: 5 }, { ciclo: 2, avaliacao: 4 }, { ciclo: 3, avaliacao: 4 }] });
    const after = (await overview()).mentors.find((m) => m.user_id === mentor.user_id)!;
    expect(after).toMatchObject({ media: 4.33, mentorados: { A: 1, P: 0, R: 0 } });
  });

  it('answers 404 with a Portuguese message for unknown mentors and for a student who never applied to that mentor', async () => {
    const { mentors, mentees } = await overview();
    for (const path of ['mediaMentor/ninguem', 'usersByMentor/ninguem', 'mediaMentor/admin', `usersByMentor/${mentees[0].user_id}`]) {
      expect((await get('admin', path)).json(), path).toEqual({ statusCode: 404, message: PROFESSIONAL_MENTORING_MESSAGES.mentorNotFound });
    }
    const other = mentors.find((m) => m.user_id !== mentees[0].mentor_id && !mentees.some((e) => e.user_id === mentees[0].user_id && e.mentor_id === m.user_id))!;
    expect((await get('admin', `MentorMentoradoRating/${mentees[0].user_id}/${other.user_id}`)).json()).toEqual({ statusCode: 404, message: PROFESSIONAL_MENTORING_MESSAGES.menteeNotFound });
  });

  it('refuses a NUL byte or an over-long id with 400, never a 500', async () => {
    for (const path of ['mediaMentor/a%00b', 'usersByMentor/%00', `mediaMentor/${'x'.repeat(90)}`, `MentorMentoradoRating/a%00/mp001`, `MentorMentoradoRating/a/${'9'.repeat(90)}`]) {
      const res = await get('admin', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toMatch(/inválid/);
    }
  });

  it('is for the tutoring area only: 401 without a token, 403 for the other roles', async () => {
    for (const path of ['allMentors', 'overview', 'mediaMentor/mp001', 'usersByMentor/mp001', 'MentorMentoradoRating/a/mp001']) {
      expect((await t.app.inject({ method: 'GET', url: `${API}/${path}` })).statusCode, path).toBe(401);
      for (const who of ['rh', 'ccurso', 'direcao', 'default']) expect((await get(who, path)).statusCode, `${who} ${path}`).toBe(403);
    }
    for (const who of ['admin', 'dev', 'tutorias_admin', 'tutorias']) expect((await get(who, 'overview')).statusCode, who).toBe(200);
  });
});

describe('accepting and refusing a mentor', () => {
  const pick = async (status: string): Promise<OverviewMentor> => (await overview()).mentors.find((m) => m.status === status)!;

  it('accepts a pending mentor and refuses it again, for every role of the page, and records each change in the audit trail', async () => {
    const mentor = await pick('PENDENTE');
    const accepted = await setStatus('tutorias', mentor.user_id, { status: 'ACEITE' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The spec's record, and beside it the new version (sent back by the row's next change).
    expect(accepted.json()).toEqual({ data: { ...plain(mentor), status: 'ACEITE' }, version: expect.stringMatching(/^\d+$/) });
    expect(accepted.headers.etag).toBe(`"${accepted.json().version}"`);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: 'tutorias', action: 'alterar', resource: 'professionalMentoring', recordId: mentor.user_id, before: { status: 'PENDENTE' }, after: { status: 'ACEITE' } });
    expect((await setStatus('tutorias_admin', mentor.user_id, { status: 'RECUSADO' })).json().data.status).toBe('RECUSADO');
    expect((await overview()).mentors.find((m) => m.user_id === mentor.user_id)?.status).toBe('RECUSADO');
    const [row] = await t.database.db.select({ status: professionalMentors.status }).from(professionalMentors).where(eq(professionalMentors.userId, mentor.user_id));
    expect(row.status).toBe('RECUSADO');
  });

  it('refuses any other status with a Portuguese 400 and changes nothing', async () => {
    const mentor = await pick('ACEITE');
    for (const payload of [{}, { status: 'APROVADO' }, { status: 'aceite' }, { status: 1 }, { status: 'x'.repeat(100_000) }]) {
      const res = await setStatus('admin', mentor.user_id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().message).toBe(PROFESSIONAL_MENTORING_MESSAGES.status);
    }
    expect((await setStatus('admin', mentor.user_id, { status: 'ACEITE\u0000' })).json()).toMatchObject({ statusCode: 400, message: 'O texto contém caracteres inválidos.' });
    expect((await overview()).mentors.find((m) => m.user_id === mentor.user_id)?.status).toBe('ACEITE');
  });

  it('answers 404 for an unknown mentor, 400 for a hostile id, 403 outside the tutoring area', async () => {
    expect((await setStatus('admin', 'ninguem', { status: 'ACEITE' })).json()).toEqual({ statusCode: 404, message: PROFESSIONAL_MENTORING_MESSAGES.mentorNotFound });
    expect((await setStatus('admin', 'a\u0000', { status: 'ACEITE' })).statusCode).toBe(400);
    const mentor = await pick('ACEITE');
    expect((await setStatus('rh', mentor.user_id, { status: 'RECUSADO' })).statusCode).toBe(403);
    expect((await overview()).mentors.find((m) => m.user_id === mentor.user_id)?.status).toBe('ACEITE');
  });
});

describe('the dashboard card', () => {
  it('counts the mentors waiting to be accepted, for the tutoring roles only', async () => {
    const pending = (await overview()).mentors.filter((m) => m.status === 'PENDENTE').length;
    expect(pending).toBeGreaterThan(0);
    for (const who of ['tutorias', 'tutorias_admin', 'admin']) {
      const cards = (await t.as(who, { method: 'GET', url: '/api/dashboard' })).json().data as { key: string; count: number }[];
      expect(cards.find((c) => c.key === 'professionalMentoring')?.count, who).toBe(pending);
    }
    const rh = (await t.as('rh', { method: 'GET', url: '/api/dashboard' })).json().data as { key: string }[];
    expect(rh.some((c) => c.key === 'professionalMentoring')).toBe(false);
  });
});
