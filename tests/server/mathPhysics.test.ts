import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ENROLMENT_MESSAGES, FIELD_MESSAGES, SESSION_MESSAGES, type MathPhysicsReport, type ReportPerson, type TutoringSession } from '../../src/contract';
import { auditLog, sessionRegistrations, tutoringSessions, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (as: string, url: string) => t.as(as, { method: 'GET', url: `/api/tutorias/${url}` });
const validate = (as: string, payload: object) => t.as(as, { method: 'POST', url: '/api/tutorias/validarSessaoGC', payload });

async function report(as: string, year?: string): Promise<MathPhysicsReport> {
  const res = await get(as, `mathPhysicsReport${year ? `?academicYear=${encodeURIComponent(year)}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function sessionsOf(as: string, person: Pick<ReportPerson, 'id_utilizador' | 'uc'>): Promise<{ data: TutoringSession[]; nomes: Record<string, string | null> }> {
  const res = await get(as, `sessoesByID/${person.id_utilizador}/${person.uc}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const unitOf = async (id: string) => (await t.database.db.select({ unit: users.unidadeOrganica }).from(users).where(eq(users.idUtilizador, id)))[0].unit;
/** Sessions straight from the table, with their tutor's unit. */
const stored = () =>
  t.database.db
    .select({ id: tutoringSessions.id, tutorId: tutoringSessions.tutorId, uc: tutoringSessions.uc, year: tutoringSessions.academicYear, duration: tutoringSessions.duration, validado: tutoringSessions.validado, validadoGC: tutoringSessions.validadoGC, unit: users.unidadeOrganica })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.idUtilizador, tutoringSessions.tutorId));

describe('GET /tutorias/mathPhysicsReport', () => {
  it('gives the area admins every year (newest first, the newest answered), every unit and every person, sorted by user id', async () => {
    for (const admin of ['admin', 'dev', 'tutorias_admin']) {
      const page = await report(admin);
      expect(page.years).toEqual(['2026/2027', '2025/2026', '2024/2025']);
      expect(page.academicYear).toBe('2026/2027');
      expect(page.statistics.length).toBeGreaterThan(1);
      const ids = page.people.map((p) => p.id_utilizador);
      expect(ids).toEqual([...ids].sort());
      expect(new Set(page.people.map((p) => p.uc))).toEqual(new Set(['matematica', 'fisica']));
    }
  });

  it("counts each unit's scheduled and confirmed sessions, and the confirmed hours, as the table holds them", async () => {
    const page = await report('admin', '2025/2026');
    expect(page.academicYear).toBe('2025/2026');
    const sessions = (await stored()).filter((s) => s.year === '2025/2026');
    expect(page.statistics.reduce((n, u) => n + u.sessoesAgendadas, 0)).toBe(sessions.length);
    for (const unit of page.statistics) {
      const own = sessions.filter((s) => s.unit === unit.unidade_organica);
      const confirmed = own.filter((s) => s.validado);
      expect(unit, unit.unidade_organica ?? '').toMatchObject({ sessoesAgendadas: own.length, sessoesConfirmadas: confirmed.length });
      expect(unit.totalHoras).toBeCloseTo(confirmed.reduce((m, s) => m + s.duration, 0) / 60, 2);
      expect(Number.isInteger(unit.mediaInscritos * 100)).toBe(true);
    }
  });

  it("gives a tutor the hours of the sessions it gave, and the validated hours of the cabinet's", async () => {
    const page = await report('admin', '2025/2026');
    const sessions = (await stored()).filter((s) => s.year === '2025/2026');
    const tutor = page.people.find((p) => p.type === 'tutor' && sessions.some((s) => s.tutorId === p.id_utilizador && s.uc === p.uc && s.validadoGC))!;
    const given = sessions.filter((s) => s.tutorId === tutor.id_utilizador && s.uc === tutor.uc);
    expect(tutor.horas).toBeCloseTo(given.reduce((m, s) => m + s.duration, 0) / 60, 2);
    expect(tutor.horasValidadas).toBeCloseTo(given.filter((s) => s.validadoGC).reduce((m, s) => m + s.duration, 0) / 60, 2);
    expect(tutor.horasValidadas).toBeGreaterThan(0);
  });

  it('gives a TUTORIAS user its unit and UC only: ESTG maths people, ESTG statistics', async () => {
    const unit = await unitOf('tutorias');
    for (const year of ['2026/2027', '2025/2026', '2024/2025']) {
      const page = await report('tutorias', year);
      expect(page.people.length, year).toBeGreaterThan(0);
      for (const p of page.people) expect([p.unidade_organica, p.uc]).toEqual([unit, 'matematica']);
      expect(page.statistics.map((s) => s.unidade_organica)).toEqual([unit]);
      const everything = (await report('admin', year)).statistics.find((s) => s.unidade_organica === unit);
      expect(page.statistics[0]).toEqual(everything);
    }
    // A TUTORIAS user managing no maths or physics UC: its unit's statistics, nobody's rows.
    const other = await report('orientacao');
    expect(other.people).toEqual([]);
    expect(other.statistics.map((s) => s.unidade_organica)).toEqual([await unitOf('orientacao')]);
  });

  it('answers an academic year without enrolments with empty tables, and refuses malformed years with 400', async () => {
    expect(await report('admin', '2030/2031')).toMatchObject({ academicYear: '2030/2031', statistics: [], people: [] });
    for (const year of ['2025', '2025/2027', '1899/1900']) {
      const res = await get('admin', `mathPhysicsReport?academicYear=${encodeURIComponent(year)}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toBe(FIELD_MESSAGES.academicYear);
    }
    expect((await get('admin', 'mathPhysicsReport?academicYear=2025%2F2026%00')).json()).toMatchObject({ statusCode: 400, message: FIELD_MESSAGES.nul });
    expect((await get('admin', `mathPhysicsReport?academicYear=${'9'.repeat(400)}`)).json()).toMatchObject({ statusCode: 400, message: FIELD_MESSAGES.max(9) });
  });
});

describe('GET /tutorias/sessoesByID/:userId/:uc and /Temposessoes/:userId/:uc/:academicYear', () => {
  it("lists a tutor's given sessions by date, in the spec's shape, with the participants' names", async () => {
    const page = await report('tutorias_admin', '2025/2026');
    const all = await stored();
    const tutor = page.people.find((p) => p.type === 'tutor' && all.filter((s) => s.tutorId === p.id_utilizador && s.uc === p.uc).length > 1)!;
    const { data, nomes } = await sessionsOf('tutorias_admin', tutor);
    expect(data.map((s) => s._id).sort()).toEqual(all.filter((s) => s.tutorId === tutor.id_utilizador && s.uc === tutor.uc).map((s) => s.id).sort());
    const moments = data.map((s) => `${s.date} ${s.time}`);
    expect(moments).toEqual([...moments].sort());
    expect(Object.keys(data[0]).sort()).toEqual(['_id', 'academicYear', 'date', 'duration', 'inscritos', 'location', 'mode', 'ratings', 'time', 'tutorID', 'uc', 'validado', 'validadoGC']);
    const registered = data.flatMap((s) => s.inscritos);
    expect(Object.keys(nomes).sort()).toEqual([...new Set(registered)].sort());
    for (const id of registered) expect(nomes[id], id).toBeTruthy();
  });

  it("lists a tutee's registered sessions and the ratings left", async () => {
    const [registration] = await t.database.db.select().from(sessionRegistrations).where(sql`${sessionRegistrations.rating} is not null`).limit(1);
    const [session] = await t.database.db.select().from(tutoringSessions).where(eq(tutoringSessions.id, registration.sessionId));
    const { data } = await sessionsOf('admin', { id_utilizador: registration.userId, uc: session.uc });
    const found = data.find((s) => s._id === session.id)!;
    expect(found.inscritos).toContain(registration.userId);
    expect(found.ratings).toContainEqual({ userID: registration.userId, rating: registration.rating });
    for (const s of data) expect(s.inscritos).toContain(registration.userId);

    const year = await get('admin', `Temposessoes/${registration.userId}/${session.uc}/${encodeURIComponent(session.academicYear)}`);
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data.map((s: TutoringSession) => s._id)).toEqual(data.filter((s) => s.academicYear === session.academicYear).map((s) => s._id));
    const dashed = await get('admin', `Temposessoes/${registration.userId}/${session.uc}/${session.academicYear.replace('/', '-')}`);
    expect(dashed.json()).toEqual(year.json());
  });

  it("answers 404 for a person outside a TUTORIAS user's unit or UC, and for nobody", async () => {
    const unit = await unitOf('tutorias');
    const everyone = (await report('admin', '2025/2026')).people;
    const foreign = everyone.find((p) => p.unidade_organica !== unit)!;
    const physics = everyone.find((p) => p.unidade_organica === unit && p.uc === 'fisica')!;
    for (const p of [foreign, physics, { id_utilizador: 'ninguem', uc: 'matematica' as const }]) {
      const res = await get('tutorias', `sessoesByID/${p.id_utilizador}/${p.uc}`);
      expect(res.json(), p.id_utilizador).toEqual({ statusCode: 404, message: ENROLMENT_MESSAGES.notFound });
    }
    expect((await get('tutorias', `Temposessoes/${foreign.id_utilizador}/${foreign.uc}/2025%2F2026`)).statusCode).toBe(404);
    expect((await get('admin', `sessoesByID/${foreign.id_utilizador}/${foreign.uc}`)).statusCode).toBe(200);
  });

  it('refuses a UC that is not maths or physics, NUL bytes, huge ids and bad years with 400', async () => {
    for (const url of ['sessoesByID/a1/quimica', 'sessoesByID/a%001/matematica', `sessoesByID/${'a'.repeat(90)}/fisica`, 'Temposessoes/a1/fisica/2025', 'Temposessoes/a1/fisica/99999%2F100000']) {
      const res = await get('admin', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/[a-zà-ú]/i);
    }
  });
});

describe('GET /tutorias/Totalsessoes', () => {
  it('totals per unit, year and UC; a TUTORIAS user only its unit', async () => {
    const all = (await get('admin', 'Totalsessoes')).json().data as { unidade_organica: string; sessoes: number; minutos: number; validadasGC: number }[];
    const rows = await stored();
    expect(all.reduce((n, r) => n + r.sessoes, 0)).toBe(rows.length);
    expect(all.reduce((n, r) => n + r.minutos, 0)).toBe(rows.reduce((n, s) => n + s.duration, 0));
    expect(all.reduce((n, r) => n + r.validadasGC, 0)).toBe(rows.filter((s) => s.validadoGC).length);
    const mine = (await get('tutorias', 'Totalsessoes')).json().data as typeof all;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.unidade_organica))).toEqual(new Set([await unitOf('tutorias')]));
  });
});

describe('POST /tutorias/validarSessaoGC', () => {
  const bodyOf = (s: { id: string; tutorId: string; uc: string }) => ({ tutorID: s.tutorId, sessaoID: s.id, UC: s.uc });
  const dashboardCount = async (as: string) => ((await t.as(as, { method: 'GET', url: '/api/dashboard' })).json().data as { key: string; count: number }[]).find((c) => c.key === 'mathPhysics')?.count;

  it("validates a confirmed session's hours once (409 after), audited, and the report and the dashboard follow", async () => {
    const unit = await unitOf('tutorias');
    const target = (await stored()).find((s) => s.validado && !s.validadoGC && s.unit === unit && s.uc === 'matematica')!;
    const tutorRow = (await report('tutorias', target.year)).people.find((p) => p.id_utilizador === target.tutorId && p.type === 'tutor')!;
    const [cardBefore, adminCardBefore] = [await dashboardCount('tutorias'), await dashboardCount('admin')];
    expect(cardBefore).toBeLessThan(adminCardBefore!);

    const res = await validate('tutorias', bodyOf(target));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: target.id, validado: true, validadoGC: true, tutorID: target.tutorId, uc: target.uc });
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: 'tutorias', resource: 'mathPhysics', recordId: target.id, before: { validadoGC: false }, after: { validadoGC: true } });

    const after = (await report('tutorias', target.year)).people.find((p) => p.id_utilizador === target.tutorId && p.type === 'tutor')!;
    expect(after.horasValidadas).toBeCloseTo(tutorRow.horasValidadas + target.duration / 60, 2);
    expect(await dashboardCount('tutorias')).toBe(cardBefore! - 1);
    expect(await dashboardCount('admin')).toBe(adminCardBefore! - 1);

    expect((await validate('admin', bodyOf(target))).json()).toEqual({ statusCode: 409, message: SESSION_MESSAGES.alreadyValidated });
  });

  it('refuses a session not confirmed yet with 409, and changes nothing', async () => {
    const target = (await stored()).find((s) => !s.validado)!;
    expect((await validate('tutorias_admin', bodyOf(target))).json()).toEqual({ statusCode: 409, message: SESSION_MESSAGES.notConfirmed });
    const [row] = await t.database.db.select({ gc: tutoringSessions.validadoGC }).from(tutoringSessions).where(eq(tutoringSessions.id, target.id));
    expect(row.gc).toBe(false);
  });

  it("answers 404 for a session outside a TUTORIAS user's rows, an unknown one, or the wrong tutor or UC", async () => {
    const unit = await unitOf('tutorias');
    const all = await stored();
    const registrants = await t.database.db.select({ sessionId: sessionRegistrations.sessionId, unit: users.unidadeOrganica }).from(sessionRegistrations).innerJoin(users, eq(users.idUtilizador, sessionRegistrations.userId));
    const foreign = all.find((s) => s.validado && !s.validadoGC && s.unit !== unit && !registrants.some((r) => r.sessionId === s.id && r.unit === unit))!;
    const physics = all.find((s) => s.validado && !s.validadoGC && s.uc === 'fisica')!;
    const notFound = { statusCode: 404, message: SESSION_MESSAGES.notFound };
    expect((await validate('tutorias', bodyOf(foreign))).json()).toEqual(notFound);
    expect((await validate('tutorias', bodyOf(physics))).json()).toEqual(notFound);
    expect((await validate('admin', { ...bodyOf(foreign), sessaoID: '00000000-0000-4000-8000-000000000000' })).json()).toEqual(notFound);
    expect((await validate('admin', { ...bodyOf(foreign), tutorID: 'outro' })).json()).toEqual(notFound);
    expect((await validate('admin', { ...bodyOf(foreign), UC: foreign.uc === 'fisica' ? 'matematica' : 'fisica' })).json()).toEqual(notFound);
    const [row] = await t.database.db.select({ gc: tutoringSessions.validadoGC }).from(tutoringSessions).where(and(eq(tutoringSessions.id, foreign.id)));
    expect(row.gc).toBe(false);
  });

  it('refuses missing, malformed and hostile bodies with 400 and a Portuguese message', async () => {
    const [s] = await stored();
    for (const payload of [{}, { ...bodyOf(s), sessaoID: 'abc' }, { ...bodyOf(s), sessaoID: 12 }, { ...bodyOf(s), UC: 'quimica' }, { ...bodyOf(s), tutorID: 'a\u0000b' }, { ...bodyOf(s), tutorID: 'x'.repeat(10_000) }, { ...bodyOf(s), sessaoID: '9'.repeat(400) }]) {
      const res = await validate('admin', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/i);
    }
  });
});

describe('access', () => {
  it('is refused to roles outside the tutoring area (403) and signed out (401)', async () => {
    for (const url of ['mathPhysicsReport', 'sessoesByID/a1/matematica', 'Totalsessoes', 'Temposessoes/a1/matematica/2025%2F2026']) {
      for (const who of ['rh', 'direcao', 'default']) expect((await get(who, url)).statusCode, `${who} ${url}`).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/tutorias/${url}` })).statusCode, url).toBe(401);
    }
    expect((await validate('ccurso', {})).statusCode).toBe(403);
  });
});
