import { and, asc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { floorFilePath, type Floor } from '../../contract';
import { versionOf } from '../concurrency';
import type { Db } from '../db/client';
import { files, floors, type FloorRow } from '../db/schema';
import type { CheckedFile } from '../files/pdf';

/** A floor's row and its version. */
type VersionedFloor = FloorRow & { version: string };
const withVersion = { ...getTableColumns(floors), version: versionOf(floors) };

export const toFloor = (row: VersionedFloor): Floor => ({
  id: row.id,
  school: row.school,
  name: row.name,
  file: row.fileId ? floorFilePath(row.id) : null,
  visible: row.visible,
  updatedAt: row.fileUpdatedAt?.toISOString() ?? null,
  version: row.version,
});

/** Floors by school, each school's by name; every school asked for has its key, floors or not. */
function bySchool(rows: VersionedFloor[], schools: readonly string[]): Record<string, Floor[]> {
  const grouped: Record<string, Floor[]> = Object.fromEntries(schools.map((s) => [s, []]));
  for (const row of rows) (grouped[row.school] ??= []).push(toFloor(row));
  return grouped;
}

/** The floors of these schools (DIRECAO's `role_extra`): the backoffice list's row rule, and its live events' (events/readable.ts). */
export const floorsOfSchools = (schools: readonly string[]): SQL => (schools.length ? inArray(floors.school, [...schools]) : sql`false`);

export async function floorsOf(db: Db, schools: readonly string[]): Promise<Record<string, Floor[]>> {
  const rows = schools.length ? await db.select(withVersion).from(floors).where(floorsOfSchools(schools)).orderBy(asc(floors.school), asc(floors.name)) : [];
  return bySchool(rows, schools);
}

/** What the app shows: visible floors that have a plan. */
export async function visibleFloors(db: Db): Promise<Record<string, Floor[]>> {
  const rows = await db.select(withVersion).from(floors).where(and(eq(floors.visible, true), isNotNull(floors.fileId))).orderBy(asc(floors.school), asc(floors.name));
  return bySchool(rows, []);
}

export async function findFloor(db: Db, id: string): Promise<FloorRow | undefined> {
  const [row] = await db.select().from(floors).where(eq(floors.id, id));
  return row;
}

export async function createFloor(db: Db, school: string, name: string, visible: boolean): Promise<Floor> {
  const [row] = await db.insert(floors).values({ school, name, visible }).returning(withVersion);
  return toFloor(row);
}

/**
 * Renames, shows or hides a floor and, with a file, replaces its plan (the old bytes go in the same
 * transaction). `atVersion`: the floor as its writer read it; undefined when it is not (changed
 * since, or gone), with nothing written. The row is locked at that version first, so that the plan
 * removed is the one replaced.
 */
export async function updateFloor(db: Db, id: string, fields: { name: string; visible: boolean }, file: CheckedFile | undefined, atVersion: SQL | undefined): Promise<Floor | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ fileId: floors.fileId }).from(floors).where(and(eq(floors.id, id), atVersion)).for('update');
    if (!before) return undefined;
    const stored = file ? (await tx.insert(files).values(file).returning({ id: files.id }))[0] : undefined;
    const [row] = await tx
      .update(floors)
      .set({ ...fields, ...(stored ? { fileId: stored.id, fileUpdatedAt: new Date() } : {}) })
      .where(eq(floors.id, id))
      .returning(withVersion);
    if (stored && before.fileId) await tx.delete(files).where(eq(files.id, before.fileId));
    return toFloor(row);
  });
}

/** Removes a floor and its plan's bytes, when it is at the version its writer read (`atVersion`); undefined when not. */
export async function deleteFloor(db: Db, id: string, atVersion: SQL | undefined): Promise<Floor | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(floors).where(and(eq(floors.id, id), atVersion)).returning(withVersion);
    if (row?.fileId) await tx.delete(files).where(eq(files.id, row.fileId));
    return row && toFloor(row);
  });
}

export async function floorImage(db: Db, id: string): Promise<{ school: string; visible: boolean; contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ school: floors.school, visible: floors.visible, contentType: files.contentType, bytes: files.bytes })
    .from(floors)
    .innerJoin(files, eq(files.id, floors.fileId))
    .where(eq(floors.id, id));
  return row;
}

/** Per school asked for: floors without a plan, hidden floors, and floors with either (the app does not show them). */
export async function incompleteFloors(db: Db, schools: readonly string[]): Promise<{ school: string; noPlan: number; hidden: number; either: number }[]> {
  if (!schools.length) return [];
  return db
    .select({
      school: floors.school,
      noPlan: sql<number>`(count(*) filter (where ${floors.fileId} is null))::int`,
      hidden: sql<number>`(count(*) filter (where not ${floors.visible}))::int`,
      either: sql<number>`(count(*) filter (where ${floors.fileId} is null or not ${floors.visible}))::int`,
    })
    .from(floors)
    .where(inArray(floors.school, [...schools]))
    .groupBy(floors.school)
    .orderBy(asc(floors.school));
}
