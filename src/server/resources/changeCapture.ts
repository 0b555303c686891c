/**
 * Live updates of a declared resource, from its declaration (issue 46): the statements that attach
 * the one change-capture function (`record_changes`, migration 0025) to its table on insert, update
 * and delete, recording each change under the resource's name with its row policy's scope columns
 * (rowRule.ts). They run when the resource's routes are registered, after the migrations, and only
 * where the table lacks them or has others: no trigger SQL is written per table.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../../contract';
import type { Db } from '../db/client';
import { rowsOf } from '../jobs/notification-sender';
import type { RowRule } from './rowRule';

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const EVENTS = [
  { op: 'insert', references: 'NEW TABLE AS new_rows' },
  { op: 'update', references: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { op: 'delete', references: 'OLD TABLE AS old_rows' },
] as const;

/** The trigger statements of a declared resource's table, by trigger name. */
export function changeCaptureStatements(resource: AnyResource, table: PgTable, rule: RowRule): ReadonlyMap<string, { args: string; statement: string }> {
  const name = getTableName(table);
  const args = [resource.name, 'id', ...rule.scope.map((column) => column.name)];
  return new Map(
    EVENTS.map(({ op, references }) => {
      const trigger = `${name}_changes_${op}`;
      const statement = `CREATE OR REPLACE TRIGGER ${identifier(trigger)} AFTER ${op.toUpperCase()} ON ${identifier(name)} REFERENCING ${references} FOR EACH STATEMENT EXECUTE FUNCTION record_changes(${args.map(literal).join(', ')})`;
      return [trigger, { args: args.join('\0'), statement }];
    }),
  );
}

/** Attaches what the table lacks of its change capture (nothing when it has it, as after the first start). */
export async function attachChangeCapture(db: Db, resource: AnyResource, table: PgTable, rule: RowRule): Promise<void> {
  const wanted = changeCaptureStatements(resource, table, rule);
  const present = rowsOf<{ name: string; args: string }>(
    await db.execute(sql`
      select t.tgname as name, encode(t.tgargs, 'escape') as args
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where t.tgrelid = ${getTableName(table)}::regclass and p.proname = 'record_changes' and not t.tgisinternal`),
  );
  // pg_trigger keeps each argument followed by a NUL byte, which `escape` writes as \000.
  const kept = new Map(present.map((row) => [row.name, row.args.split('\\000').slice(0, -1).join('\0')]));
  for (const [trigger, { args, statement }] of wanted) if (kept.get(trigger) !== args) await db.execute(sql.raw(statement));
}
