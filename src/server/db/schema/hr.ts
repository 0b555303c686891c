import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { files } from './files';
import { searchIndex, sortIndex } from '../../lists/declaredQuery';

/** HR request types (a declared resource: src/contract/resources/hrRequestTypes.ts). Names unique, ignoring case. */
export const hrRequestTypes = pgTable(
  'hr_request_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('hr_request_types_name_unique').on(sql`lower(${t.name})`), searchIndex('hr_request_types_name_search_idx', t.name), sortIndex('hr_request_types_name_order_idx', t.name, t.id)],
);

/** Requests to HR, each of one type: a type still used cannot be deleted (restrict). */
export const hrRequests = pgTable(
  'hr_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => hrRequestTypes.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.idUtilizador, { onDelete: 'set null' }),
    corpo: text('corpo').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /** The answer: a PDF, set once (a request with one is answered). */
    anexoFileId: uuid('anexo_file_id').references(() => files.id, { onDelete: 'restrict' }),
    anexoNome: text('anexo_nome'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.idUtilizador, { onDelete: 'set null' }),
    /** Whether it has its answer, kept by the database: what the list's `answered` filter reads, from its own index. */
    answered: boolean('answered')
      .notNull()
      .generatedAlwaysAs(sql`anexo_file_id IS NOT NULL`),
  },
  (t) => [
    // Of a type, by date either way, ties by id (the declared list's `type` filter and its sort).
    index('hr_requests_type_idx').on(t.typeId, t.date.desc(), t.id.desc()),
    // Answered or not, by date either way (the declared list's `answered` filter and its sort).
    index('hr_requests_answered_idx').on(t.answered, t.date.desc(), t.id.desc()),
    index('hr_requests_date_idx').on(t.date.desc(), t.id.desc()),
    index('hr_requests_open_idx').on(t.date.desc(), t.id.desc()).where(sql`${t.anexoFileId} IS NULL`),
    // The declared list's search (src/contract/lists/hrRequests.ts): the request's text, and its
    // requester by the users search's column (the users found, then their requests by this index).
    searchIndex('hr_requests_corpo_search_idx', t.corpo),
    index('hr_requests_user_idx').on(t.userId),
  ],
);
