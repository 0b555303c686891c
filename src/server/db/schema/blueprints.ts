import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './core';
import { files } from './files';

/** Floors of a school's buildings, each with an optional plan image; names unique per school, ignoring case. */
export const floors = pgTable(
  'floors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    school: text('school')
      .notNull()
      .references(() => schools.sigla),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(false),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When the plan image last changed. */
    fileUpdatedAt: timestamp('file_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('floors_school_name_unique').on(t.school, sql`lower(${t.name})`)],
);
export type FloorRow = typeof floors.$inferSelect;
