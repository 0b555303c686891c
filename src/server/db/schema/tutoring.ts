import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { searchIndex, sortIndex } from '../../lists/declaredQuery';

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
const personColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.idUtilizador, { onDelete: 'cascade' });
const personOf = () => personColumn('user_id');

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
  (t) => [uniqueIndex('webinars_topic_unique').on(sql`lower(${t.topic})`), sortIndex('webinars_date_idx', t.date, t.id), searchIndex('webinars_topic_search_idx', t.topic)],
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
    // The declared filters of the tutorias' enrolments (src/contract/lists/enrolments.ts; 20,000 rows at
    // `db:seed -- --scale 1000000`): the UC and the approval within a programme, the mentor (also what
    // a user's removal sets to null). The course is the person's (users_curso_idx).
    index('enrolments_tutoria_uc_idx').on(t.tutoriaId, t.uc),
    index('enrolments_tutoria_approval_idx').on(t.tutoriaId, t.type, t.aprovado),
    index('enrolments_mentor_idx').on(t.mentorId),
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

/**
 * Peer mentoring ('Mentorias inter-pares'): what a mentee and its mentor did together on a day
 * (a meeting, a call, a message...), for how many minutes, entered by the mentee or by the mentor.
 * The /mentorias report reads them per academic year.
 */
export const peerInteractions = pgTable(
  'peer_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutoriaId: programmeOf(),
    academicYear: text('academic_year').notNull(),
    menteeId: personColumn('mentee_id'),
    mentorId: personColumn('mentor_id'),
    /** 'YYYY-MM-DD' on the institution's clock. */
    date: text('date').notNull(),
    tipo: text('tipo').notNull(),
    duracao: integer('duracao').notNull(),
    /** 'mentorado' or 'mentor': who entered it. */
    introduzidoPor: text('introduzido_por').notNull(),
  },
  (t) => [index('peer_interactions_year_idx').on(t.tutoriaId, t.academicYear), index('peer_interactions_mentee_idx').on(t.menteeId)],
);

/** A peer mentor's rating (1 to 5) by one of its mentees, per programme and academic year. */
export const peerMentorRatings = pgTable(
  'peer_mentor_ratings',
  {
    tutoriaId: programmeOf(),
    academicYear: text('academic_year').notNull(),
    mentorId: personColumn('mentor_id'),
    /** The mentee who rated. */
    userId: personOf(),
    rating: integer('rating').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tutoriaId, t.academicYear, t.mentorId, t.userId] })],
);

/** A peer mentor's dated observations about its mentoring, per programme and academic year. */
export const peerMentorObservations = pgTable(
  'peer_mentor_observations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutoriaId: programmeOf(),
    academicYear: text('academic_year').notNull(),
    mentorId: personColumn('mentor_id'),
    date: text('date').notNull(),
    texto: text('texto').notNull(),
  },
  (t) => [index('peer_mentor_observations_mentor_idx').on(t.mentorId, t.academicYear)],
);
