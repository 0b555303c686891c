import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { latestFirst } from './order';
import {
  addDays,
  allNotificationsList,
  notificationsList,
  type DeclaredListQuery,
  fromLocalParts,
  INSTITUTION_TIME_ZONE,
  joinTipo,
  weekStart,
  type DashboardCardValue,
  type InboxItem,
  type NotificationTypeOption,
  type NotificationView,
  type Role,
} from '../../contract';
import { versionOf } from '../concurrency';
import { declaredOrder, declaredWhere, type ListColumns } from '../lists/declaredQuery';
import { usersContaining } from './users';
import type { Db } from '../db/client';
import { courses, notificationDeliveries, notifications, notificationTypes, schools, users, type User } from '../db/schema';

/** Every notification type, in its display order. */
export function listTypes(db: Db) {
  return db.select().from(notificationTypes).orderBy(asc(notificationTypes.sortOrder), asc(notificationTypes.id));
}

/**
 * What this user may schedule. Roles limited to their role_extra (type.scopedRoles: CCURSO,
 * DIRECAO) get one option per extra value that names a known course or school, id 'typeId;extra'.
 * Other allowed roles get the type once: for a type for everyone without an extra; for a course or
 * school type (ADMIN, DEV) with extraRequired and the list of courses or schools to choose from.
 */
export async function typeOptionsFor(db: Db, user: User, role: Role): Promise<NotificationTypeOption[]> {
  const types = (await listTypes(db)).filter((t) => t.roles.includes(role));
  if (types.length === 0) return [];
  const needs = new Set(types.filter((t) => t.audience !== 'all').map((t) => t.audience));
  const catalogue = {
    course: needs.has('course') ? (await db.select({ value: courses.id, nome: courses.nome }).from(courses).orderBy(asc(courses.id))) : [],
    school: needs.has('school') ? (await db.select({ value: schools.sigla, nome: schools.nome }).from(schools).orderBy(asc(schools.id))) : [],
  };
  const options: NotificationTypeOption[] = [];
  for (const t of types) {
    if (t.audience === 'all') {
      options.push({ id: t.id, name: t.name, typeId: t.id, extra: null, audience: t.audience, extraRequired: false });
      continue;
    }
    const known = catalogue[t.audience];
    if (t.scopedRoles.includes(role)) {
      const mine = [...new Set(user.roleExtra ?? [])];
      for (const value of mine) {
        const entry = known.find((k) => k.value === value);
        if (!entry) continue;
        options.push({
          id: joinTipo(t.id, value),
          name: `${t.name} ${value} — ${entry.nome}`,
          typeId: t.id,
          extra: value,
          audience: t.audience,
          extraRequired: false,
        });
      }
    } else {
      options.push({
        id: t.id,
        name: t.name,
        typeId: t.id,
        extra: null,
        audience: t.audience,
        extraRequired: true,
        extraOptions: known.map((k) => ({ value: k.value, label: `${k.value} — ${k.nome}` })),
      });
    }
  }
  return options;
}

type OwnFilter = keyof typeof notificationsList.filters;
type AnyFilter = keyof typeof allNotificationsList.filters;
type DateSort = (typeof allNotificationsList.sorts)[number];

/**
 * The author's search: the authors the users search finds (their id, name or e-mail; the users'
 * trigram index), then their notifications by the author's index.
 */
const authorContaining = (term: string) => sql`${notifications.createdBy} = any(${usersContaining(term)})`;

/** The column each declared filter and sort reads (src/contract/lists/notifications.ts); each has an index. */
const listColumns: ListColumns<AnyFilter, DateSort> = {
  filters: { type: notifications.tipo, state: notifications.state, date: notifications.date, author: authorContaining },
  sorts: { date: notifications.date },
  tiebreak: notifications.id,
};
const ownColumns: ListColumns<OwnFilter, DateSort> = listColumns;

/**
 * The rows of GET /notifications (`authorId`: the user's own, whatever the filters) or
 * /notifications/all (none given: everyone's), with the declared filters and sort (newest first
 * unless asked). Also EXPLAINed by the tests: every declared filter and sort on an index.
 */
/** An author's own notifications (none given: everyone's, the administrators' list): the lists' row rule, and their live events' (events/readable.ts). */
export const notificationsOf = (authorId: string | undefined): SQL | undefined => (authorId === undefined ? undefined : eq(notifications.createdBy, authorId));

export function notificationRows(db: Db, query: DeclaredListQuery, authorId?: string) {
  const [filtered, order] =
    authorId === undefined
      ? [declaredWhere(allNotificationsList, listColumns, query), declaredOrder(allNotificationsList, listColumns, query)]
      : [and(notificationsOf(authorId), declaredWhere(notificationsList, ownColumns, query)), declaredOrder(notificationsList, ownColumns, query)];
  return selectViews(db)
    .where(filtered)
    .orderBy(...order);
}

/** GET /notifications (one author's) and /notifications/all (no author given). */
export async function listNotifications(db: Db, query: DeclaredListQuery, authorId?: string): Promise<NotificationView[]> {
  return (await notificationRows(db, query, authorId)).map(toView);
}

/** One notification as the lists show it; undefined when there is none. */
export async function findView(db: Db, id: string): Promise<NotificationView | undefined> {
  const [row] = await selectViews(db).where(eq(notifications.id, id));
  return row && toView(row);
}

/** The columns every view of a notification selects (see notificationCore in the contract). */
const coreColumns = {
  id: notifications.id,
  titulo: notifications.titulo,
  mensagem: notifications.mensagem,
  url: notifications.url,
  date: notifications.date,
  tipo: notificationTypes.name,
  tipoId: notifications.tipo,
  extra: notifications.extra,
};

function selectViews(db: Db) {
  return db
    .select({
      ...coreColumns,
      extraNome: sql<string | null>`coalesce(${courses.nome}, ${schools.nome})`,
      sent: notifications.sent,
      sentAt: notifications.sentAt,
      createdAt: notifications.createdAt,
      recievedBy: notifications.recievedByCount,
      authorId: notifications.createdBy,
      authorNome: users.nome,
      version: versionOf(notifications),
    })
    .from(notifications)
    .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.tipo))
    .leftJoin(users, eq(users.idUtilizador, notifications.createdBy))
    .leftJoin(courses, and(eq(notificationTypes.audience, 'course'), eq(courses.id, notifications.extra)))
    .leftJoin(schools, and(eq(notificationTypes.audience, 'school'), eq(schools.sigla, notifications.extra)))
    .$dynamic();
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView({ id, date, ...r }: ViewRow): NotificationView {
  return {
    _id: id,
    titulo: r.titulo,
    mensagem: r.mensagem,
    url: r.url,
    date: date.toISOString(),
    tipo: r.tipo,
    tipoId: r.tipoId,
    extra: r.extra,
    extraNome: r.extraNome ?? null,
    sent: r.sent,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    recievedBy: r.recievedBy,
    author: { id_utilizador: r.authorId, nome: r.authorNome },
    version: r.version,
  };
}

/** GET /notifications/inbox: what one user received, newest first. */
export async function inboxOf(db: Db, userId: string, limit: number): Promise<InboxItem[]> {
  const rows = await db
    .select({
      ...coreColumns,
      deliveredAt: notificationDeliveries.deliveredAt,
      readAt: notificationDeliveries.readAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.tipo))
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(latestFirst(notificationDeliveries.deliveredAt), desc(notifications.date))
    .limit(limit);
  return rows.map(({ id, date, deliveredAt, readAt, ...rest }) => ({
    _id: id,
    ...rest,
    date: date.toISOString(),
    deliveredAt: deliveredAt.toISOString(),
    readAt: readAt?.toISOString() ?? null,
  }));
}

const WEEKS_CHARTED = 12;
const LAST_SENT_SHOWN = 3;

/**
 * The dashboard's notifications card, one author's (or everyone's): how many are due in the next
 * 24 hours, the last ones sent with their recipient counts, and how many were sent per week over
 * the last 12 weeks (weeks from Monday, on the institution's clock).
 */
export async function notificationsDashboard(db: Db, authorId: string | undefined, now = new Date()): Promise<Omit<DashboardCardValue, 'key'>> {
  const own = authorId === undefined ? undefined : eq(notifications.createdBy, authorId);
  const dayAhead = new Date(now.getTime() + 24 * 3_600_000);
  const firstWeek = addDays(weekStart(now), -7 * (WEEKS_CHARTED - 1));
  // The zone as a literal (a constant of ours): a bound parameter would make SELECT and GROUP BY differ.
  const localWeek = sql<string>`to_char(date_trunc('week', ${notifications.sentAt} at time zone ${sql.raw(`'${INSTITUTION_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  const [[due], lastSent, perWeek] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(own, eq(notifications.sent, false), gte(notifications.date, now), lt(notifications.date, dayAhead))),
    db
      .select({ titulo: notifications.titulo, recipients: notifications.recievedByCount })
      .from(notifications)
      .where(and(own, eq(notifications.sent, true)))
      .orderBy(desc(notifications.sentAt))
      .limit(LAST_SENT_SHOWN),
    db
      .select({ week: localWeek, n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(own, eq(notifications.sent, true), gte(notifications.sentAt, fromLocalParts(firstWeek, '00:00'))))
      .groupBy(localWeek),
  ]);
  const sentIn = new Map(perWeek.map((w) => [w.week, w.n]));
  const chart = Array.from({ length: WEEKS_CHARTED }, (_, i) => {
    const week = addDays(firstWeek, 7 * i);
    return { label: `${week.slice(8, 10)}/${week.slice(5, 7)}`, value: sentIn.get(week) ?? 0 };
  });
  return { count: due.n, items: lastSent.map((n) => ({ label: n.titulo, value: n.recipients })), chart };
}
