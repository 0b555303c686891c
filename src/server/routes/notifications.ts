import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editNotificationSchema,
  inboxList,
  inboxQuery,
  joinTipo,
  notificationIdParams,
  notificationList,
  notificationResponse,
  notificationTypeList,
  notificationTypeOptionList,
  scheduleNotificationSchema,
  type NotificationTypeOption,
  type NotificationView,
  type Role,
} from '../../contract';
import type { Db } from '../db/client';
import { courses, notificationDeliveries, notifications, notificationTypes, schools, users, type User } from '../db/schema';
import { HttpError } from '../auth/guard';

/** Spec section 7 "Notifications", plus the inbox of the mobile app. See docs/notifications.md. */

const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'DEV'];

const MESSAGES = {
  notFound: 'Notificação não encontrada.',
  typeForbidden: 'Não tem permissão para agendar notificações deste tipo.',
  extraRequired: 'Escolha o curso ou a escola a que se destina a notificação.',
  notAuthor: 'Só o autor da notificação a pode alterar ou cancelar.',
  sentEdit: 'A notificação já foi enviada e não pode ser editada.',
  sentCancel: 'A notificação já foi enviada e não pode ser cancelada.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get('/notifications/type', { schema: { tags, response: { 200: notificationTypeList } } }, async () => {
    const rows = await app.db.select().from(notificationTypes).orderBy(asc(notificationTypes.sortOrder), asc(notificationTypes.id));
    return { data: rows.map((t) => ({ id: t.id, name: t.name, audience: t.audience })) };
  });

  app.get('/notifications/type/me', { schema: { tags, response: { 200: notificationTypeOptionList } } }, async (request) => ({
    data: await typeOptionsFor(app.db, request.user, request.role),
  }));

  app.get('/notifications', { schema: { tags, response: { 200: notificationList } } }, async (request) => ({
    data: await listNotifications(app.db, eq(notifications.createdBy, request.user.idUtilizador)),
  }));

  app.get('/notifications/all', { schema: { tags, response: { 200: notificationList } } }, async () => ({
    data: await listNotifications(app.db),
  }));

  app.get('/notifications/inbox', { schema: { tags, querystring: inboxQuery, response: { 200: inboxList } } }, async (request) => {
    const rows = await app.db
      .select({
        ...coreColumns,
        deliveredAt: notificationDeliveries.deliveredAt,
        readAt: notificationDeliveries.readAt,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.tipo))
      .where(eq(notificationDeliveries.userId, request.user.idUtilizador))
      .orderBy(desc(notificationDeliveries.deliveredAt), desc(notifications.date))
      .limit(request.query.limit);
    return {
      data: rows.map(({ id, date, deliveredAt, readAt, ...rest }) => ({
        _id: id,
        ...rest,
        date: date.toISOString(),
        deliveredAt: deliveredAt.toISOString(),
        readAt: readAt?.toISOString() ?? null,
      })),
    };
  });

  app.post(
    '/notifications',
    { schema: { tags, body: scheduleNotificationSchema(), response: { 201: notificationResponse } } },
    async (request, reply) => {
      const body = request.body;
      const options = await typeOptionsFor(app.db, request.user, request.role);
      const offered = options.filter((o) => o.typeId === body.tipo);
      if (offered.length === 0) throw new HttpError(403, MESSAGES.typeForbidden);
      let extra = body.extra;
      if (offered[0].audience === 'all') {
        extra = null; // a type for everyone has no extra; a leftover one from the form is dropped
      } else if (!offered.some((o) => (o.extra !== null && o.extra === extra) || (o.extraRequired && o.extraOptions?.some((v) => v.value === extra)))) {
        if (extra === null && offered.some((o) => o.extraRequired)) throw new HttpError(400, MESSAGES.extraRequired, { extra: MESSAGES.extraRequired });
        throw new HttpError(403, MESSAGES.typeForbidden);
      }
      const [row] = await app.db
        .insert(notifications)
        .values({
          titulo: body.titulo,
          mensagem: body.mensagem,
          url: body.url,
          date: body.date,
          tipo: body.tipo,
          extra,
          createdBy: request.user.idUtilizador,
        })
        .returning({ id: notifications.id });
      reply.code(201);
      return { data: await viewOf(app.db, row.id) };
    },
  );

  app.put(
    '/notifications/:_id',
    { schema: { tags, params: notificationIdParams, body: editNotificationSchema(), response: { 200: notificationResponse } } },
    async (request) => {
      const id = request.params._id;
      await app.db.transaction(async (tx) => {
        await lockPending(tx as unknown as Db, id, request.user, request.role, MESSAGES.sentEdit);
        const { titulo, mensagem, url, date } = request.body;
        await tx.update(notifications).set({ titulo, mensagem, url, date, updatedAt: sql`now()` }).where(eq(notifications.id, id));
      });
      return { data: await viewOf(app.db, id) };
    },
  );

  app.delete(
    '/notifications/:_id',
    { schema: { tags, params: notificationIdParams, response: { 200: notificationResponse } } },
    async (request) => {
      const id = request.params._id;
      return app.db.transaction(async (tx) => {
        await lockPending(tx as unknown as Db, id, request.user, request.role, MESSAGES.sentCancel);
        const view = await viewOf(tx as unknown as Db, id);
        await tx.delete(notifications).where(eq(notifications.id, id));
        return { data: view };
      });
    },
  );
};

/**
 * Locks the row (waiting for a sender that is delivering it), then: unknown -> 404, neither the
 * author nor ADMIN/DEV -> 403, already sent -> 409.
 */
async function lockPending(tx: Db, id: string, user: User, role: Role, sentMessage: string): Promise<void> {
  if (!UUID.test(id)) throw new HttpError(404, MESSAGES.notFound);
  const [row] = await tx
    .select({ sent: notifications.sent, createdBy: notifications.createdBy })
    .from(notifications)
    .where(eq(notifications.id, id))
    .for('update');
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  if (row.createdBy !== user.idUtilizador && !ADMIN_ROLES.includes(role)) throw new HttpError(403, MESSAGES.notAuthor);
  if (row.sent) throw new HttpError(409, sentMessage);
}

/**
 * What this user may schedule. Roles limited to their role_extra (type.scopedRoles: CCURSO,
 * DIRECAO) get one option per extra value that names a known course or school, id 'typeId;extra'.
 * Other allowed roles get the type once: for a type for everyone without an extra; for a course or
 * school type (ADMIN, DEV) with extraRequired and the list of courses or schools to choose from.
 */
export async function typeOptionsFor(db: Db, user: User, role: Role): Promise<NotificationTypeOption[]> {
  const types = (await db.select().from(notificationTypes).orderBy(asc(notificationTypes.sortOrder), asc(notificationTypes.id))).filter((t) =>
    t.roles.includes(role),
  );
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

/** The list query of both GET /notifications (own: a condition on the author) and /notifications/all. */
async function listNotifications(db: Db, where?: SQL): Promise<NotificationView[]> {
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(notifications.date), desc(notifications.createdAt));
  return rows.map(toView);
}

async function viewOf(db: Db, id: string): Promise<NotificationView> {
  const [row] = await selectViews(db).where(eq(notifications.id, id));
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toView(row);
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
  };
}
