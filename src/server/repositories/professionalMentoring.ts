/**
 * Professional mentors, their mentees' applications and the mentees' ratings. The spec gives no row
 * rule beyond the page's roles (docs/decisions.md): every role of the page sees every mentor. Each
 * per-mentor answer and the one-call overview are built from the same queries, so they agree.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { professionalMentorsList, type CycleRating, type DeclaredListQuery, type MenteeCounts, type MenteeRatings, type MentorStatus, type OverviewMentee, type ProfessionalMentee, type ProfessionalMentor, type ProfessionalOverview } from '../../contract';
import { readAnother, staleWrite, versionOf, type ExpectedVersion } from '../concurrency';
import type { Db } from '../db/client';
import { courses, professionalMentees, professionalMentors, professionalRatings, users } from '../db/schema';
import { declaredOrder, declaredWhere, isDefaultView, textSortKey, type ListColumns } from '../lists/declaredQuery';

/** The mean of ratings 1 to 5 with two decimals; 0 when there is none (spec section 9). */
export function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100;
}

const byName = sql`${users.nome} asc nulls last`;

/** A mentor with its version (answered beside it, in `versions` or `ETag`: the spec fixes a mentor's fields). */
type VersionedMentor = ProfessionalMentor & { version: string };

/** The versions of these mentors, by user id. */
export const mentorVersions = (mentors: readonly VersionedMentor[]) => Object.fromEntries(mentors.map((m) => [m.user_id, m.version]));

/**
 * The columns of the mentors' declared filters (src/contract/lists/professionalMentors.ts). Mentors
 * are a few dozen (companies that offer themselves): the status has its index, the name is read
 * through the mentors' rows, without an index of its own.
 */
const mentorColumns: ListColumns<keyof typeof professionalMentorsList.filters, (typeof professionalMentorsList.sorts)[number]> = {
  filters: { status: professionalMentors.status, name: users.nome },
  sorts: { name: textSortKey(users.nome) },
  tiebreak: professionalMentors.userId,
};

function mentorRows(db: Db, where?: SQL, query: DeclaredListQuery = {}): Promise<VersionedMentor[]> {
  return db
    .select({
      user_id: professionalMentors.userId,
      name: users.nome,
      email: users.email,
      company_name: professionalMentors.companyName,
      professionalQualification: professionalMentors.professionalQualification,
      biography: professionalMentors.biography,
      linkedin: professionalMentors.linkedin,
      disponibilidade: professionalMentors.disponibilidade,
      status: professionalMentors.status,
      version: versionOf(professionalMentors),
    })
    .from(professionalMentors)
    .innerJoin(users, eq(users.idUtilizador, professionalMentors.userId))
    .where(and(where, declaredWhere(professionalMentorsList, mentorColumns, query)))
    .orderBy(...declaredOrder(professionalMentorsList, mentorColumns, query));
}

function menteeRows(db: Db, where?: SQL): Promise<(ProfessionalMentee & { mentor_id: string })[]> {
  return db
    .select({
      user_id: professionalMentees.userId,
      nome: users.nome,
      email: users.email,
      nm_curso: courses.nome,
      sigla_curso: users.curso,
      unidade_organica: users.unidadeOrganica,
      status: professionalMentees.status,
      mentor_id: professionalMentees.mentorId,
    })
    .from(professionalMentees)
    .innerJoin(users, eq(users.idUtilizador, professionalMentees.userId))
    .leftJoin(courses, eq(courses.id, users.curso))
    .where(where)
    .orderBy(byName, asc(professionalMentees.userId), asc(professionalMentees.mentorId));
}

function ratingRows(db: Db, where?: SQL) {
  return db
    .select({ menteeId: professionalRatings.menteeId, mentorId: professionalRatings.mentorId, ciclo: professionalRatings.ciclo, avaliacao: professionalRatings.avaliacao })
    .from(professionalRatings)
    .where(where)
    .orderBy(asc(professionalRatings.ciclo));
}

async function mentorExists(db: Db, mentorId: string): Promise<boolean> {
  const [row] = await db.select({ id: professionalMentors.userId }).from(professionalMentors).where(eq(professionalMentors.userId, mentorId));
  return row !== undefined;
}

const summary = (ratings: readonly CycleRating[]): MenteeRatings => ({ media: average(ratings.map((r) => r.avaliacao)), ratings: ratings.map(({ ciclo, avaliacao }) => ({ ciclo, avaliacao })) });

/** Every mentor the declared filters keep, by name. */
export const listMentors = (db: Db, query: DeclaredListQuery = {}) => mentorRows(db, undefined, query);

/** The average of every rating a mentor received; undefined for an unknown mentor. */
export async function mentorAverage(db: Db, mentorId: string): Promise<number | undefined> {
  if (!(await mentorExists(db, mentorId))) return undefined;
  return average((await ratingRows(db, eq(professionalRatings.mentorId, mentorId))).map((r) => r.avaliacao));
}

/** A mentor's applicants, by name; undefined for an unknown mentor. */
export async function menteesOf(db: Db, mentorId: string): Promise<ProfessionalMentee[] | undefined> {
  if (!(await mentorExists(db, mentorId))) return undefined;
  return (await menteeRows(db, eq(professionalMentees.mentorId, mentorId))).map(({ mentor_id: _mentor, ...mentee }) => mentee);
}

/** A mentee's ratings of its mentor by cycle, with their average; undefined when it never applied to that mentor. */
export async function menteeRatingsOf(db: Db, menteeId: string, mentorId: string): Promise<MenteeRatings | undefined> {
  const [applied] = await db
    .select({ id: professionalMentees.id })
    .from(professionalMentees)
    .where(and(eq(professionalMentees.userId, menteeId), eq(professionalMentees.mentorId, mentorId)));
  if (!applied) return undefined;
  return summary(await ratingRows(db, and(eq(professionalRatings.menteeId, menteeId), eq(professionalRatings.mentorId, mentorId))));
}

/**
 * Accepts, suspends or refuses a mentor, at the version the writer read (409 with the mentor as it
 * is now otherwise): its status before, and the mentor after; undefined when unknown.
 */
export async function setMentorStatus(db: Db, mentorId: string, status: MentorStatus, expected: ExpectedVersion): Promise<{ before: string; mentor: VersionedMentor } | undefined> {
  const where = eq(professionalMentors.userId, mentorId);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: professionalMentors.status, version: versionOf(professionalMentors) }).from(professionalMentors).where(where).for('update');
    if (!row) return undefined;
    if (readAnother(expected, row.version)) throw staleWrite((await mentorRows(tx, where))[0]);
    await tx.update(professionalMentors).set({ status }).where(where);
    const [mentor] = await mentorRows(tx, where);
    return { before: row.status, mentor };
  });
}

const COUNT_KEY: Record<string, keyof MenteeCounts> = { APROVADO: 'A', PENDENTE: 'P', REJEITADO: 'R' };

/**
 * The whole page in three queries: every mentor the declared filters keep, with its applications per
 * status and its average, and those mentors' applications with their ratings (the page's summary,
 * mentees and export are then of the mentors shown).
 */
export async function professionalOverview(db: Db, query: DeclaredListQuery = {}): Promise<ProfessionalOverview> {
  const mentors = await mentorRows(db, undefined, query);
  const shown = isDefaultView(professionalMentorsList, query) ? undefined : mentors.map((m) => m.user_id);
  if (shown?.length === 0) return { mentors: [], mentees: [], versions: {} };
  const [mentees, ratings] = [await menteeRows(db, shown && inArray(professionalMentees.mentorId, shown)), await ratingRows(db, shown && inArray(professionalRatings.mentorId, shown))];
  const ofMentor = new Map<string, CycleRating[]>();
  const ofPair = new Map<string, CycleRating[]>();
  const pair = (menteeId: string, mentorId: string) => JSON.stringify([menteeId, mentorId]);
  const add = (map: Map<string, CycleRating[]>, key: string, r: CycleRating) => map.set(key, [...(map.get(key) ?? []), r]);
  for (const r of ratings) {
    add(ofMentor, r.mentorId, r);
    add(ofPair, pair(r.menteeId, r.mentorId), r);
  }
  const counts = new Map(mentors.map((m): [string, MenteeCounts] => [m.user_id, { A: 0, P: 0, R: 0 }]));
  for (const e of mentees) {
    const counted = counts.get(e.mentor_id);
    if (counted && COUNT_KEY[e.status]) counted[COUNT_KEY[e.status]] += 1;
  }
  const nameOf = new Map(mentors.map((m) => [m.user_id, m.name]));
  return {
    mentors: mentors.map((m) => ({ ...m, mentorados: counts.get(m.user_id)!, media: summary(ofMentor.get(m.user_id) ?? []).media })),
    mentees: mentees.map((e): OverviewMentee => ({ ...e, mentor_name: nameOf.get(e.mentor_id) ?? null, ...summary(ofPair.get(pair(e.user_id, e.mentor_id)) ?? []) })),
    versions: mentorVersions(mentors),
  };
}

/** The dashboard's count: mentors waiting to be accepted or refused. */
export async function countPendingMentors(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(professionalMentors).where(eq(professionalMentors.status, 'PENDENTE'));
  return row?.n ?? 0;
}
