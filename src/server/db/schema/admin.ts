import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CalendarDocument } from '../../../contract';
import { schools, users } from './core';
import { searchIndex } from '../../lists/declaredQuery';

/** Suggestions (bug reports) sent from the app; sender's name and e-mail as they were when sent. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.idUtilizador, { onDelete: 'set null' }),
    nomeUser: text('nome_user').notNull(),
    emailUser: text('email_user'),
    mensagem: text('mensagem').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    isArquivado: boolean('is_arquivado').notNull().default(false),
  },
  (t) => [
    index('suggestions_date_idx').on(t.date.desc(), t.id.desc()),
    // The inbox without archived suggestions pages through this index alone (repositories/suggestions.ts).
    index('suggestions_open_date_idx').on(t.date.desc(), t.id.desc()).where(sql`NOT ${t.isArquivado}`),
    index('suggestions_user_idx').on(t.userId),
    // The inbox's sender filter (src/contract/lists/suggestions.ts): part of the e-mail, case and accents aside.
    searchIndex('suggestions_email_user_search_idx', t.emailUser),
  ],
);
export type SuggestionRow = typeof suggestions.$inferSelect;
export type NewSuggestion = typeof suggestions.$inferInsert;

/**
 * The academic calendar, one document per language. Stored with the product's commemorative day
 * under a fixed key (see repositories/calendar.ts), so renaming the product keeps it.
 */
export const calendars = pgTable(
  'calendars',
  {
    lang: text('lang').primaryKey(),
    document: jsonb('document').$type<CalendarDocument>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendars_lang_check', sql`${t.lang} in ('pt', 'en')`)],
);

/** Released versions of the mobile app. */
export const appVersions = pgTable('app_versions', {
  version: text('version').primaryKey(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
});

/** Operational settings: a single row (id is always true). The minimum version must be a released one. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: boolean('id').primaryKey().default(true),
    minVersion: text('min_version').references(() => appVersions.version),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_settings_single_row', sql`${t.id}`)],
);

/** Users flagged for (medical) abandonment, per organic unit that follows the case. */
export const abandonmentFlags = pgTable(
  'abandonment_flags',
  {
    unidadeOrganica: text('unidade_organica')
      .notNull()
      .references(() => schools.sigla),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    descricao: text('descricao').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unidadeOrganica, t.userId] }), index('abandonment_flags_user_idx').on(t.userId)],
);
