/**
 * Who is told of a change in an area with a row rule (issue 46): the database is asked, of a batch of
 * changes, which the user reads, by the area's own row rule, the SQL its lists run (each built once,
 * in the area's repository). Two ways to ask, as the rule reads:
 * - by the record now (`byRecord`): the people and sessions of maths and physics, peer mentoring's
 *   people; a record no longer there is told to nobody;
 * - by the values the change recorded (`byScope`, migration 0025's scope: before and after, so a
 *   record leaving the user's rows is told too): the rule's condition runs on those values as rows
 *   of its table. A change of many records names none: told to whoever opens the area.
 * No condition is written here.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { abandonmentSchools, floorSchools, isAdminRole, type Role } from '../../contract';
import type { Db } from '../db/client';
import { abandonmentFlags, floors, notifications, tutorias, type User } from '../db/schema';
import { rowsOf } from '../jobs/notification-sender';
import { floorsOfSchools } from '../repositories/blueprints';
import { notificationsOf } from '../repositories/notifications';
import { readablePeerMentoring } from '../repositories/peerMentoring';
import { managedProgrammes } from '../repositories/tutorias';
import { readableMathPhysics } from '../repositories/mathPhysics';
import { flagsOfUnits } from '../repositories/abandonment';
import { rowRule } from '../resources/rowRule';
import type { Store } from '../resources/crudRoutes';
import type { Change, EventRules } from './rules';

/** Of these changes (all of one area), the ids of those the user reads. */
type Readable = (db: Db, user: User, role: Role, changes: readonly Change[]) => Promise<Set<number>>;

const ids = (changes: readonly Change[]) => new Set(changes.map((c) => c.id));

/** By the record now: `readable` gives, of the records named, those the user reads. */
const byRecord =
  (readable: (db: Db, user: User, role: Role, recordIds: readonly string[]) => Promise<Set<string>>): Readable =>
  async (db, user, role, changes) => {
    const named = [...new Set(changes.flatMap((c) => (c.recordId === null ? [] : [c.recordId])))];
    const read = named.length ? await readable(db, user, role, named) : new Set<string>();
    return ids(changes.filter((c) => c.recordId === null || read.has(c.recordId)));
  };

/**
 * By the values the change recorded, read as rows of `table` (its columns and their types): those
 * meeting `condition` (undefined: the user reads every row). `shape` adapts a recorded scope to the
 * table's columns where the tables of one area name them differently.
 */
const byScope =
  (table: PgTable, columns: Readonly<Record<string, string>>, condition: (user: User, role: Role) => SQL | undefined, shape: (scope: Record<string, unknown>) => Record<string, unknown> = (s) => s): Readable =>
  async (db, user, role, changes) => {
    const rule = condition(user, role);
    if (!rule) return ids(changes);
    const rows = changes.flatMap((c) => c.scope.map((scope) => ({ ...shape(scope), change_id: c.id })));
    const definition = sql.raw(['"change_id" bigint', ...Object.entries(columns).map(([name, type]) => `"${name}" ${type}`)].join(', '));
    const met = await db.execute(sql`select distinct "change_id" from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${table}(${definition}) where ${rule}`);
    return new Set(rowsOf<{ change_id: string | number }>(met).map((r) => Number(r.change_id)));
  };

/** A notification's change: to its author, and to the administrators (everyone's). */
const authorsOwn = byScope(notifications, { created_by: 'text' }, (user, role) => notificationsOf(isAdminRole(role) ? undefined : user.idUtilizador));

/** The areas of the hand-written lists whose changes are told by their row rule. */
const AREA_READERS: Readonly<Record<string, Readable>> = {
  mathPhysics: byRecord(readableMathPhysics),
  peerMentoring: byRecord(readablePeerMentoring),
  blueprints: byScope(floors, { school: 'text' }, (user) => floorsOfSchools(floorSchools(user.roleExtra))),
  abandonment: byScope(abandonmentFlags, { unidade_organica: 'text' }, (user, role) => flagsOfUnits(abandonmentSchools(role, user.roleExtra).map((s) => s.sigla))),
  // A notification type's change records no author: it is no one's, and told to whoever opens the area.
  notifications: async (db, user, role, changes) => {
    const types = changes.filter((c) => !c.scope.some((scope) => 'created_by' in scope));
    return new Set([...ids(types), ...(await authorsOwn(db, user, role, changes.filter((c) => !types.includes(c))))]);
  },
  // A programme's own change records its id; its managers' and enrolments' changes, the programme's as tutoria_id.
  tutorias: byScope(tutorias, { id: 'uuid' }, (user, role) => managedProgrammes(user, role, tutorias.id), (scope) => ({ id: scope.tutoria_id ?? scope.id })),
};

/** Per area whose changes are told by a row rule, how to ask which the user reads. */
export type Readers = Readonly<Record<string, Readable>>;

/** A declared resource with a row policy: its changes by the scope they recorded, on the policy's own condition (rowRule.ts). */
function declaredReader({ resource, table }: Store): Readable | undefined {
  if (!resource.rows) return undefined;
  const rule = rowRule(resource, table);
  return byScope(table, Object.fromEntries(rule.scope.map((column) => [column.name, column.type])), (user) => {
    const where = rule.where(user);
    return where.length ? and(...where) : undefined;
  });
}

/** The readers of every area with a row rule: the hand-written lists' and those of the declared resources served. */
export function eventReaders(stores: readonly Store[]): Readers {
  const declared = stores.flatMap((store) => {
    const reader = declaredReader(store);
    return reader ? [[store.resource.name, reader] as const] : [];
  });
  return { ...AREA_READERS, ...Object.fromEntries(declared) };
}

/**
 * Per area with a row rule that the role opens, of the changes in that area, the ids of those the
 * user reads (an area with a row rule and no entry: the role does not open it).
 */
export type ReadableIds = ReadonlyMap<string, ReadonlySet<number>>;

/** The changes among `changes` of the areas with a reader, of those the role opens, that `user` reads: one question per area (none when there is none). */
export async function readableIds(db: Db, { readers, opensArea }: EventRules, changes: readonly Change[], user: User, role: Role): Promise<ReadableIds> {
  const byArea = new Map<string, Change[]>();
  for (const change of changes) if (readers[change.resource] && opensArea(change.resource, role)) byArea.set(change.resource, [...(byArea.get(change.resource) ?? []), change]);
  const entries = await Promise.all([...byArea].map(async ([resource, theirs]) => [resource, await readers[resource](db, user, role, theirs)] as const));
  return new Map(entries);
}
