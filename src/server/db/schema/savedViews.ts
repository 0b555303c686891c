import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ViewList, ViewSharing } from '../../../contract';
import { users } from './core';

/**
 * Each user's saved views of the lists (contract/schemas/savedViews.ts): a screen's path and the
 * address's query under a name, unique per user and screen whatever the case; gone with the user.
 * Shared with the owner's role or with everyone (`shared_with`), and the list it shows (`list`), for
 * the dashboard's counts.
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
    sharedWith: text('shared_with').$type<ViewSharing>().notNull().default('me'),
    list: jsonb('list').$type<ViewList>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_name_unique').on(t.userId, t.path, sql`lower(${t.name})`), index('saved_views_user_path_idx').on(t.userId, t.path, t.createdAt),
    // The views others shared, by screen.
    index('saved_views_shared_idx').on(t.path, t.createdAt).where(sql`${t.sharedWith} <> 'me'`),
    check('saved_views_shared_with_check', sql`${t.sharedWith} in ('me', 'role', 'all')`),
  ],
);
