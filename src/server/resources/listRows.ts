/**
 * A declared resource's list as SQL (src/contract/resources/define.ts, `list`): the rows the row
 * policy lets a user see that the query's filters select, in the query's order, and how many. Each
 * filter and sort reads the column of its field's name; text sorts as people read it, case and
 * accents aside ('Férias' before 'Formação').
 */
import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { resourceList, type AnyResource, type DeclaredListQuery } from '../../contract';
import { versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { declaredOrder, declaredWhere, sortKey, type ListColumns } from '../lists/declaredQuery';

export function listRows(resource: AnyResource, table: PgTable) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const declared = resourceList(resource);
  for (const field of [...Object.keys(declared.filters), ...declared.sorts]) if (!columns[field]) throw new Error(`${resource.name}: the list's filter or sort "${field}" names no column`);
  const listColumns: ListColumns<string, string> = {
    filters: Object.fromEntries(Object.keys(declared.filters).map((field) => [field, columns[field]])),
    sorts: Object.fromEntries(declared.sorts.map((field) => [field, sortKey(columns[field])])),
    tiebreak: columns.id,
  };
  const where = (policy: readonly SQL[], query: DeclaredListQuery) => and(...policy, declaredWhere(declared, listColumns, query));
  return {
    /** Every column and the row's version, of the rows selected, in order. */
    rows: (db: Db, policy: readonly SQL[], query: DeclaredListQuery) =>
      db
        .select({ ...columns, version: versionOf(table) })
        .from(table)
        .where(where(policy, query))
        .orderBy(...declaredOrder(declared, listColumns, query))
        .$dynamic(),
    /** How many rows are selected. */
    count: async (db: Db, policy: readonly SQL[], query: DeclaredListQuery) => {
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where(policy, query));
      return total;
    },
  };
}
