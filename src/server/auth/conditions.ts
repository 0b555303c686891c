import { eq } from 'drizzle-orm';
import { managesType, type UserCondition } from '../../contract';
import type { Db } from '../db/client';
import { tutoriaManagers, tutorias } from '../db/schema';

/** Titles of the programmes a user manages. */
export async function managedTutorias(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: tutorias.title })
    .from(tutoriaManagers)
    .innerJoin(tutorias, eq(tutorias.id, tutoriaManagers.tutoriaId))
    .where(eq(tutoriaManagers.userId, userId));
  return rows.map((r) => r.title);
}

/** Does the user meet a condition of the access rules (the same the client's menu reads)? */
export async function meetsCondition(db: Db, userId: string, condition: UserCondition): Promise<boolean> {
  switch (condition.kind) {
    case 'managerOf':
      return managesType(await managedTutorias(db, userId), condition.tutoringType);
  }
}
