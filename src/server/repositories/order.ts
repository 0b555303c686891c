import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Newest (largest) first, in the null order of the schema's descending indexes: drizzle-kit writes
 * `.desc()` index columns as DESC NULLS LAST, while drizzle's `desc()` asks for DESC (NULLS FIRST).
 * PostgreSQL does not match the two even on NOT NULL columns, so with `desc()` every page sorted
 * the whole table instead of reading the index (36 ms for 25 of 100,000 suggestions).
 */
export const latestFirst = (column: AnyPgColumn | SQL): SQL => sql`${column} desc nulls last`;

/** Oldest (smallest) first: the same descending indexes read backwards (ASC NULLS FIRST). */
export const oldestFirst = (column: AnyPgColumn | SQL): SQL => sql`${column} asc nulls first`;
