/**
 * Maths and physics tutoring sessions and the /mat_fisica report, under the page's row rules (spec
 * section 6): the area's admins (ADMIN, DEV, TUTORIAS_ADMIN) see everything; anyone else the
 * enrolments of its own unit (every unit when its unit is SC, none without a unit) in the UCs it
 * manages ('userId-matematica', 'userId-fisica'), the sessions of those people, and the statistics
 * of its unit (every UC). A session is seen when its tutor or one of its registrants is.
 */
import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ENROLMENT_MESSAGES,
  PROGRAMME_TITLES,
  SESSION_MESSAGES,
  TUTORING_UCS,
  personFigures,
  unitFigures,
  type MathPhysicsReport,
  type Role,
  type TutoringSession,
  type ValidateSessionBody,
} from '../../contract';
import { atVersion, readAnother, staleWrite, versionOf, type ExpectedVersion } from '../concurrency';
import type { Db } from '../db/client';
import { enrolments, sessionRegistrations, tutoriaManagers, tutorias, tutoringSessions, users, type User } from '../db/schema';
import { HttpError } from '../errors';
import { enrolmentLimits, seesEverything } from './tutorias';
import { UUID } from '../input';

interface Scope {
  /** The maths and physics programme (none: nothing to see). */
  programmeId: string;
  /** The unit rule, as conditions on `users` (the person a row is about). */
  unit: SQL[];
  /** The UCs of its people and sessions; null: every UC. */
  ucs: readonly string[] | null;
}

async function scopeOf(db: Db, user: User, role: Role): Promise<Scope> {
  const [programme] = await db.select({ id: tutorias.id }).from(tutorias).where(eq(tutorias.title, PROGRAMME_TITLES.mathPhysics));
  const programmeId = programme?.id ?? '00000000-0000-0000-0000-000000000000';
  const all = seesEverything(role);
  const unit = !all && !user.unidadeOrganica ? [sql`false`] : enrolmentLimits(user, all);
  if (all) return { programmeId, unit, ucs: null };
  const managed = await db
    .select({ uc: tutoriaManagers.scope })
    .from(tutoriaManagers)
    .where(and(eq(tutoriaManagers.tutoriaId, programmeId), eq(tutoriaManagers.userId, user.idUtilizador), inArray(tutoriaManagers.scope, [...TUTORING_UCS])));
  return { programmeId, unit, ucs: managed.map((m) => m.uc) };
}

const ucRule = (scope: Scope, column: typeof enrolments.uc | typeof tutoringSessions.uc): SQL[] => (scope.ucs ? [inArray(column, [...scope.ucs])] : []);

/** The programme's enrolments of the caller's unit (joined with `users`, the enrolled person). */
const enrolledWhere = (scope: Scope, where: (SQL | undefined)[]) => and(eq(enrolments.tutoriaId, scope.programmeId), ...scope.unit, ...where);

/** The programme's enrolments of the caller's unit (`users` is the enrolled person). */
function enrolled(db: Db, scope: Scope, where: (SQL | undefined)[]) {
  return db
    .select({
      id_utilizador: enrolments.userId,
      num_utilizador: users.numUtilizador,
      unidade_organica: users.unidadeOrganica,
      type: enrolments.type,
      uc: enrolments.uc,
      aprovado: enrolments.aprovado,
      academicYear: enrolments.academicYear,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .where(enrolledWhere(scope, where))
    .orderBy(asc(enrolments.userId), asc(enrolments.uc), asc(enrolments.type));
}

/** The sessions the caller sees: in its UCs, given by someone of its unit or with someone of its unit registered. */
function visibleSessions(db: Db, scope: Scope): SQL {
  const rules: (SQL | undefined)[] = [eq(tutoringSessions.tutoriaId, scope.programmeId), ...ucRule(scope, tutoringSessions.uc)];
  if (scope.unit.length > 0) {
    const tutorInUnit = db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.idUtilizador, tutoringSessions.tutorId), ...scope.unit));
    const registrantInUnit = db
      .select({ one: sql`1` })
      .from(sessionRegistrations)
      .innerJoin(users, eq(users.idUtilizador, sessionRegistrations.userId))
      .where(and(eq(sessionRegistrations.sessionId, tutoringSessions.id), ...scope.unit));
    rules.push(or(exists(tutorInUnit), exists(registrantInUnit)));
  }
  return and(...rules)!;
}

/**
 * Of these ids (the live events' records: an enrolled person, a session), those the caller reads in
 * the area's screens, by the same rules: the people of its unit in its UCs, the sessions it sees.
 */
export async function readableMathPhysics(db: Db, user: User, role: Role, ids: readonly string[]): Promise<Set<string>> {
  const scope = await scopeOf(db, user, role);
  const people = await db
    .selectDistinct({ id: enrolments.userId })
    .from(enrolments)
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .where(enrolledWhere(scope, [...ucRule(scope, enrolments.uc), inArray(enrolments.userId, [...ids])]));
  const sessionIds = ids.filter((id) => UUID.test(id));
  const sessions = sessionIds.length ? await db.select({ id: tutoringSessions.id }).from(tutoringSessions).where(and(visibleSessions(db, scope), inArray(tutoringSessions.id, sessionIds))) : [];
  return new Set([...people, ...sessions].map((row) => row.id));
}

/** A session with its version (answered beside it: the spec fixes a session's fields). */
export type VersionedSession = TutoringSession & { version: string };
type LoadedSession = VersionedSession & { tutorUnit: string | null };

/** The versions of these sessions, by id. */
export const sessionVersions = (sessions: readonly VersionedSession[]) => Object.fromEntries(sessions.map((s) => [s._id, s.version]));

/** Sessions matching `where` (`users` is the tutor), by date and time, with who registered and the ratings left. */
async function loadSessions(db: Db, where: SQL | undefined): Promise<LoadedSession[]> {
  const rows = await db
    .select({
      _id: tutoringSessions.id,
      date: tutoringSessions.date,
      time: tutoringSessions.time,
      location: tutoringSessions.location,
      mode: tutoringSessions.mode,
      duration: tutoringSessions.duration,
      validado: tutoringSessions.validado,
      validadoGC: tutoringSessions.validadoGC,
      uc: tutoringSessions.uc,
      academicYear: tutoringSessions.academicYear,
      tutorID: tutoringSessions.tutorId,
      version: versionOf(tutoringSessions),
      tutorUnit: users.unidadeOrganica,
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.idUtilizador, tutoringSessions.tutorId))
    .where(where)
    .orderBy(asc(tutoringSessions.date), asc(tutoringSessions.time), asc(tutoringSessions.id));
  if (rows.length === 0) return [];
  const registered = await db
    .select({ sessionId: sessionRegistrations.sessionId, userId: sessionRegistrations.userId, rating: sessionRegistrations.rating })
    .from(sessionRegistrations)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionRegistrations.sessionId))
    .innerJoin(users, eq(users.idUtilizador, tutoringSessions.tutorId))
    .where(where)
    .orderBy(asc(sessionRegistrations.userId));
  const bySession = new Map<string, typeof registered>();
  for (const r of registered) {
    const list = bySession.get(r.sessionId);
    if (list) list.push(r);
    else bySession.set(r.sessionId, [r]);
  }
  return rows.map((row) => {
    const people = bySession.get(row._id) ?? [];
    return {
      ...row,
      inscritos: people.map((p) => p.userId),
      ratings: people.flatMap((p) => (p.rating === null ? [] : [{ userID: p.userId, rating: p.rating }])),
    };
  });
}

const withoutUnit = ({ tutorUnit: _, ...session }: LoadedSession): VersionedSession => session;

/**
 * A person's sessions in a UC (every year, or one): a tutor's given, a tutee's registered; 404 when
 * the caller does not see that person enrolled in that UC.
 */
export async function personSessions(db: Db, user: User, role: Role, target: { userId: string; uc: string; academicYear?: string }): Promise<VersionedSession[]> {
  const scope = await scopeOf(db, user, role);
  const years = target.academicYear === undefined ? [] : [eq(enrolments.academicYear, target.academicYear)];
  const rows = await enrolled(db, scope, [eq(enrolments.userId, target.userId), eq(enrolments.uc, target.uc), ...ucRule(scope, enrolments.uc), ...years]);
  if (rows.length === 0) throw new HttpError(404, ENROLMENT_MESSAGES.notFound);
  const registeredBy = db
    .select({ one: sql`1` })
    .from(sessionRegistrations)
    .where(and(eq(sessionRegistrations.sessionId, tutoringSessions.id), eq(sessionRegistrations.userId, target.userId)));
  const asEnrolled = rows.map((e) =>
    and(eq(tutoringSessions.academicYear, e.academicYear), e.type === 'tutor' ? eq(tutoringSessions.tutorId, target.userId) : exists(registeredBy)),
  );
  const sessions = await loadSessions(db, and(visibleSessions(db, scope), eq(tutoringSessions.uc, target.uc), or(...asEnrolled)));
  return sessions.map(withoutUnit);
}

/** The names of these people (null when unknown). */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Record<string, string | null>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select({ id: users.idUtilizador, nome: users.nome }).from(users).where(inArray(users.idUtilizador, unique)) : [];
  const known = new Map(rows.map((r) => [r.id, r.nome]));
  return Object.fromEntries(unique.map((id) => [id, known.get(id) ?? null]));
}

/** GET /tutorias/Totalsessoes: per unit of the tutor, year and UC, within the caller's unit. */
export async function sessionTotals(db: Db, user: User, role: Role) {
  const scope = await scopeOf(db, user, role);
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const minutes = (condition: SQL = sql`true`) => sql<number>`coalesce(sum(${tutoringSessions.duration}) filter (where ${condition}), 0)::int`;
  return db
    .select({
      unidade_organica: users.unidadeOrganica,
      academicYear: tutoringSessions.academicYear,
      uc: tutoringSessions.uc,
      sessoes: sql<number>`count(*)::int`,
      confirmadas: counted(eq(tutoringSessions.validado, true)),
      validadasGC: counted(eq(tutoringSessions.validadoGC, true)),
      minutos: minutes(),
      minutosValidadosGC: minutes(eq(tutoringSessions.validadoGC, true)),
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.idUtilizador, tutoringSessions.tutorId))
    .where(and(eq(tutoringSessions.tutoriaId, scope.programmeId), ...scope.unit))
    .groupBy(users.unidadeOrganica, tutoringSessions.academicYear, tutoringSessions.uc)
    .orderBy(desc(tutoringSessions.academicYear), asc(users.unidadeOrganica), asc(tutoringSessions.uc));
}

/** GET /tutorias/mathPhysicsReport: the years, and for one (the newest by default) the unit statistics and the people. */
export async function mathPhysicsReport(db: Db, user: User, role: Role, wanted?: string): Promise<MathPhysicsReport> {
  const scope = await scopeOf(db, user, role);
  const yearRows = await db
    .selectDistinct({ year: enrolments.academicYear })
    .from(enrolments)
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .where(and(eq(enrolments.tutoriaId, scope.programmeId), ...scope.unit))
    .orderBy(desc(enrolments.academicYear));
  const years = yearRows.map((r) => r.year);
  const academicYear = wanted ?? years[0] ?? null;
  if (academicYear === null) return { years, academicYear, statistics: [], people: [] };

  const inYear = eq(tutoringSessions.academicYear, academicYear);
  const unitPeople = await enrolled(db, scope, [eq(enrolments.academicYear, academicYear)]);
  const unitSessions = await loadSessions(db, and(eq(tutoringSessions.tutoriaId, scope.programmeId), inYear, ...scope.unit));
  const seen = await loadSessions(db, and(visibleSessions(db, scope), inYear));
  const sessions = [...new Map([...unitSessions, ...seen].map((s) => [s._id, s])).values()];

  const units = [...new Set(unitPeople.map((p) => p.unidade_organica))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  const statistics = units.map((unit) =>
    unitFigures(
      unit,
      unitPeople.filter((p) => p.unidade_organica === unit),
      unitSessions.filter((s) => s.tutorUnit === unit),
    ),
  );
  const people = unitPeople
    .filter((p) => scope.ucs === null || (p.uc !== null && scope.ucs.includes(p.uc)))
    .map(({ aprovado: _, academicYear: __, ...p }) => {
      const own = sessions.filter((s) => s.uc === p.uc && (p.type === 'tutor' ? s.tutorID === p.id_utilizador : s.inscritos.includes(p.id_utilizador)));
      return { ...p, ...personFigures(p, own) };
    });
  return { years, academicYear, statistics, people };
}

/**
 * 'Validar Horas': the cabinet validates a confirmed session's hours, once, at the version the
 * writer read (409 otherwise: stale, with the session as it is now, when it changed since; 404 when unseen).
 */
export async function validateSession(db: Db, user: User, role: Role, body: ValidateSessionBody, expected: ExpectedVersion): Promise<{ before: TutoringSession; after: VersionedSession }> {
  const scope = await scopeOf(db, user, role);
  const which = and(visibleSessions(db, scope), eq(tutoringSessions.id, body.sessaoID), eq(tutoringSessions.tutorId, body.tutorID), eq(tutoringSessions.uc, body.UC));
  const [before] = await loadSessions(db, which);
  if (!before) throw new HttpError(404, SESSION_MESSAGES.notFound);
  const [changed] = await db
    .update(tutoringSessions)
    .set({ validadoGC: true })
    .where(and(eq(tutoringSessions.id, before._id), eq(tutoringSessions.validado, true), eq(tutoringSessions.validadoGC, false), atVersion(tutoringSessions, expected)))
    .returning({ version: versionOf(tutoringSessions) });
  if (changed) return { before: withoutUnit(before), after: { ...withoutUnit(before), validadoGC: true, version: changed.version } };
  const [now] = await loadSessions(db, which);
  if (!now) throw new HttpError(404, SESSION_MESSAGES.notFound);
  if (readAnother(expected, now.version)) throw staleWrite(withoutUnit(now));
  throw new HttpError(409, now.validado ? SESSION_MESSAGES.alreadyValidated : SESSION_MESSAGES.notConfirmed);
}

/** The dashboard's lines: confirmed sessions the cabinet has not validated, per academic year (newest first), among those the caller sees. */
export async function sessionsToValidate(db: Db, user: User, role: Role): Promise<{ label: string; value: number; query: { academicYear: string } }[]> {
  const scope = await scopeOf(db, user, role);
  const rows = await db
    .select({ year: tutoringSessions.academicYear, n: sql<number>`count(*)::int` })
    .from(tutoringSessions)
    .where(and(visibleSessions(db, scope), eq(tutoringSessions.validado, true), eq(tutoringSessions.validadoGC, false)))
    .groupBy(tutoringSessions.academicYear)
    .orderBy(desc(tutoringSessions.academicYear));
  return rows.map((r) => ({ label: r.year, value: r.n, query: { academicYear: r.year } }));
}
