import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminRole, NOTIFICATION_MESSAGES, type NotificationAudience, type NotificationView, type Role } from '../../contract';
import { API } from '../../contract/api';
import type { Db } from '../db/client';
import { notifications, notificationTypes, type User } from '../db/schema';
import { recipientsQuery, rowsOf } from '../jobs/notification-sender';
import { HttpError } from '../errors';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { findView, inboxOf, listNotifications, listTypes, typeOptionsFor } from '../repositories/notifications';
import { routeOf } from './route';

/** Spec section 7 "Notifications", plus the inbox of the mobile app. See docs/notifications.md. */

const MESSAGES = {
  notFound: NOTIFICATION_MESSAGES.notFound,
  typeForbidden: 'Não tem permissão para agendar notificações deste tipo.',
  extraRequired: 'Escolha o curso ou a escola a que se destina a notificação.',
  notAuthor: 'Só o autor da notificação a pode alterar ou cancelar.',
  edit: { sent: 'A notificação já foi enviada e não pode ser editada.', sending: 'A notificação já está a ser enviada e não pode ser editada.' },
  cancel: { sent: 'A notificação já foi enviada e não pode ser cancelada.', sending: 'A notificação já está a ser enviada e não pode ser cancelada.' },
} as const;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.notifications.types), handler: async (request) => {
    const rows = await listTypes(request.db);
    return { data: rows.map((t) => ({ id: t.id, name: t.name, audience: t.audience })) };
  } });

  app.route({ ...routeOf(API.notifications.myTypes), handler: async (request) => ({
    data: await typeOptionsFor(request.db, request.user, request.role),
  }) });

  // The user's own, whatever the filters (the own list declares no author filter).
  app.route({ ...routeOf(API.notifications.list), handler: async (request) => ({
    data: await listNotifications(request.db, request.query, request.user.idUtilizador),
  }) });

  app.route({ ...routeOf(API.notifications.all), handler: async (request) => ({
    data: await listNotifications(request.db, request.query),
  }) });

  app.route({ ...routeOf(API.notifications.inbox), handler: async (request) => {
    return { data: await inboxOf(request.db, request.user.idUtilizador, request.query.limit) };
  } });

  app.route({
    ...routeOf(API.notifications.create),
    handler: async (request, reply) => {
      const body = request.body;
      const options = await typeOptionsFor(request.db, request.user, request.role);
      const offered = options.filter((o) => o.typeId === body.tipo);
      if (offered.length === 0) throw new HttpError(403, MESSAGES.typeForbidden);
      let extra = body.extra;
      if (offered[0].audience === 'all') {
        extra = null; // a type for everyone has no extra; a leftover one from the form is dropped
      } else if (!offered.some((o) => (o.extra !== null && o.extra === extra) || (o.extraRequired && o.extraOptions?.some((v) => v.value === extra)))) {
        if (extra === null && offered.some((o) => o.extraRequired)) throw new HttpError(400, MESSAGES.extraRequired, { extra: MESSAGES.extraRequired });
        throw new HttpError(403, MESSAGES.typeForbidden);
      }
      const [row] = await request.db
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
      return { data: await viewOf(request.db, row.id) };
    },
  });

  app.route({
    ...routeOf(API.notifications.update),
    handler: async (request) => {
      const id = request.params._id;
      await request.db.transaction(async (tx) => {
        await lockPending(tx, id, request.user, request.role, MESSAGES.edit);
        const before = await viewOf(tx, id);
        audit(request, { before });
        const { titulo, mensagem, url, date } = request.body;
        const changed = await tx
          .update(notifications)
          .set({ titulo, mensagem, url, date, updatedAt: sql`now()` })
          .where(and(eq(notifications.id, id), atVersion(notifications, expectedVersion(request))))
          .returning({ id: notifications.id });
        // The row is locked and there: no row matched means another version than the writer read.
        if (!changed[0]) throw staleWrite(before);
      });
      const data = await viewOf(request.db, id);
      audit(request, { after: data });
      return { data };
    },
  });

  app.route({
    ...routeOf(API.notifications.recipients),
    handler: async (request) => {
      const [found] = await request.db
        .select({ extra: notifications.extra, createdBy: notifications.createdBy, audience: notificationTypes.audience })
        .from(notifications)
        .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.tipo))
        .where(eq(notifications.id, request.params._id));
      const row = authorsOwn(found, request.user, request.role);
      const [{ n }] = rowsOf<{ n: number }>(await request.db.execute(sql`SELECT count(*)::int AS n FROM (${recipientsQuery({ audience: row.audience as NotificationAudience, extra: row.extra })}) r`));
      return { data: { recipients: Number(n) } };
    },
  });

  app.route({
    ...routeOf(API.notifications.history),
    handler: async (request) => {
      const id = request.params._id;
      const [found] = await request.db.select({ createdBy: notifications.createdBy }).from(notifications).where(eq(notifications.id, id));
      authorsOwn(found, request.user, request.role);
      return { data: await app.recordHistory(request, id) };
    },
  });

  app.route({
    ...routeOf(API.notifications.remove),
    handler: async (request) => {
      const id = request.params._id;
      return request.db.transaction(async (tx) => {
        await lockPending(tx, id, request.user, request.role, MESSAGES.cancel);
        const view = await viewOf(tx, id);
        const removed = await tx
          .delete(notifications)
          .where(and(eq(notifications.id, id), atVersion(notifications, expectedVersion(request))))
          .returning({ id: notifications.id });
        if (!removed[0]) throw staleWrite(view);
        audit(request, { before: view, after: null });
        return { data: view };
      });
    },
  });
};

/**
 * Locks the row (waiting for a sender that is delivering it), then: unknown -> 404, neither the
 * author nor ADMIN/DEV -> 403, already sent or being sent (some recipients have it) -> 409. These
 * come before the version check (the write's own condition, atVersion): a notification sent since it
 * was read is refused for that reason, which no overwrite can change.
 */
async function lockPending(tx: Db, id: string, user: User, role: Role, refusals: { sent: string; sending: string }): Promise<void> {
  const [found] = await tx
    .select({ sent: notifications.sent, deliveredThrough: notifications.deliveredThrough, createdBy: notifications.createdBy })
    .from(notifications)
    .where(eq(notifications.id, id))
    .for('update');
  const row = authorsOwn(found, user, role);
  if (row.sent) throw new HttpError(409, refusals.sent);
  if (row.deliveredThrough !== null) throw new HttpError(409, refusals.sending);
}

/** The notification read, if it exists (else 404) and the caller is its author or ADMIN/DEV (else 403). */
function authorsOwn<T extends { createdBy: string | null }>(row: T | undefined, user: User, role: Role): T {
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  if (row.createdBy !== user.idUtilizador && !isAdminRole(role)) throw new HttpError(403, MESSAGES.notAuthor);
  return row;
}

async function viewOf(db: Db, id: string): Promise<NotificationView> {
  const view = await findView(db, id);
  if (!view) throw new HttpError(404, MESSAGES.notFound);
  return view;
}
