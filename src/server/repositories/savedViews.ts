/** Each user's saved views of the lists (contract/schemas/savedViews.ts): only ever the user's own rows. */
import { and, asc, count, eq } from 'drizzle-orm';
import { SAVED_VIEWS_PER_SCREEN, type SavedView, type SavedViewBody } from '../../contract';
import type { Db } from '../db/client';
import { savedViews } from '../db/schema';

const VIEW = { id: savedViews.id, path: savedViews.path, name: savedViews.name, query: savedViews.query };

/** The user's views of one screen (of every screen without one, by screen), oldest first (the order they were saved). */
export const viewsOf = (db: Db, userId: string, path?: string): Promise<SavedView[]> =>
  db
    .select(VIEW)
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), path === undefined ? undefined : eq(savedViews.path, path)))
    .orderBy(asc(savedViews.path), asc(savedViews.createdAt), asc(savedViews.id));

/** Keeps a view for the user; 'full' when the screen already has as many as one may keep (a duplicate name is the database's 409). */
export async function saveView(db: Db, userId: string, view: SavedViewBody): Promise<SavedView | 'full'> {
  return db.transaction(async (tx) => {
    const [{ kept }] = await tx.select({ kept: count() }).from(savedViews).where(and(eq(savedViews.userId, userId), eq(savedViews.path, view.path)));
    if (kept >= SAVED_VIEWS_PER_SCREEN) return 'full';
    const [row] = await tx.insert(savedViews).values({ userId, ...view }).returning(VIEW);
    return row;
  });
}

/** Removes one of the user's views; undefined when the user has none with that id. */
export async function removeView(db: Db, userId: string, id: string): Promise<SavedView | undefined> {
  const [row] = await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.userId, userId))).returning(VIEW);
  return row;
}
