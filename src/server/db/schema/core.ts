import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Organic units (schools and services), ids as the spec gives them (1 ESA ... 8 SAS). */
export const schools = pgTable('schools', {
  id: integer('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
});
export type School = typeof schools.$inferSelect;

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    nome: text('nome').notNull(),
    school: text('school')
      .notNull()
      .references(() => schools.sigla),
  },
  (t) => [index('courses_school_idx').on(t.school)],
);
export type Course = typeof courses.$inferSelect;

/** Everyone who signs in: staff of the back-office and ordinary users of the mobile app. */
export const users = pgTable(
  'users',
  {
    idUtilizador: text('id_utilizador').primaryKey(),
    numUtilizador: text('num_utilizador'),
    nome: text('nome'),
    /**
     * The name as the users list sorts it, ignoring case and accents, in byte order (collation C),
     * kept by the database (migration 0017): the list reads it from the index, where computing
     * unaccent for each row skipped cost 60 µs a row (33 ms to reach page 20 of 20,000 users). No
     * name is the last character there is, U+10FFFF (migration 0024): those users come last, and
     * one range scan reads on from any user. Ordered on only, never shown.
     */
    nomeOrdem: text('nome_ordem').generatedAlwaysAs(sql`coalesce(f_unaccent(lower(nome)), chr(1114111))`),
    /**
     * What the users list's search looks in: id, name and e-mail, lower-case and without accents,
     * one line each (a term never spans two), kept by the database with one trigram index
     * (migration 0018): one index and no function call per candidate row, where three indexes
     * and f_unaccent on each candidate cost 27 ms a search at 200,000 users.
     */
    busca: text('busca').generatedAlwaysAs(sql`f_unaccent(lower(id_utilizador || chr(10) || coalesce(nome, '') || chr(10) || coalesce(email, '')))`),
    email: text('email'),
    role: text('role'),
    roleExtra: jsonb('role_extra').$type<string[]>(),
    fotografia: text('fotografia'),
    unidadeOrganica: text('unidade_organica').references(() => schools.sigla),
    curso: text('curso').references(() => courses.id),
    tipo: text('tipo'),
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (t) => [index('users_unidade_organica_idx').on(t.unidadeOrganica), index('users_curso_idx').on(t.curso)],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Sign-in sessions: only a hash of the token is stored; revoked by logout or purge. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;

/**
 * Failed sign-ins, counted in the database so the limits hold across server processes: one row per
 * address and username ('ip|username') and one per account ('account|username').
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastFailure: timestamp('last_failure', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_idx').on(t.lastFailure)],
);

/**
 * The audit trail: every change made through the API (who, when, what, before and after) and every
 * read of health data. Written in the same request, before the answer leaves; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    role: text('role'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    route: text('route').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_user_idx').on(t.userId, t.at.desc()),
    index('audit_log_resource_idx').on(t.resource, t.at.desc()),
    // The trail's filter by action (src/contract/lists/audit.ts).
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
