import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Who has which record open (PUT /api/presenca/:resource, contract/schemas/presence.ts): one row
 * per browser tab and record it shows, renewed while shown (`seen_at`), read only while fresh.
 * A row added or removed is announced to the open screens (migration 0026's triggers, resource
 * 'presence', the record's area in the scope); a renewal is not.
 */
export const presence = pgTable(
  'presence',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tab, t.resource, t.recordId] }), index('presence_record_idx').on(t.resource, t.recordId), index('presence_seen_at_idx').on(t.seenAt)],
);
