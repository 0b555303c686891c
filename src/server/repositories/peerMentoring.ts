/**
 * Peer mentoring ('Mentorias inter-pares'): the mentors' ratings and observations, and the
 * interactions of mentees and mentors. Everything goes through peerPeople's row rules (a TUTORIAS
 * user: only the programmes it manages, its own unit unless SC); the interactions screen narrows
 * further (spec section 6): its own unit unless the caller is ADMIN or its `tipo` is SC.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PROGRAMME_TITLES, seesEveryPeerUnit, type Interaction, type PeerMentor, type Role, type YearInteraction } from '../../contract';
import type { Db } from '../db/client';
import { enrolments, peerInteractions, peerMentorObservations, peerMentorRatings, tutorias, users, type User } from '../db/schema';
import { peerPeople } from './enrolments';
import { visibleEnrolments } from './tutorias';

const keyOf = (mentorId: string, year: string) => `${mentorId}|${year}`;

async function programmeId(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ id: tutorias.id }).from(tutorias).where(eq(tutorias.title, PROGRAMME_TITLES.peerMentoring));
  return row?.id;
}

/** Groups rows by mentor and academic year. */
function byMentorYear<T extends { mentorId: string; academicYear: string }, V>(rows: readonly T[], value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const key = keyOf(row.mentorId, row.academicYear);
    const group = groups.get(key);
    if (group) group.push(value(row));
    else groups.set(key, [value(row)]);
  }
  return groups;
}

/** The peer mentors the caller sees (peerPeople), each with that year's ratings by its mentees and its dated observations. */
export async function peerMentors(db: Db, user: User, role: Role): Promise<PeerMentor[]> {
  const mentors = await peerPeople(db, user, role, 'mentor');
  const programme = await programmeId(db);
  const ids = [...new Set(mentors.map((m) => m.id_utilizador))];
  if (!programme || ids.length === 0) return [];
  const of = (table: typeof peerMentorRatings | typeof peerMentorObservations) => and(eq(table.tutoriaId, programme), inArray(table.mentorId, ids));
  const ratings = await db.select().from(peerMentorRatings).where(of(peerMentorRatings)).orderBy(asc(peerMentorRatings.userId));
  const observations = await db.select().from(peerMentorObservations).where(of(peerMentorObservations)).orderBy(asc(peerMentorObservations.date), asc(peerMentorObservations.id));
  const ratingsOf = byMentorYear(ratings, (r) => ({ id_utilizador: r.userId, rating: r.rating }));
  const observationsOf = byMentorYear(observations, (o) => ({ data: o.date, texto: o.texto }));
  return mentors.map((m) => ({ ...m, ratings: ratingsOf.get(keyOf(m.id_utilizador, m.academicYear)) ?? [], observacoes: observationsOf.get(keyOf(m.id_utilizador, m.academicYear)) ?? [] }));
}

/** The mentees of the interactions screen: peerPeople's, within the caller's unit unless ADMIN or tipo SC. */
async function screenMentees(db: Db, user: User, role: Role) {
  const mentees = await peerPeople(db, user, role, 'mentorado');
  if (seesEveryPeerUnit(role, user.tipo)) return mentees;
  return mentees.filter((m) => user.unidadeOrganica !== null && m.unidade_organica === user.unidadeOrganica);
}

/** Of these people (the live events' records: a mentee, a mentor), those the caller reads in the programme (peerPeople's rule). */
export async function readablePeerMentoring(db: Db, user: User, role: Role, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: enrolments.userId })
    .from(enrolments)
    .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .where(and(eq(tutorias.title, PROGRAMME_TITLES.peerMentoring), visibleEnrolments(user, role), inArray(enrolments.userId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

const interactionColumns = { data: peerInteractions.date, tipo: peerInteractions.tipo, duracao: peerInteractions.duracao, introduzidoPor: peerInteractions.introduzidoPor };
const chronological = [asc(peerInteractions.date), asc(peerInteractions.id)];

/** An academic year's interactions of the mentees the caller sees on the screen, oldest first. */
export async function listYearInteractions(db: Db, user: User, role: Role, academicYear: string): Promise<YearInteraction[]> {
  const ids = (await screenMentees(db, user, role)).filter((m) => m.academicYear === academicYear).map((m) => m.id_utilizador);
  const programme = await programmeId(db);
  if (!programme || ids.length === 0) return [];
  return db
    .select({ menteeId: peerInteractions.menteeId, mentorId: peerInteractions.mentorId, ...interactionColumns })
    .from(peerInteractions)
    .where(and(eq(peerInteractions.tutoriaId, programme), eq(peerInteractions.academicYear, academicYear), inArray(peerInteractions.menteeId, ids)))
    .orderBy(...chronological);
}

/** One mentee's interactions, oldest first, in the years the caller sees it on the screen; undefined when it sees it in none. */
export async function listMenteeInteractions(db: Db, user: User, role: Role, menteeId: string): Promise<Interaction[] | undefined> {
  const years = (await screenMentees(db, user, role)).filter((m) => m.id_utilizador === menteeId).map((m) => m.academicYear);
  const programme = await programmeId(db);
  if (!programme || years.length === 0) return undefined;
  return db
    .select(interactionColumns)
    .from(peerInteractions)
    .where(and(eq(peerInteractions.tutoriaId, programme), eq(peerInteractions.menteeId, menteeId), inArray(peerInteractions.academicYear, years)))
    .orderBy(...chronological);
}
