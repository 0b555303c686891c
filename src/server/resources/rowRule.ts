/**
 * A declared resource's row policy (`rows` of its declaration) as SQL on its table, built once for
 * every path: the generated routes add it to each query and set it on create (crudRoutes.ts), the
 * change capture records its columns with every change (changeCapture.ts), and the live events tell
 * a change only to whom the same condition lets read it (events/readable.ts).
 */
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normaliseRole, type AnyResource, type PolicyUser } from '../../contract';
import type { User } from '../db/schema';

export interface RowRule {
  /** The conditions on a user's rows (none: every row). */
  where(user: User): SQL[];
  /** The values create sets for the user. */
  values(user: User): Readonly<Record<string, string>>;
  /** The scope's columns (database names) with their SQL types: what each change records. */
  scope: readonly { name: string; type: string }[];
}

const policyUser = (user: User): PolicyUser => ({ id: user.idUtilizador, role: normaliseRole(user.role), unit: user.unidadeOrganica });

export function rowRule(resource: AnyResource, table: PgTable): RowRule {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const scope = resource.rows?.scope ?? [];
  const missing = scope.filter((field) => !columns[field]);
  if (missing.length) throw new Error(`Resource "${resource.name}": its row policy's scope names no column: ${missing.join(', ')}`);
  const values = (user: User) => resource.rows?.of(policyUser(user)) ?? {};
  return {
    values,
    where: (user) =>
      Object.entries(values(user)).map(([field, value]) => {
        if (!scope.includes(field)) throw new Error(`Resource "${resource.name}": the row policy gives "${field}", outside its scope`);
        return eq(columns[field], value);
      }),
    scope: scope.map((field) => ({ name: columns[field].name, type: columns[field].getSQLType() })),
  };
}
