/**
 * The tutorias area's writes: a programme and its managers are one record (a change of managers
 * gives the programme a new version); an enrolment is a record of its own (a tutor's approval, a
 * mentee's mentor).
 */
import { and, eq } from 'drizzle-orm';
import { PROGRAMME_TITLES, type Enrolment, type Tutoria } from '../../../src/contract';
import { enrolments, tutorias } from '../../../src/server/db/schema';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

let counter = 0;
const token = () => `v${Date.now().toString(36)}${++counter}`;

const programmes = async (t: TestApp): Promise<Tutoria[]> => ok(await t.as('admin', { method: 'GET', url: '/api/tutorias/' })).json().data;
const programme = async (t: TestApp, match: (p: Tutoria) => boolean) => (await programmes(t)).find(match);
const post = (t: TestApp, path: string, payload: object, version?: string) =>
  t.as('admin', { method: 'POST', url: `/api/tutorias/${path}`, payload, headers: version === undefined ? {} : ifMatch(version) });

/** An enrolment, by what names it: its programme, person, type, year and UC. */
interface Named {
  title: string;
  userId: string;
  type: string;
  academicYear: string;
  uc: string | null;
}
const named = (title: string, e: Enrolment): Named => ({ title, userId: e.id_utilizador, type: e.type, academicYear: e.academicYear, uc: e.uc });
async function enrolment(t: TestApp, n: Named): Promise<Enrolment | undefined> {
  const found = await programme(t, (p) => p.title === n.title);
  return found?.enrolls.find((e) => e.id_utilizador === n.userId && e.type === n.type && e.academicYear === n.academicYear && e.uc === n.uc);
}
/** The enrolment read again (the first read picks it with `pick`). */
async function readEnrolment(t: TestApp, title: string, previous: Named | undefined, pick: (enrolls: Enrolment[]) => Enrolment | undefined) {
  const e = previous ? await enrolment(t, previous) : pick((await programme(t, (p) => p.title === title))?.enrolls ?? []);
  if (!e) throw new Error(`no enrolment to write in ${title}`);
  return { version: String(e.version), ctx: named(title, e) };
}

const programmeScenarios: Scenario[] = [
  scenario<{ id: string }>({
    endpoint: 'PUT /tutorias/:id',
    async read(t, previous) {
      const found = await programme(t, (p) => (previous ? p._id === previous.id : p.title === 'Orientação para o estudo'));
      return { version: String(found?.version), ctx: { id: found!._id } };
    },
    // Another admin saves the managers (the same ones): the programme's record changes all the same.
    async change(t, { id }) {
      const { managers } = (await programme(t, (p) => p._id === id))!;
      ok(await t.as('tutorias_admin', { method: 'PUT', url: `/api/tutorias/${id}`, payload: { managers } }));
    },
    write: (t, { id }, version) =>
      t.as('admin', { method: 'PUT', url: `/api/tutorias/${id}`, payload: { short_description: `Curta ${token()}`, description: `Completa ${token()}` }, headers: ifMatch(version) }),
    state: (t, { id }) => programme(t, (p) => p._id === id),
  }),
  scenario<{ id: string }>({
    endpoint: 'DELETE /tutorias/:id',
    async read(t, previous) {
      const id = previous?.id ?? String(ok(await t.as('admin', { method: 'POST', url: '/api/tutorias', payload: { title: `Tutoria ${token()}`, short_description: 'Curta', description: 'Completa' } })).json().data._id);
      return { version: String((await programme(t, (p) => p._id === id))?.version), ctx: { id } };
    },
    async change(t, { id }) {
      ok(await t.as('admin', { method: 'PUT', url: `/api/tutorias/${id}`, payload: { short_description: `Curta ${token()}`, description: 'Completa' } }));
    },
    write: (t, { id }, version) => t.as('admin', { method: 'DELETE', url: `/api/tutorias/${id}`, headers: ifMatch(version) }),
    state: (t, { id }) => programme(t, (p) => p._id === id),
  }),
];

/**
 * Approving or rejecting an undecided tutor. Nothing in this API changes an undecided tutor's
 * enrolment but the decision itself (once), so the other writer is another client of the database
 * rewriting the row (the tutors' app, where people enrol).
 */
const decision = (endpoint: string, path: string): Scenario =>
  scenario<Named>({
    endpoint,
    read: (t, previous) => readEnrolment(t, PROGRAMME_TITLES.mathPhysics, previous, (enrolls) => enrolls.find((e) => e.type === 'tutor' && e.aprovado === null)),
    async change(t, n) {
      const [{ id }] = await t.database.db.select({ id: tutorias.id }).from(tutorias).where(eq(tutorias.title, n.title));
      await t.database.db
        .update(enrolments)
        .set({ createdAt: new Date() })
        .where(and(eq(enrolments.tutoriaId, id), eq(enrolments.userId, n.userId), eq(enrolments.type, n.type), eq(enrolments.academicYear, n.academicYear), eq(enrolments.uc, n.uc!)));
    },
    write: (t, n, version) => post(t, path, { inscritoID: n.userId, uc: n.uc, type: 'tutor', academicYear: n.academicYear }, version),
    state: (t, n) => enrolment(t, n),
  });

/** A peer mentee and a mentor of its year. */
const peerPair = (enrolls: Enrolment[], hasMentor: boolean) =>
  enrolls.find((e) => e.type === 'mentorado' && (e.mentorID !== null) === hasMentor && enrolls.some((m) => m.type === 'mentor' && m.academicYear === e.academicYear));
const mentorOf = async (t: TestApp, n: Named) =>
  (await programme(t, (p) => p.title === n.title))!.enrolls.find((m) => m.type === 'mentor' && m.academicYear === n.academicYear)!.id_utilizador;
const mentee = (n: Named) => ({ mentoradoID: n.userId, tutoriaTitle: n.title, academicYear: n.academicYear });

const mentorScenarios: Scenario[] = [
  scenario<Named>({
    endpoint: 'POST /tutorias/tutoriasInterParesAssociate',
    read: (t, previous) => readEnrolment(t, PROGRAMME_TITLES.peerMentoring, previous, (enrolls) => peerPair(enrolls, false)),
    // Another person gives the mentee a mentor and takes it away again.
    async change(t, n) {
      ok(await post(t, 'tutoriasInterParesAssociate', { ...mentee(n), mentorID: await mentorOf(t, n) }));
      ok(await post(t, 'removeMentorFromMentee', mentee(n)));
    },
    write: async (t, n, version) => post(t, 'tutoriasInterParesAssociate', { ...mentee(n), mentorID: await mentorOf(t, n) }, version),
    state: (t, n) => enrolment(t, n),
  }),
  scenario<Named>({
    endpoint: 'POST /tutorias/removeMentorFromMentee',
    read: (t, previous) => readEnrolment(t, PROGRAMME_TITLES.peerMentoring, previous, (enrolls) => peerPair(enrolls, true)),
    // Another person takes the mentor away and gives it one again.
    async change(t, n) {
      ok(await post(t, 'removeMentorFromMentee', mentee(n)));
      ok(await post(t, 'tutoriasInterParesAssociate', { ...mentee(n), mentorID: await mentorOf(t, n) }));
    },
    write: (t, n, version) => post(t, 'removeMentorFromMentee', mentee(n), version),
    state: (t, n) => enrolment(t, n),
  }),
];

export const scenarios: Scenario[] = [...programmeScenarios, decision('POST /tutorias/aprovado', 'aprovado'), decision('POST /tutorias/desaprovado', 'desaprovado'), ...mentorScenarios];
