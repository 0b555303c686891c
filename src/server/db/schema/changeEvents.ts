import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What changed, for the open screens (GET /api/events, src/server/events): one row per record a
 * statement changed on a product table, written by the triggers of migration 0025 (which also
 * `pg_notify('changes', 'first-last')`), kept a day for a reconnecting stream to catch up.
 * `resource` is the client's query-key area ('tutorias', 'users', ...), `record_id` the record
 * (null: a statement changed more than 100 records), `scope` the distinct values of the columns
 * the area's row rule reads, before and after the change (`[{ "school": "ESTG" }]`).
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    scope: jsonb('scope').$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [index('change_events_at_idx').on(t.at)],
);
export type ChangeEventRow = typeof changeEvents.$inferSelect;
