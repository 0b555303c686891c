/**
 * Saved views of the lists (contract/schemas/savedViews.ts): a user's own, and those others shared
 * with the user's role (the owner's role now) or with everyone; only the owner removes one.
 */
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { SAVED_VIEWS_PER_SCREEN, type Role, type SavedView, type SavedViewBody } from '../../contract';
import type { Db } from '../db/client';
import { savedViews, users } from '../db/schema';

/** Who asks: the views offered depend on the user and the user's role. */
export interface Viewer {
  userId: string;
  role: Role;
}

/** What a view holds. */
const STORED = { id: savedViews.id, path: savedViews.path, name: savedViews.name, query: savedViews.query, sharedWith: savedViews.sharedWith, list: savedViews.list };

/** A view as the viewer is offered it: whether it is the viewer's own, else who shared it (read with its owner, `users`). */
const columns = (viewer: Viewer) => ({
  ...STORED,
  mine: sql<boolean>`${savedViews.userId} = ${viewer.userId}`,
  owner: sql<string | null>`coalesce(${users.nome}, ${savedViews.userId})`,
});

/** The views offered to the viewer: its own, and those shared with its role (the owner's as it is now) or with everyone. */
const offeredTo = (viewer: Viewer): SQL | undefined =>
  or(eq(savedViews.userId, viewer.userId), eq(savedViews.sharedWith, 'all'), and(eq(savedViews.sharedWith, 'role'), eq(users.roleEfetivo, viewer.role)));

/** The views of one screen offered to the viewer (of every screen without one, by screen): its own first, each in the order saved. */
export const viewsOf = (db: Db, viewer: Viewer, path?: string): Promise<SavedView[]> =>
  db
    .select(columns(viewer))
    .from(savedViews)
    .innerJoin(users, eq(users.idUtilizador, savedViews.userId))
    .where(and(offeredTo(viewer), path === undefined ? undefined : eq(savedViews.path, path)))
    .orderBy(asc(savedViews.path), sql`${savedViews.userId} <> ${viewer.userId}`, asc(savedViews.createdAt), asc(savedViews.id));

/** Keeps a view for the viewer; 'full' when the screen already has as many as one may keep (a duplicate name is the database's 409). */
export async function saveView(db: Db, viewer: Viewer, view: SavedViewBody): Promise<SavedView | 'full'> {
  return db.transaction(async (tx) => {
    const [{ kept }] = await tx.select({ kept: count() }).from(savedViews).where(and(eq(savedViews.userId, viewer.userId), eq(savedViews.path, view.path)));
    if (kept >= SAVED_VIEWS_PER_SCREEN) return 'full';
    const [{ id }] = await tx
      .insert(savedViews)
      .values({ userId: viewer.userId, ...view, list: view.list ?? null })
      .returning({ id: savedViews.id });
    const [row] = await tx.select(columns(viewer)).from(savedViews).innerJoin(users, eq(users.idUtilizador, savedViews.userId)).where(eq(savedViews.id, id));
    return row;
  });
}

/** Removes one of the viewer's own views; undefined when it has none with that id (another's view, shared or not, included). */
export async function removeView(db: Db, viewer: Viewer, id: string): Promise<SavedView | undefined> {
  const [row] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, viewer.userId)))
    .returning(STORED);
  return row && { ...row, mine: true, owner: null };
}
