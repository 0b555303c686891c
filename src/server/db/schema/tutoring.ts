import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Tutoring and mentoring programmes, titles unique ('Tutoria matemática e fisica', ...). */
export const tutorias = pgTable('tutorias', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  shortDescription: text('short_description').notNull(),
  description: text('description').notNull(),
});

/** A row's programme and person: both go with them (cascade). */
const programmeOf = () =>
  uuid('tutoria_id')
    .notNull()
    .references(() => tutorias.id, { onDelete: 'cascade' });
const personOf = () =>
  text('user_id')
    .notNull()
    .references(() => users.idUtilizador, { onDelete: 'cascade' });

/**
 * Who manages a programme, and for what: the spec's 'userId-suffix' strings, the suffix a unit
 * code, or the curricular unit (matematica, fisica) for maths and physics.
 */
export const tutoriaManagers = pgTable(
  'tutoria_managers',
  {
    tutoriaId: programmeOf(),
    userId: personOf(),
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

/**
 * Who is enrolled in a programme, per academic year, and as what (tutor, tutorado, mentor,
 * mentorado, inscrito); for maths and physics the UC, and a tutor's approval (null until decided);
 * for peer mentoring the mentee's mentor (a user enrolled as mentor in the same programme and year).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutoriaId: programmeOf(),
    userId: personOf(),
    type: text('type').notNull(),
    academicYear: text('academic_year').notNull(),
    uc: text('uc'),
    aprovado: boolean('aprovado'),
    mentorId: text('mentor_id').references(() => users.idUtilizador, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_unique').on(t.tutoriaId, t.userId, t.academicYear, sql`coalesce(${t.uc}, '')`),
    index('enrolments_tutoria_year_idx').on(t.tutoriaId, t.academicYear),
  ],
);

/**
 * Maths and physics tutoring sessions: given by a tutor in a UC and academic year, on a day and
 * time, somewhere (a room or a link), for some minutes; validated by the tutor's manager
 * (`validado`) and then by the cabinet (`validadoGC`, once). The maths/physics report reads them.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutoriaId: programmeOf(),
    tutorId: text('tutor_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    uc: text('uc').notNull(),
    academicYear: text('academic_year').notNull(),
    /** 'YYYY-MM-DD' and 'HH:mm' on the institution's clock, as the app shows them. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    mode: text('mode').notNull(),
    duration: integer('duration').notNull(),
    validado: boolean('validado').notNull().default(false),
    validadoGC: boolean('validado_gc').notNull().default(false),
  },
  (t) => [index('tutoring_sessions_tutor_idx').on(t.tutorId, t.uc, t.academicYear)],
);

/** Who registered for a session, and the rating (1 to 5) each left, if any. */
export const sessionRegistrations = pgTable(
  'session_registrations',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    userId: personOf(),
    rating: integer('rating'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('session_registrations_user_idx').on(t.userId)],
);
