/**
 * Changes to enrolments, each on a row the caller may see under the row rules of listTutorias (a
 * TUTORIAS user: its programmes, its unit, its UCs): a tutor approved or rejected once, a mentee
 * given a mentor of the same programme and academic year, or its mentor removed.
 */
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ENROLMENT_MESSAGES, PROGRAMME_TITLES, type Enrolment, type Role } from '../../contract';
import { atVersion, readAnother, staleWrite, versionOf, type ExpectedVersion } from '../concurrency';
import type { Db } from '../db/client';
import { enrolments, tutorias, users, type User } from '../db/schema';
import { HttpError } from '../errors';
import { enrolmentRows, listTutorias, managedProgrammes } from './tutorias';

interface Target {
  title: string;
  userId: string;
  type: string;
  uc?: string;
  academicYear?: string;
}

interface Visible {
  tutoriaId: string;
  enrolment: Enrolment;
}

/** The caller's view of one enrolment (its newest year when none is given), or 404. */
async function visible(db: Db, user: User, role: Role, target: Target): Promise<Visible> {
  const [tutoria] = await listTutorias(db, user, role, { title: target.title });
  const candidates = (tutoria?.enrolls ?? [])
    .filter((e) => e.id_utilizador === target.userId && e.type === target.type && (target.uc === undefined || e.uc === target.uc))
    .filter((e) => target.academicYear === undefined || e.academicYear === target.academicYear)
    .sort((a, b) => (a.academicYear < b.academicYear ? 1 : -1));
  if (!tutoria || !candidates[0]) throw new HttpError(404, ENROLMENT_MESSAGES.notFound);
  return { tutoriaId: tutoria._id, enrolment: candidates[0] };
}

/** The enrolment's row (a tutor has one per UC). */
const rowOf = (tutoriaId: string, e: Enrolment) =>
  and(
    eq(enrolments.tutoriaId, tutoriaId),
    eq(enrolments.userId, e.id_utilizador),
    eq(enrolments.academicYear, e.academicYear),
    eq(enrolments.type, e.type),
    e.uc === null ? isNull(enrolments.uc) : eq(enrolments.uc, e.uc),
  );

/** What a write changes of an enrolment, and its new version. */
const written = { aprovado: enrolments.aprovado, mentorID: enrolments.mentorId, version: versionOf(enrolments) };

/**
 * Writes the enrolment the caller sees (its row, while `rule` holds, at the version the writer
 * read) and answers it with its new version. Matching no row, it is refused with 409: stale, with
 * the enrolment as it is now, when it has changed since the writer read it; else with the rule's
 * message (404 when it is gone).
 */
async function writeEnrolment(
  db: Db,
  { tutoriaId, enrolment }: Visible,
  change: { set: Partial<typeof enrolments.$inferInsert>; rule: SQL; refusal: string },
  expected: ExpectedVersion,
): Promise<Enrolment> {
  const row = rowOf(tutoriaId, enrolment);
  const [changed] = await db.update(enrolments).set(change.set).where(and(row, change.rule, atVersion(enrolments, expected))).returning(written);
  if (changed) return { ...enrolment, ...changed };
  const [now] = await db.select(written).from(enrolments).where(row);
  if (!now) throw new HttpError(404, ENROLMENT_MESSAGES.notFound);
  throw readAnother(expected, now.version) ? staleWrite({ ...enrolment, ...now }) : new HttpError(409, change.refusal);
}

/** Approves or rejects a maths and physics tutor; 409 once decided. */
export async function decideTutor(db: Db, user: User, role: Role, body: { inscritoID: string; uc: string; academicYear?: string }, aprovado: boolean, expected: ExpectedVersion): Promise<Enrolment> {
  const found = await visible(db, user, role, { title: PROGRAMME_TITLES.mathPhysics, userId: body.inscritoID, type: 'tutor', uc: body.uc, academicYear: body.academicYear });
  return writeEnrolment(db, found, { set: { aprovado }, rule: isNull(enrolments.aprovado), refusal: ENROLMENT_MESSAGES.decided }, expected);
}

/** Gives a mentee a mentor enrolled as mentor in the same programme and year; 409 when it has one. */
export async function associateMentor(db: Db, user: User, role: Role, body: { mentorID: string; mentoradoID: string; tutoriaTitle: string; academicYear?: string }, expected: ExpectedVersion): Promise<Enrolment> {
  const found = await visible(db, user, role, { title: body.tutoriaTitle, userId: body.mentoradoID, type: 'mentorado', academicYear: body.academicYear });
  const [mentor] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.tutoriaId, found.tutoriaId), eq(enrolments.userId, body.mentorID), eq(enrolments.type, 'mentor'), eq(enrolments.academicYear, found.enrolment.academicYear)));
  if (!mentor) throw new HttpError(400, ENROLMENT_MESSAGES.mentorNotFound, { mentorID: ENROLMENT_MESSAGES.mentorNotFound });
  return writeEnrolment(db, found, { set: { mentorId: body.mentorID }, rule: isNull(enrolments.mentorId), refusal: ENROLMENT_MESSAGES.hasMentor }, expected);
}

/** Takes a mentee's mentor away; 409 when it has none. */
export async function removeMentor(db: Db, user: User, role: Role, body: { mentoradoID: string; tutoriaTitle: string; academicYear?: string }, expected: ExpectedVersion): Promise<Enrolment> {
  const found = await visible(db, user, role, { title: body.tutoriaTitle, userId: body.mentoradoID, type: 'mentorado', academicYear: body.academicYear });
  return writeEnrolment(db, found, { set: { mentorId: null }, rule: isNotNull(enrolments.mentorId), refusal: ENROLMENT_MESSAGES.noMentor }, expected);
}

/** The peer-mentoring mentors or mentees the caller sees, every year. */
export async function peerPeople(db: Db, user: User, role: Role, type: 'mentor' | 'mentorado') {
  // The programme and its enrolments under the rules listTutorias applies, without the rest of what
  // it reads (every programme's managers, the enrolments' sessions): the /mentorias screen asks
  // three reads that each start here, one after the other on the embedded database.
  const [programme] = await db
    .select({ id: tutorias.id })
    .from(tutorias)
    .where(and(eq(tutorias.title, PROGRAMME_TITLES.peerMentoring), managedProgrammes(user, role, tutorias.id)));
  if (!programme) return [];
  return (await enrolmentRows(db, user, role, [programme.id], {}))
    .filter((e) => e.type === type)
    .map((e) => ({ id_utilizador: e.id_utilizador, nome: e.nome, email: e.email, curso: e.curso, unidade_organica: e.unidade_organica, academicYear: e.academicYear, mentorID: e.mentorID, version: e.version }));
}

/** A person's name, or undefined. */
export async function nameOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ nome: users.nome }).from(users).where(eq(users.idUtilizador, userId));
  return row?.nome ?? undefined;
}
