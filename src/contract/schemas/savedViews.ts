/**
 * Saved views (issue 32): a user keeps a list's filters and sort under a name and finds it again on
 * any browser. A view is the screen's path and the address's query (`?filter=…&sort=…`), exactly as
 * the list keeps its state in the address; kept on the server, per user, only for screens the user
 * may open.
 */
import { z } from 'zod';
import { requiredText } from './fields';

/** The most views one user keeps per screen. */
export const SAVED_VIEWS_PER_SCREEN = 50;
const MAX_QUERY = 2000;

export const SAVED_VIEW_MESSAGES = {
  name: 'O nome da vista é obrigatório.',
  path: 'Ecrã desconhecido.',
  query: 'Vista inválida.',
  duplicate: 'Já tem uma vista com este nome neste ecrã.',
  tooMany: `No máximo ${SAVED_VIEWS_PER_SCREEN} vistas por ecrã.`,
  notFound: 'Vista não encontrada.',
} as const;

const screenPath = z.string({ error: SAVED_VIEW_MESSAGES.path }).regex(/^\/[a-z0-9_/-]{0,100}$/i, SAVED_VIEW_MESSAGES.path);

/** GET /vistas?path=/webinares: the user's views of one screen; without `path`, of every screen the user may open (the dashboard's list). */
export const savedViewsQuery = z.object({ path: screenPath.optional() });

/** POST /vistas: the current view of a screen under a name. */
export const savedViewBody = z.object({
  path: screenPath,
  name: requiredText(SAVED_VIEW_MESSAGES.name, 80),
  // The address's query as the list wrote it: empty, or '?' and printable characters.
  query: z.string({ error: SAVED_VIEW_MESSAGES.query }).max(MAX_QUERY, SAVED_VIEW_MESSAGES.query).regex(/^(\?[\x21-\x7e]*)?$/, SAVED_VIEW_MESSAGES.query),
});
export type SavedViewBody = z.infer<typeof savedViewBody>;

export const savedViewParams = z.object({ id: z.string() });

export const savedView = z.object({ id: z.string(), path: z.string(), name: z.string(), query: z.string() });
export type SavedView = z.infer<typeof savedView>;

export const savedViewList = z.object({ data: z.array(savedView) });
export const savedViewResponse = z.object({ data: savedView });
