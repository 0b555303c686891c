/**
 * Who has which record open (contract/schemas/presence.ts): a tab's notes replaced by the records
 * it now shows, and who else (another user, fresh) shows each of them.
 */
import { and, asc, eq, gt, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { PRESENCE_TTL_MS, type PresenceAnswer, type PresenceArea } from '../../contract';
import type { Db } from '../db/client';
import { presence, users } from '../db/schema';

/** Notes that `tab` of `userId` shows exactly `ids` of `resource` (none: it left); answers who else shows them. */
export async function notePresence(db: Db, userId: string, resource: PresenceArea, tab: string, ids: readonly string[]): Promise<PresenceAnswer['data']> {
  const unique = [...new Set(ids)];
  const fresh = sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`;
  const mine = and(eq(presence.userId, userId), eq(presence.tab, tab), eq(presence.resource, resource));
  await db.transaction(async (tx) => {
    // This tab's records no longer shown, and anyone's notes not renewed in time, are gone (each announced).
    await tx.delete(presence).where(or(and(mine, unique.length > 0 ? notInArray(presence.recordId, unique) : undefined), lt(presence.seenAt, fresh)));
    if (unique.length === 0) return;
    await tx
      .insert(presence)
      .values(unique.map((recordId) => ({ userId, tab, resource, recordId })))
      .onConflictDoUpdate({ target: [presence.userId, presence.tab, presence.resource, presence.recordId], set: { seenAt: sql`now()` } });
  });
  if (unique.length === 0) return [];
  const rows = await db
    .selectDistinct({ recordId: presence.recordId, id: users.idUtilizador, nome: users.nome })
    .from(presence)
    .innerJoin(users, eq(users.idUtilizador, presence.userId))
    .where(and(eq(presence.resource, resource), inArray(presence.recordId, unique), ne(presence.userId, userId), gt(presence.seenAt, fresh)))
    .orderBy(asc(presence.recordId), asc(users.nome), asc(users.idUtilizador));
  const byRecord = new Map<string, PresenceAnswer['data'][number]>();
  for (const row of rows) {
    const entry = byRecord.get(row.recordId) ?? { id: row.recordId, others: [] };
    entry.others.push({ id_utilizador: row.id, nome: row.nome });
    byRecord.set(row.recordId, entry);
  }
  return [...byRecord.values()];
}
