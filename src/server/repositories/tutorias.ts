/**
 * Tutorias with their managers and enrolments, under the spec's row rules (section 6): the area's
 * admins see every programme and every enrolment; a TUTORIAS user only the programmes it manages,
 * only its own unit's enrolments (all units when its unit is SC) and, in maths and physics, only
 * the UCs it manages.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { enrolmentsList, PROGRAMME_TITLES, TUTORIAS_CARD_ITEMS, TUTORING_ADMIN_ROLES, type ApprovalChoice, type CreateTutoriaBody, type DeclaredListQuery, type Enrolment, type Role, type Tutoria } from '../../contract';
import { atVersion, versionOf, type ExpectedVersion } from '../concurrency';
import type { Db } from '../db/client';
import { courses, enrolments, sessionRegistrations, tutoriaManagers, tutorias, tutoringSessions, users, type User } from '../db/schema';
import { declaredWhere, type ListColumns } from '../lists/declaredQuery';

export const seesEverything = (role: Role) => (TUTORING_ADMIN_ROLES as readonly Role[]).includes(role);

/** 'userId-scope' as the spec writes a manager; the scope after the last dash. */
export const managerText = (userId: string, scope: string) => `${userId}-${scope}`;
export function parseManager(text: string): { userId: string; scope: string } {
  const dash = text.lastIndexOf('-');
  return { userId: text.slice(0, dash), scope: text.slice(dash + 1) };
}

/**
 * The enrolments' declared filters that are one column's (src/contract/lists/enrolments.ts), each
 * served by an index (schema/tutoring.ts): the UC and the mentor the enrolment's, the course its person's.
 */
const { uc, course, mentor } = enrolmentsList.filters;
const columnFilters = { ...enrolmentsList, filters: { uc, course, mentor }, alwaysOn: [] };
const enrolmentColumns: ListColumns<keyof typeof columnFilters.filters, (typeof enrolmentsList.sorts)[number]> = {
  filters: { uc: enrolments.uc, course: users.curso, mentor: enrolments.mentorId },
  sorts: { email: users.email },
  tiebreak: enrolments.userId,
};

/** The approvals chosen: tutors only (only they are approved or rejected), 'pendente' those not yet decided. */
function approvalCondition(query: DeclaredListQuery): SQL | undefined {
  const chosen = query.approved as ApprovalChoice[] | undefined;
  if (!chosen) return undefined;
  const decided = chosen.filter((c) => c !== 'pendente').map((c) => c === 'aprovado');
  return and(
    eq(enrolments.type, 'tutor'),
    or(decided.length ? inArray(enrolments.aprovado, decided) : undefined, chosen.includes('pendente') ? isNull(enrolments.aprovado) : undefined),
  );
}

/** The declared filters' WHERE on enrolments joined with their person. */
const enrolmentFilters = (query: DeclaredListQuery) => and(approvalCondition(query), declaredWhere(columnFilters, enrolmentColumns, query));

/** By e-mail (the spec's order; unknown ones last), or its reverse when asked. */
const byEmail = (query: DeclaredListQuery) =>
  query.order === 'DESC' ? [sql`${users.email} desc nulls last`, desc(enrolments.userId)] : [sql`${users.email} asc nulls last`, asc(enrolments.userId)];

/** One programme, by id or by its (unique) title. */
export type OneTutoria = { id: string } | { title: string };

/**
 * The programmes this user sees, each with its managers and the enrolments it may see, sorted by
 * email and kept by the enrolments' declared filters (`query`); with `only`, just that programme (if the user sees it): a change answers with the
 * programme it changed, and an enrolment's change looks in its own programme, without reading every
 * programme's enrolments and sessions (20,000 enrolments at `db:seed -- --scale 1000000`).
 */
/**
 * The programmes this user manages, for a column naming a programme (none for the area's admins, who
 * see them all): the programmes' and enrolments' row rule, and their live events' (events/readable.ts).
 */
export const managedProgrammes = (user: User, role: Role, programme: SQLWrapper): SQL | undefined =>
  seesEverything(role) ? undefined : sql`${programme} in (select ${tutoriaManagers.tutoriaId} from ${tutoriaManagers} where ${tutoriaManagers.userId} = ${user.idUtilizador})`;

export async function listTutorias(db: Db, user: User, role: Role, only?: OneTutoria, query: DeclaredListQuery = {}): Promise<Tutoria[]> {
  const managerRows = await db.select().from(tutoriaManagers);
  const chosen = only && ('id' in only ? eq(tutorias.id, only.id) : eq(tutorias.title, only.title));
  const rows = await db
    .select({ ...getTableColumns(tutorias), version: versionOf(tutorias) })
    .from(tutorias)
    .where(and(chosen, managedProgrammes(user, role, tutorias.id)))
    .orderBy(asc(tutorias.title));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const enrolled = await enrolmentRows(db, user, role, ids, query);

  // Each enrolment's sessions (spec: Enrolment.sessoes), gathered per person whatever the programme.
  const given = await db
    .select({ id: tutoringSessions.id, tutoriaId: tutoringSessions.tutoriaId, userId: tutoringSessions.tutorId, uc: tutoringSessions.uc, academicYear: tutoringSessions.academicYear })
    .from(tutoringSessions)
    .where(inArray(tutoringSessions.tutoriaId, ids));
  const attended = await db
    .select({ id: tutoringSessions.id, tutoriaId: tutoringSessions.tutoriaId, userId: sessionRegistrations.userId, uc: tutoringSessions.uc, academicYear: tutoringSessions.academicYear })
    .from(sessionRegistrations)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionRegistrations.sessionId))
    .where(inArray(tutoringSessions.tutoriaId, ids));
  // An enrolment takes its person's sessions of its programme, UC and year: a tutor those it gives,
  // anyone else those it registered for. Few people have any, so most enrolments cost one Map.get
  // on their person (a key string built for each enrolment cost the answer about 8 ms of CPU at
  // 20,866 enrolments).
  const sessionsBy = new Map<string, ((typeof given)[number] & { giver: boolean })[]>();
  for (const x of given) addTo(sessionsBy, x.userId, { ...x, giver: true });
  for (const x of attended) addTo(sessionsBy, x.userId, { ...x, giver: false });
  const sessionsOf = (tutoriaId: string, e: { id_utilizador: string; type: string; uc: string | null; academicYear: string }) =>
    (sessionsBy.get(e.id_utilizador) ?? [])
      .filter((x) => x.giver === (e.type === 'tutor') && x.tutoriaId === tutoriaId && x.uc === e.uc && x.academicYear === e.academicYear)
      .map((x) => x.id);

  const enrolledIn = new Map<string, typeof enrolled>();
  for (const e of enrolled) addTo(enrolledIn, e.tutoriaId, e);
  return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      short_description: row.shortDescription,
      description: row.description,
      managers: managerRows.filter((m) => m.tutoriaId === row.id).map((m) => managerText(m.userId, m.scope)),
      enrolls: (enrolledIn.get(row.id) ?? []).map((e) => enrolmentOf(e, sessionsOf(row.id, e))),
      version: row.version,
  }));
}

/**
 * The courses of the enrolments this user sees (whatever the declared filters), by name: the choices
 * of the course filter. A course missing from the catalog is named by its code.
 */
export function enrolledCourses(db: Db, user: User, role: Role): Promise<{ id: string; name: string }[]> {
  const name = sql<string>`coalesce(${courses.nome}, ${users.curso})`;
  return db
    .selectDistinct({ id: sql<string>`${users.curso}`, name })
    .from(enrolments)
    .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .leftJoin(courses, eq(courses.id, users.curso))
    .where(and(visibleEnrolments(user, role), isNotNull(users.curso)))
    .orderBy(name, sql`${users.curso}`);
}

/** The enrolments of these programmes the user sees and the declared filters keep, sorted by email (one statement). */
export function enrolmentRows(db: Db, user: User, role: Role, ids: readonly string[], query: DeclaredListQuery) {
  return db
    .select({
      tutoriaId: enrolments.tutoriaId,
      id_utilizador: enrolments.userId,
      num_utilizador: users.numUtilizador,
      nome: users.nome,
      email: users.email,
      curso: sql<string | null>`coalesce(${courses.nome}, ${users.curso})`,
      unidade_organica: users.unidadeOrganica,
      type: enrolments.type,
      academicYear: enrolments.academicYear,
      uc: enrolments.uc,
      aprovado: enrolments.aprovado,
      mentorID: enrolments.mentorId,
      version: versionOf(enrolments),
    })
    .from(enrolments)
    .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
    .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
    .leftJoin(courses, eq(courses.id, users.curso))
    .where(and(inArray(enrolments.tutoriaId, ids), visibleEnrolments(user, role), enrolmentFilters(query)))
    .orderBy(...byEmail(query));
}

/**
 * The enrolment as the contract has it, written out: copying a row less its programme with a rest
 * pattern and a spread cost the answer about 12 ms of CPU at 20,866 enrolments, and more in
 * garbage collection (together with the sessions' keys: 173 -> 139 ms on PostgreSQL).
 */
const enrolmentOf = (e: Omit<Enrolment, 'sessoes'>, sessoes: string[]): Enrolment => ({
  id_utilizador: e.id_utilizador,
  num_utilizador: e.num_utilizador,
  nome: e.nome,
  email: e.email,
  curso: e.curso,
  unidade_organica: e.unidade_organica,
  type: e.type,
  academicYear: e.academicYear,
  uc: e.uc,
  aprovado: e.aprovado,
  mentorID: e.mentorID,
  sessoes,
  version: e.version,
});

/** Appends the value to its key's list, in order (Map.groupBy comes with Node 21). */
function addTo<V>(groups: Map<string, V[]>, key: string, value: V): void {
  const known = groups.get(key);
  if (known) known.push(value);
  else groups.set(key, [value]);
}

/** The unit rule of a TUTORIAS user's enrolments (none for those who see everything, or whose unit is SC). */
export function enrolmentLimits(user: User, all: boolean): SQL[] {
  if (all || user.unidadeOrganica === 'SC') return [];
  return [sql`${users.unidadeOrganica} is not distinct from ${user.unidadeOrganica}`];
}

/** May this user change this programme's descriptions? The admins any; a TUTORIAS user those it manages. */
export async function mayEditTutoria(db: Db, user: User, role: Role, id: string): Promise<boolean> {
  if (seesEverything(role)) return true;
  const [row] = await db
    .select({ id: tutoriaManagers.tutoriaId })
    .from(tutoriaManagers)
    .where(and(eq(tutoriaManagers.tutoriaId, id), eq(tutoriaManagers.userId, user.idUtilizador)))
    .limit(1);
  return row !== undefined;
}

export async function createTutoria(db: Db, body: CreateTutoriaBody): Promise<string> {
  const [row] = await db.insert(tutorias).values({ title: body.title, shortDescription: body.short_description, description: body.description }).returning({ id: tutorias.id });
  return row.id;
}

/** Changes the descriptions, at the version the writer read (If-Match); false when no programme is there at it. */
export async function updateTutoriaTexts(db: Db, id: string, texts: { short_description: string; description: string }, expected: ExpectedVersion): Promise<boolean> {
  const rows = await db
    .update(tutorias)
    .set({ shortDescription: texts.short_description, description: texts.description })
    .where(and(eq(tutorias.id, id), atVersion(tutorias, expected)))
    .returning({ id: tutorias.id });
  return rows.length > 0;
}

/**
 * Replaces the managers in one transaction, at the version of the programme the writer read:
 * 'stale' when no programme is there at it; 'unknown' names a user that does not exist.
 */
export async function replaceManagers(db: Db, id: string, managers: readonly string[], expected: ExpectedVersion): Promise<'ok' | 'stale' | { unknown: string }> {
  const parsed = [...new Map(managers.map((m) => [m, parseManager(m)])).values()];
  return db.transaction(async (tx) => {
    const ids = [...new Set(parsed.map((p) => p.userId))];
    const known = ids.length ? await tx.select({ id: users.idUtilizador }).from(users).where(inArray(users.idUtilizador, ids)) : [];
    const unknown = ids.find((u) => !known.some((k) => k.id === u));
    if (unknown) return { unknown };
    // The managers are part of the programme's record: rewriting its row (unchanged) locks it, checks
    // the version and gives the programme a new one, so a writer who read the old managers is refused.
    const [row] = await tx
      .update(tutorias)
      .set({ title: sql`${tutorias.title}` })
      .where(and(eq(tutorias.id, id), atVersion(tutorias, expected)))
      .returning({ id: tutorias.id });
    if (!row) return 'stale' as const;
    await tx.delete(tutoriaManagers).where(eq(tutoriaManagers.tutoriaId, id));
    if (parsed.length) await tx.insert(tutoriaManagers).values(parsed.map((p) => ({ tutoriaId: id, userId: p.userId, scope: p.scope })));
    return 'ok' as const;
  });
}

/** Removes a programme with its managers and enrolments (one statement: the foreign keys cascade), at the version the writer read. */
export async function deleteTutoria(db: Db, id: string, expected: ExpectedVersion): Promise<{ title: string; enrolments: number } | undefined> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(enrolments).where(eq(enrolments.tutoriaId, id));
    const [row] = await tx.delete(tutorias).where(and(eq(tutorias.id, id), atVersion(tutorias, expected))).returning({ title: tutorias.title });
    return row && { title: row.title, enrolments: n };
  });
}

/**
 * The enrolments this user sees (the row rules of spec section 6: listTutorias and the dashboard's
 * card), as one condition on enrolments joined with their programme and person: every programme for the
 * area's admins, else those the user manages, its unit's people (every unit for SC) and, in maths
 * and physics, the UCs it manages there.
 */
export function visibleEnrolments(user: User, role: Role): SQL | undefined {
  if (seesEverything(role)) return undefined;
  const managedUcs = sql`(select ${tutoriaManagers.scope} from ${tutoriaManagers} where ${tutoriaManagers.userId} = ${user.idUtilizador} and ${tutoriaManagers.tutoriaId} = ${enrolments.tutoriaId})`;
  return and(
    managedProgrammes(user, role, enrolments.tutoriaId),
    ...enrolmentLimits(user, false),
    sql`(${tutorias.title} <> ${PROGRAMME_TITLES.mathPhysics} or ${enrolments.uc} in ${managedUcs})`,
  );
}

/**
 * The dashboard's lines: in the newest academic year of what the user sees, tutors not yet decided
 * and mentees without a mentor. Counted by the database in one statement, under the row rules of
 * listTutorias (visibleEnrolments), instead of reading every enrolment the user sees (190 ms on
 * PostgreSQL and 390 ms on PGlite at 20,866 enrolments, on every dashboard of the tutoring roles).
 */
export async function waitingInTutorias(db: Db, user: User, role: Role): Promise<{ label: string; value: number }[]> {
  const seen = db.$with('seen').as(
    db
      .select({ title: tutorias.title, type: enrolments.type, academicYear: enrolments.academicYear, aprovado: enrolments.aprovado, mentorId: enrolments.mentorId })
      .from(enrolments)
      .innerJoin(tutorias, eq(tutorias.id, enrolments.tutoriaId))
      .innerJoin(users, eq(users.idUtilizador, enrolments.userId))
      .where(visibleEnrolments(user, role)),
  );
  const newest = sql`(select max(${seen.academicYear}) from ${seen})`;
  const [row] = await db
    .with(seen)
    .select({
      tutors: sql`count(*) filter (where ${seen.title} = ${PROGRAMME_TITLES.mathPhysics} and ${seen.type} = 'tutor' and ${seen.aprovado} is null)`.mapWith(Number),
      mentees: sql`count(*) filter (where ${seen.title} = ${PROGRAMME_TITLES.peerMentoring} and ${seen.type} = 'mentorado' and ${seen.mentorId} is null)`.mapWith(Number),
    })
    .from(seen)
    .where(sql`${seen.academicYear} = ${newest}`);
  const { tutors, mentees } = row;
  return [
    ...(tutors ? [{ label: TUTORIAS_CARD_ITEMS.tutors, value: tutors }] : []),
    ...(mentees ? [{ label: TUTORIAS_CARD_ITEMS.mentees, value: mentees }] : []),
  ];
}
