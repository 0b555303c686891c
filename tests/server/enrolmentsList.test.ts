import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enrolmentsList, LIST_MESSAGES, PROGRAMME_TITLES, type Role, type Tutoria } from '../../src/contract';
import { enrolments, tutoriaManagers, tutorias, users } from '../../src/server/db/schema';
import { enrolmentRows } from '../../src/server/repositories/tutorias';
import { buildTestApp, type TestApp } from './helper';
import { planWithoutSeqScans } from './declaredLists';

// The tutorias' enrolment filters (src/contract/lists/enrolments.ts) on GET /tutorias/: each
// programme's enrolments against those a reference computed here keeps, for each user under the row
// rules of spec section 6, computed here too.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Ref {
  tutoria: string;
  title: string;
  user: string;
  email: string | null;
  unit: string | null;
  course: string | null;
  type: string;
  year: string;
  uc: string | null;
  aprovado: boolean | null;
  mentor: string | null;
}

const reference = (): Promise<Ref[]> =>
  t.database.db
    .select({
      tutoria: enrolments.tutoriaId,
      title: tutorias.title,
      user: enrolments.userId,
      email: users.email,
      unit: users.unidadeOrganica,
      course: users.curso,
      type: enrolments.type,
      year: enrolments.academicYear,
      uc: enrolments.uc,
      aprovado: enrolments.aprovado,
      mentor: enrolments.mentorId,
    })
    .from(enrolments)
    .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId));

/** The test's accounts of the screen: the area's admins, and two TUTORIAS users of one unit each. */
const ACCOUNTS: [string, Role][] = [
  ['admin', 'ADMIN'],
  ['tutorias_admin', 'TUTORIAS_ADMIN'],
  ['tutorias', 'TUTORIAS'],
  ['orientacao', 'TUTORIAS'],
];

/**
 * Spec section 6, written again here: the admins see every enrolment; a TUTORIAS user those of the
 * programmes it manages, of its unit (every unit for SC), and in maths and physics of its UCs.
 */
async function rowRule(username: string, role: Role): Promise<(r: Ref) => boolean> {
  if (role !== 'TUTORIAS') return () => true;
  const managed = await t.database.db.select().from(tutoriaManagers).where(eq(tutoriaManagers.userId, username));
  const [{ unit }] = await t.database.db.select({ unit: users.unidadeOrganica }).from(users).where(eq(users.idUtilizador, username));
  return (r) =>
    managed.some((m) => m.tutoriaId === r.tutoria) &&
    (unit === 'SC' || r.unit === unit) &&
    (r.title !== PROGRAMME_TITLES.mathPhysics || managed.some((m) => m.tutoriaId === r.tutoria && m.scope === r.uc));
}

const APPROVALS: Record<string, (r: Ref) => boolean> = {
  aprovado: (r) => r.type === 'tutor' && r.aprovado === true,
  rejeitado: (r) => r.type === 'tutor' && r.aprovado === false,
  pendente: (r) => r.type === 'tutor' && r.aprovado === null,
};

/** An enrolment's key, and the e-mail order (unknown last) the spec sorts by. */
const keyOf = (tutoria: string, user: string, year: string, uc: string | null) => `${tutoria}|${user}|${year}|${uc ?? ''}`;
const byEmail = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

async function expectView(username: string, role: Role, query: string, keep: (r: Ref) => boolean, rows: readonly Ref[], order: 'ASC' | 'DESC' = 'ASC') {
  const res = await t.as(username, { method: 'GET', url: `/api/tutorias/?${query}` });
  expect(res.statusCode, `${username} ${query}: ${res.body}`).toBe(200);
  const { data } = res.json() as { data: Tutoria[] };
  const seen = await rowRule(username, role);
  for (const programme of data) {
    const expected = rows.filter((r) => r.tutoria === programme._id && seen(r) && keep(r));
    const what = `${username} ${query} ${programme.title}`;
    expect(programme.enrolls.map((e) => keyOf(programme._id, e.id_utilizador, e.academicYear, e.uc)).sort(), what).toEqual(expected.map((r) => keyOf(r.tutoria, r.user, r.year, r.uc)).sort());
    const emails = programme.enrolls.map((e) => e.email);
    const sorted = [...emails].sort(byEmail);
    expect(emails, what).toEqual(order === 'ASC' ? sorted : [...emails].sort((a, b) => (a === null || b === null ? byEmail(a, b) : -byEmail(a, b))));
  }
  return data;
}

describe('GET /api/tutorias/ with the enrolments\' declared filters', () => {
  it('each filter alone and together gives each programme the enrolments of a reference, under every user\'s row rules', async () => {
    const rows = await reference();
    const mentee = rows.find((r) => r.type === 'mentorado' && r.mentor !== null && r.course !== null)!;
    const mathsCourse = rows.find((r) => r.title === PROGRAMME_TITLES.mathPhysics && r.type === 'tutor' && r.course !== null)!.course!;
    const cases: [string, (r: Ref) => boolean][] = [
      ...Object.entries(APPROVALS).map(([id, keep]): [string, (r: Ref) => boolean] => [`approved=${id}`, keep]),
      ['approved=aprovado,pendente', (r) => APPROVALS.aprovado(r) || APPROVALS.pendente(r)],
      ['uc=matematica', (r) => r.uc === 'matematica'],
      ['uc=fisica', (r) => r.uc === 'fisica'],
      ['uc=matematica,fisica', (r) => r.uc !== null],
      [`course=${mentee.course}`, (r) => r.course === mentee.course],
      [`mentor=${mentee.mentor}`, (r) => r.mentor === mentee.mentor],
      ['course=NENHUM', () => false],
      ['mentor=ninguem', () => false],
      // Together.
      ['approved=pendente&uc=fisica', (r) => APPROVALS.pendente(r) && r.uc === 'fisica'],
      [`approved=rejeitado&course=${mathsCourse}`, (r) => APPROVALS.rejeitado(r) && r.course === mathsCourse],
      [`mentor=${mentee.mentor}&course=${mentee.course}`, (r) => r.mentor === mentee.mentor && r.course === mentee.course],
      ['uc=fisica&mentor=ninguem', () => false],
    ];
    // Each filter selects some and leaves some out, here.
    for (const [query, keep] of cases.slice(0, 9)) expect(rows.filter(keep).length, query).toBeGreaterThan(0);
    for (const [query, keep] of cases) expect(rows.filter(keep).length, query).toBeLessThan(rows.length);
    for (const [username, role] of ACCOUNTS) {
      const unfiltered = await expectView(username, role, '', () => true, rows);
      for (const [query, keep] of cases) {
        // The programmes stay the user's, only their enrolments are filtered.
        const data = await expectView(username, role, query, keep, rows);
        expect(data.map((p) => p.title), `${username} ${query}`).toEqual(unfiltered.map((p) => p.title));
      }
    }
    // The reverse order, and the spec's own default spelt out.
    await expectView('admin', 'ADMIN', 'uc=matematica&sort=email&order=DESC', (r) => r.uc === 'matematica', rows, 'DESC');
    await expectView('admin', 'ADMIN', 'approved=pendente&sort=email&order=ASC', APPROVALS.pendente, rows);
  });

  it('answers beside the programmes the courses of the enrolments the user sees, whatever the filters', async () => {
    const rows = await reference();
    for (const [username, role] of ACCOUNTS) {
      const seen = await rowRule(username, role);
      const expected = [...new Set(rows.filter((r) => seen(r) && r.course !== null).map((r) => r.course!))].sort();
      for (const query of ['', 'uc=fisica', 'mentor=ninguem']) {
        const res = await t.as(username, { method: 'GET', url: `/api/tutorias/?${query}` });
        const courses = (res.json() as { courses: { id: string; name: string }[] }).courses;
        expect(courses.map((c) => c.id).sort(), `${username} ${query}`).toEqual(expected);
        expect(courses.every((c) => c.name.length > 0)).toBe(true);
      }
    }
  });

  it('an unknown filter or sort, a bad value or one too long is a 400 in Portuguese', async () => {
    const refused: [string, string][] = [
      ['nome=x', LIST_MESSAGES.unknown(['nome'])],
      ['escola=ESTG&ano=2025', LIST_MESSAGES.unknown(['escola', 'ano'])],
      ['approved=true', LIST_MESSAGES.choice],
      ['approved=aprovado,talvez', LIST_MESSAGES.choice],
      ['uc=quimica', LIST_MESSAGES.choice],
      ['uc=Matemática', LIST_MESSAGES.choice],
      [`course=${'x'.repeat(65)}`, LIST_MESSAGES.tooLong],
      ['mentor=%20', LIST_MESSAGES.choice],
      ['sort=nome', LIST_MESSAGES.sort],
      ['sort=email&order=UP', LIST_MESSAGES.order],
    ];
    for (const [query, message] of refused) {
      const res = await t.as('tutorias', { method: 'GET', url: `/api/tutorias/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('every filter is served by an index: no sequential scan, the filter an index condition on its column', async () => {
    const db = t.database.db;
    const rows = await reference();
    const ids = [...new Set(rows.map((r) => r.tutoria))];
    const mentee = rows.find((r) => r.mentor !== null && r.course !== null)!;
    const cases: [Record<string, unknown>, RegExp][] = [
      ...['aprovado', 'rejeitado', 'pendente'].map((id): [Record<string, unknown>, RegExp] => [{ approved: [id] }, /Index Cond: .*\baprovado\b/]),
      [{ uc: ['fisica'] }, /Index Cond: .*\buc\b/],
      [{ course: mentee.course }, /Index Cond: .*\bcurso\b/],
      [{ mentor: mentee.mentor }, /Index Cond: .*\bmentor_id\b/],
    ];
    for (const [username, role] of [ACCOUNTS[0], ACCOUNTS[2]]) {
      const [user] = await db.select().from(users).where(eq(users.idUtilizador, username));
      for (const [query, column] of cases) {
        const plan = await planWithoutSeqScans(db, enrolmentRows(db, user, role, ids, query));
        expect(plan, `${username} ${JSON.stringify(query)}`).not.toMatch(/Seq Scan/);
        expect(plan, `${username} ${JSON.stringify(query)}`).toMatch(column);
      }
    }
    expect(Object.keys(enrolmentsList.filters).sort()).toEqual(['approved', 'course', 'mentor', 'uc']);
  });
});
