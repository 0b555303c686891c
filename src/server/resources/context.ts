/** What the route builders of one declared resource share (src/server/resources). */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource, ResourceCalls } from '../../contract';
import type { User } from '../db/schema';
import type { Db } from '../db/client';
import type { HttpError } from '../errors';

/** The column holding a declared file's stored id: `pdf` -> `pdfFile` (`pdf` holds its name). */
export const fileColumnOf = (field: string) => `${field}File`;

/** What the routes of one declared resource share: its table's columns, the row policy, the record's shape and the refusals. */
export interface ResourceRoutesContext {
  resource: AnyResource;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** Its calls, with their schemas (src/contract/resources/calls.ts). */
  calls: ResourceCalls;
  /** The condition of one of the user's rows (404 for a malformed id). */
  oneRow: (rowId: string, user: User) => SQL | undefined;
  /** `{data: record}` of the first row, or 404. */
  one: (rows: Record<string, unknown>[]) => { data: Record<string, unknown> };
  /** The resource's 404. */
  notFound: () => HttpError;
  /** What a write returns: every column and the row's version. */
  withVersion: Record<string, PgColumn | SQL.Aliased | SQL>;
  /** After a versioned write that matched no row: the 409 (with the current record) or the 404 to throw. */
  refused: (db: Db, where: SQL | undefined) => Promise<HttpError>;
}

