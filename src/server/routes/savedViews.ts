import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS, canOpen, SAVED_VIEW_MESSAGES, type Role, type ScreenAccess } from '../../contract';
import { API } from '../../contract/api';
import { GUARD_MESSAGES } from '../auth/guard';
import { databaseRefusal, HttpError } from '../errors';
import { removeView, saveView, viewsOf, type Viewer } from '../repositories/savedViews';
import { routeOf } from './route';

/** A screen of the access table by its path: 400 for none, 403 when the role may not open it. */
function screenFor(path: string, role: Role): ScreenAccess {
  const screen = (ACCESS as readonly ScreenAccess[]).find((s) => s.path.toLowerCase() === path.toLowerCase());
  if (!screen) throw new HttpError(400, SAVED_VIEW_MESSAGES.path);
  if (!canOpen(screen, role)) throw new HttpError(403, GUARD_MESSAGES.forbidden);
  return screen;
}

const viewerOf = (request: FastifyRequest): Viewer => ({ userId: request.user.idUtilizador, role: request.role });

/** Saved views: any signed-in user's own and those shared with the user, of the screens the user may open. */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(API.savedViews.list),
    handler: async (request) => {
      if (request.query.path === undefined) {
        // Every screen's: only those the role may open now (a role changed since a view was saved hides it).
        const views = await viewsOf(request.db, viewerOf(request));
        return { data: views.filter((view) => (ACCESS as readonly ScreenAccess[]).some((s) => s.path === view.path && canOpen(s, request.role))) };
      }
      const { path } = screenFor(request.query.path, request.role);
      return { data: await viewsOf(request.db, viewerOf(request), path) };
    },
  });

  app.route({
    ...routeOf(API.savedViews.create),
    handler: async (request, reply) => {
      const { path } = screenFor(request.body.path, request.role);
      let saved;
      try {
        saved = await saveView(request.db, viewerOf(request), { ...request.body, path });
      } catch (error) {
        throw databaseRefusal(error, { duplicate: SAVED_VIEW_MESSAGES.duplicate, inUse: SAVED_VIEW_MESSAGES.duplicate }) ?? error;
      }
      if (saved === 'full') throw new HttpError(409, SAVED_VIEW_MESSAGES.tooMany);
      reply.code(201);
      return { data: saved };
    },
  });

  app.route({
    ...routeOf(API.savedViews.remove),
    handler: async (request) => {
      const { id } = request.params;
      const removed = await removeView(request.db, viewerOf(request), id);
      if (!removed) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
      return { data: removed };
    },
  });
};
