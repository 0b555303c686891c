import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Tutoring and mentoring programmes, titles unique ('Tutoria matemática e fisica', ...). */
export const tutorias = pgTable('tutorias', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
});

/**
 * Who manages a programme, and for what: the spec's 'userId-suffix' strings, the suffix a unit
 * code, or the curricular unit (matematica, fisica) for maths and physics.
 */
export const tutoriaManagers = pgTable(
  'tutoria_managers',
  {
    tutoriaId: uuid('tutoria_id')
      .notNull()
      .references(() => tutorias.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tutoriaId, t.userId, t.scope] }), index('tutoria_managers_user_idx').on(t.userId)],
);

/** Webinars (a declared resource: src/contract/resources/webinars.ts). Topics unique, ignoring case. */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    link: text('link').notNull(),
  },
  (t) => [uniqueIndex('webinars_topic_unique').on(sql`lower(${t.topic})`), index('webinars_date_idx').on(t.date, t.id)],
);
