import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationAudience, NotificationState, Role } from '../../../contract';
import { users } from './core';

/**
 * Kinds of notification and who may send them. Data, not code: seeded by seedReference in every
 * installation (see seed/notifications.ts).
 */
export const notificationTypes = pgTable('notification_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** all: every user; course: users whose curso = extra; school: users whose unidade_organica = extra. */
  audience: text('audience').$type<NotificationAudience>().notNull(),
  /** Roles that may schedule this type. */
  roles: jsonb('roles').$type<Role[]>().notNull(),
  /** Of those, the roles limited to the extras in their own role_extra (CCURSO's courses, DIRECAO's schools). */
  scopedRoles: jsonb('scoped_roles').$type<Role[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type NotificationTypeRow = typeof notificationTypes.$inferSelect;

/** Scheduled notifications; `sent` flips once, in the sender's transaction that delivers them. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    url: text('url'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    tipo: text('tipo')
      .notNull()
      .references(() => notificationTypes.id),
    extra: text('extra'),
    sent: boolean('sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Number of recipients, computed once when sent (0 while pending; those reached so far while a send goes by slices). */
    recievedByCount: integer('recieved_by_count').notNull().default(0),
    /** While a send goes by slices: the greatest recipient id delivered so far (null: not started). */
    deliveredThrough: text('delivered_through'),
    createdBy: text('created_by').references(() => users.idUtilizador, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The state the lists filter on (src/contract/lists/notifications.ts), kept by the database from `sent`. */
    state: text('state')
      .$type<NotificationState>()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN sent THEN 'sent' ELSE 'pending' END`),
  },
  (t) => [
    // The sender's question: pending and due, oldest first. Only pending rows are indexed.
    index('notifications_due_idx').on(t.date).where(sql`${t.sent} = false`),
    // The lists' filters (author, type, state; newest first within each) and their sort by date.
    // The author's: also the own list's row rule, in its sort's order (the id breaks ties).
    index('notifications_created_by_idx').on(t.createdBy, t.date.desc(), t.id.desc()),
    index('notifications_tipo_idx').on(t.tipo, t.date.desc()),
    index('notifications_state_idx').on(t.state, t.date.desc()),
    index('notifications_date_idx').on(t.date.desc(), t.id.desc()),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** One row per (notification, recipient): the inbox. The primary key makes a second delivery impossible. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_deliveries_user_idx').on(t.userId, t.deliveredAt.desc())],
);
