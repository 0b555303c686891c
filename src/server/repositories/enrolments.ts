/**
 * Changes to enrolments, each on a row the caller may see under the row rules of listTutorias (a
 * TUTORIAS user: its programmes, its unit, its UCs): a tutor approved or rejected once, a mentee
 * given a mentor of the same programme and academic year, or its mentor removed.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ENROLMENT_MESSAGES, PROGRAMME_TITLES, type Enrolment, type Role } from '../../contract';
import type { Db } from '../db/client';
import { enrolments, users, type User } from '../db/schema';
import { HttpError } from '../errors';
import { listTutorias } from './tutorias';

interface Target {
  title: string;
  userId: string;
  type: string;
  uc?: string;
  academicYear?: string;
}

/** The caller's view of one enrolment (its newest year when none is given), or 404. */
async function visible(db: Db, user: User, role: Role, target: Target): Promise<{ tutoriaId: string; enrolment: Enrolment }> {
  const [tutoria] = await listTutorias(db, user, role, { title: target.title });
  const candidates = (tutoria?.enrolls ?? [])
    .filter((e) => e.id_utilizador === target.userId && e.type === target.type && (target.uc === undefined || e.uc === target.uc))
    .filter((e) => target.academicYear === undefined || e.academicYear === target.academicYear)
    .sort((a, b) => (a.academicYear < b.academicYear ? 1 : -1));
  if (!tutoria || !candidates[0]) throw new HttpError(404, ENROLMENT_MESSAGES.notFound);
  return { tutoriaId: tutoria._id, enrolment: candidates[0] };
}

const rowOf = (tutoriaId: string, e: Enrolment) =>
  and(eq(enrolments.tutoriaId, tutoriaId), eq(enrolments.userId, e.id_utilizador), eq(enrolments.academicYear, e.academicYear), eq(enrolments.type, e.type));

/** Approves or rejects a maths and physics tutor; 409 once decided. */
export async function decideTutor(db: Db, user: User, role: Role, body: { inscritoID: string; uc: string; academicYear?: string }, aprovado: boolean): Promise<Enrolment> {
  const { tutoriaId, enrolment } = await visible(db, user, role, { title: PROGRAMME_TITLES.mathPhysics, userId: body.inscritoID, type: 'tutor', uc: body.uc, academicYear: body.academicYear });
  const changed = await db
    .update(enrolments)
    .set({ aprovado })
    .where(and(rowOf(tutoriaId, enrolment), eq(enrolments.uc, body.uc), isNull(enrolments.aprovado)))
    .returning({ id: enrolments.id });
  if (changed.length === 0) throw new HttpError(409, ENROLMENT_MESSAGES.decided);
  return { ...enrolment, aprovado };
}

/** Gives a mentee a mentor enrolled as mentor in the same programme and year; 409 when it has one. */
export async function associateMentor(db: Db, user: User, role: Role, body: { mentorID: string; mentoradoID: string; tutoriaTitle: string; academicYear?: string }): Promise<Enrolment> {
  const { tutoriaId, enrolment } = await visible(db, user, role, { title: body.tutoriaTitle, userId: body.mentoradoID, type: 'mentorado', academicYear: body.academicYear });
  const [mentor] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.tutoriaId, tutoriaId), eq(enrolments.userId, body.mentorID), eq(enrolments.type, 'mentor'), eq(enrolments.academicYear, enrolment.academicYear)));
  if (!mentor) throw new HttpError(400, ENROLMENT_MESSAGES.mentorNotFound, { mentorID: ENROLMENT_MESSAGES.mentorNotFound });
  const changed = await db
    .update(enrolments)
    .set({ mentorId: body.mentorID })
    .where(and(rowOf(tutoriaId, enrolment), isNull(enrolments.mentorId)))
    .returning({ id: enrolments.id });
  if (changed.length === 0) throw new HttpError(409, ENROLMENT_MESSAGES.hasMentor);
  return { ...enrolment, mentorID: body.mentorID };
}

/** Takes a mentee's mentor away; 409 when it has none. */
export async function removeMentor(db: Db, user: User, role: Role, body: { mentoradoID: string; tutoriaTitle: string; academicYear?: string }): Promise<Enrolment> {
  const { tutoriaId, enrolment } = await visible(db, user, role, { title: body.tutoriaTitle, userId: body.mentoradoID, type: 'mentorado', academicYear: body.academicYear });
  const changed = await db.update(enrolments).set({ mentorId: null }).where(and(rowOf(tutoriaId, enrolment), isNotNull(enrolments.mentorId))).returning({ id: enrolments.id });
  if (changed.length === 0) throw new HttpError(409, ENROLMENT_MESSAGES.noMentor);
  return { ...enrolment, mentorID: null };
}

/** The peer-mentoring mentors or mentees the caller sees, every year. */
export async function peerPeople(db: Db, user: User, role: Role, type: 'mentor' | 'mentorado') {
  const [tutoria] = await listTutorias(db, user, role, { title: PROGRAMME_TITLES.peerMentoring });
  return (tutoria?.enrolls ?? [])
    .filter((e) => e.type === type)
    .map((e) => ({ id_utilizador: e.id_utilizador, nome: e.nome, email: e.email, curso: e.curso, unidade_organica: e.unidade_organica, academicYear: e.academicYear, mentorID: e.mentorID }));
}

/** A person's name, or undefined. */
export async function nameOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ nome: users.nome }).from(users).where(eq(users.idUtilizador, userId));
  return row?.nome ?? undefined;
}
