import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Each user's saved views of the lists (contract/schemas/savedViews.ts): a screen's path and the
 * address's query under a name, unique per user and screen whatever the case; gone with the user.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.idUtilizador, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_name_unique').on(t.userId, t.path, sql`lower(${t.name})`), index('saved_views_user_path_idx').on(t.userId, t.path, t.createdAt)],
);
