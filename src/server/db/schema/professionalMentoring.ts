import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** A weekly slot a professional mentor offers (spec section 3: dia, inicio, fim). */
export interface MentorAvailability {
  dia: string;
  inicio: string;
  fim: string;
}

/**
 * Professional mentors: people from companies (each an app account) who offer to mentor students;
 * accepted, pending or refused by the tutoring area (spec: ACEITE, PENDENTE, RECUSADO).
 */
export const professionalMentors = pgTable(
  'professional_mentors',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    professionalQualification: text('professional_qualification'),
    biography: text('biography').notNull().default(''),
    linkedin: text('linkedin'),
    disponibilidade: jsonb('disponibilidade').$type<MentorAvailability[]>().notNull().default([]),
    status: text('status').notNull().default('PENDENTE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('professional_mentors_status_check', sql`${t.status} in ('ACEITE', 'PENDENTE', 'RECUSADO')`),
    index('professional_mentors_status_idx').on(t.status),
  ],
);

/** A student's application to a professional mentor (spec: APROVADO, PENDENTE, REJEITADO). */
export const professionalMentees = pgTable(
  'professional_mentees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => professionalMentors.userId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDENTE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('professional_mentees_unique').on(t.userId, t.mentorId),
    index('professional_mentees_mentor_idx').on(t.mentorId),
    check('professional_mentees_status_check', sql`${t.status} in ('APROVADO', 'PENDENTE', 'REJEITADO')`),
  ],
);

/** A mentee's rating (1 to 5) of its professional mentor at the end of each cycle (spec: ciclo, avaliacao). */
export const professionalRatings = pgTable(
  'professional_ratings',
  {
    menteeId: text('mentee_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => professionalMentors.userId, { onDelete: 'cascade' }),
    ciclo: integer('ciclo').notNull(),
    avaliacao: integer('avaliacao').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menteeId, t.mentorId, t.ciclo] }),
    index('professional_ratings_mentor_idx').on(t.mentorId),
    check('professional_ratings_range_check', sql`${t.avaliacao} between 1 and 5`),
  ],
);
