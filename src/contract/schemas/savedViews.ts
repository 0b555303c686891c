/**
 * Saved views (issue 32): a user keeps a list's filters and sort under a name and finds it again on
 * any browser. A view is the screen's path and the address's query (`?filter=…&sort=…`), exactly as
 * the list keeps its state in the address; kept on the server, per user, only for screens the user
 * may open.
 */
import { z } from 'zod';
import { requiredText } from './fields';
import { recordId } from './common';

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
  sharedWith: 'Partilha inválida: só o próprio, o seu role ou todos.',
  list: 'Lista inválida.',
} as const;

/** Who a view is offered to: its owner only, everyone of the owner's role (as it is now), everyone who may open the screen. */
export const VIEW_SHARING = ['me', 'role', 'all'] as const;
export type ViewSharing = (typeof VIEW_SHARING)[number];

const screenPath = z.string({ error: SAVED_VIEW_MESSAGES.path }).regex(/^\/[a-z0-9_/-]{0,100}$/i, SAVED_VIEW_MESSAGES.path);

/** GET /vistas?path=/webinares: the user's views of one screen; without `path`, of every screen the user may open (the dashboard's list). */
export const savedViewsQuery = z.object({ path: screenPath.optional() });

/**
 * The list a view shows, as the screen reads it (react-admin's resource and the filter the screen
 * always adds): with it the dashboard counts the view's rows now (the client asks that list, with the
 * user's own rights). A screen without one gives none.
 */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
const listError = { error: SAVED_VIEW_MESSAGES.list };
const viewList = z.object(
  {
    resource: z.string(listError).regex(NAME, SAVED_VIEW_MESSAGES.list),
    filter: z
      .record(z.string(listError).regex(NAME, SAVED_VIEW_MESSAGES.list), z.union([z.string().max(200), z.boolean(), z.number().finite()], listError), listError)
      .optional(),
  },
  listError,
);
export type ViewList = z.infer<typeof viewList>;

/** POST /vistas: the current view of a screen under a name. */
export const savedViewBody = z.object({
  path: screenPath,
  name: requiredText(SAVED_VIEW_MESSAGES.name, 80),
  // The address's query as the list wrote it: empty, or '?' and printable characters.
  query: z.string({ error: SAVED_VIEW_MESSAGES.query }).max(MAX_QUERY, SAVED_VIEW_MESSAGES.query).regex(/^(\?[\x21-\x7e]*)?$/, SAVED_VIEW_MESSAGES.query),
  sharedWith: z.enum(VIEW_SHARING, { error: SAVED_VIEW_MESSAGES.sharedWith }).default('me'),
  list: viewList.optional(),
});
export type SavedViewBody = z.infer<typeof savedViewBody>;

export const savedViewParams = z.object({ id: recordId(SAVED_VIEW_MESSAGES.notFound) });

export const savedView = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  query: z.string(),
  sharedWith: z.enum(VIEW_SHARING),
  list: viewList.nullable(),
  /** Whether the signed-in user saved it (only the owner removes it); else who did, by name. */
  mine: z.boolean(),
  owner: z.string().nullable(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewList = z.object({ data: z.array(savedView) });
export const savedViewResponse = z.object({ data: savedView });
