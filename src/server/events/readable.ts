/**
 * The areas whose changes are told by the lists' own rules, asked of the database (issue 46): of a
 * batch of changed records, those a user reads through the area's screens. No condition is written
 * here: each is the area's repository function, built from the SQL its lists run.
 */
import type { Role } from '../../contract';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { readablePeerMentoring } from '../repositories/peerMentoring';
import { readableMathPhysics } from '../repositories/tutoringSessions';

type Readable = (db: Db, user: User, role: Role, ids: readonly string[]) => Promise<Set<string>>;

export const READABLE: Readonly<Record<string, Readable>> = {
  mathPhysics: readableMathPhysics,
  peerMentoring: readablePeerMentoring,
};

/** Per area read by its rules, the ids among these changes that the user reads. */
export type ReadableIds = ReadonlyMap<string, ReadonlySet<string>>;

/** The ids among `changes` (of the areas above) that `user` reads, one query per area. */
export async function readableIds(db: Db, changes: readonly { resource: string; recordId: string | null }[], user: User, role: Role): Promise<ReadableIds> {
  const idsOf = new Map<string, Set<string>>();
  for (const { resource, recordId } of changes) if (recordId !== null && READABLE[resource]) idsOf.set(resource, (idsOf.get(resource) ?? new Set()).add(recordId));
  const entries = await Promise.all([...idsOf].map(async ([resource, ids]) => [resource, await READABLE[resource](db, user, role, [...ids])] as const));
  return new Map(entries);
}
