import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../contract/roles';

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
    /**
     * The e-mail as the users list sorts it (folded like every text sort, in collation C: migration
     * 0036), kept by the database so that a page deep in that order reads the index alone: on the
     * expression itself each row skipped was read from the table (3 s for page 2,000 of 200,000 users).
     */
    emailOrdem: text('email_ordem').generatedAlwaysAs(sql`lower(f_unaccent(email))`),
    role: text('role'),
    /**
     * The role as the app reads it (src/contract/roles.ts normaliseRole): upper-case, and DEFAULT
     * for no role, an empty one or one it does not know. Kept by the database (from ROLES: a new
     * role changes it in a migration) for the users list's role filter and sort, one index serving
     * both; 'DEFAULT' matches the users with no role, which a filter on `role` itself cannot.
     */
    roleEfetivo: text('role_efetivo')
      .notNull()
      .generatedAlwaysAs(sql.raw(`case when upper(trim(role)) in (${ROLES.map((r) => `'${r}'`).join(', ')}) then upper(trim(role)) else 'DEFAULT' end`)),
    roleExtra: jsonb('role_extra').$type<string[]>(),
    fotografia: text('fotografia'),
    unidadeOrganica: text('unidade_organica').references(() => schools.sigla),
    curso: text('curso').references(() => courses.id),
    tipo: text('tipo'),
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  // The users list's declared filters and sorts (src/contract/lists/users.ts), ascending like its
  // name order's index (migration 0024): each filter's column then the name order, so that a
  // filtered page by name (the list's order) reads its index in order; the e-mail's order.
  (t) => [
    index('users_role_name_idx').on(t.roleEfetivo, t.nomeOrdem, t.idUtilizador),
    index('users_school_name_idx').on(t.unidadeOrganica, t.nomeOrdem, t.idUtilizador),
    index('users_course_name_idx').on(t.curso, t.nomeOrdem, t.idUtilizador),
    index('users_email_order_idx').on(t.emailOrdem, t.idUtilizador),
  ],
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
 * address and username ('address|…'), one per account ('account|…') and one per address an account
 * signed in from ('known|…', its last success in `last_failure`); keys are digests (signInLimits.ts).
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
    // A record's history (GET <record>/historico): its entries, newest first.
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at.desc(), t.id.desc()),
    // The trail's filter by action (src/contract/lists/audit.ts).
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
