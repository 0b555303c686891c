import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts kept by the database itself: triggers of migration 0015 add and subtract in
 * the same transaction as the rows they count, so a list's total is one indexed read instead of
 * counting the table. Keys: 'suggestions', 'suggestions:archived', 'users', 'hr_requests',
 * 'hr_requests:answered', 'hr_requests:type:<id>' and 'hr_requests:type:<id>:answered'; the lists'
 * buckets (migration 0020, repositories/pageAnchors.ts): 'suggestions:day:<YYYY-MM-DD>',
 * 'suggestions:open-day:<YYYY-MM-DD>' (UTC days) and 'users:name:<first four characters of nome_ordem>';
 * the filters' totals: 'suggestions:lisbon-day:<YYYY-MM-DD>', 'suggestions:open-lisbon-day:<YYYY-MM-DD>'
 * (Lisbon days, migration 0038), 'users:role:', 'users:school:', 'users:course:' (0037);
 * the lists' versions, 'version:<list>' (migration 0019). Keys compare in byte order (collation "C").
 */
export const rowCounts = pgTable('row_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
