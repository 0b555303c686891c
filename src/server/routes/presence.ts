import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { GUARD_MESSAGES } from '../auth/guard';
import { HttpError } from '../errors';
import { notePresence } from '../repositories/presence';
import { routeOf } from './route';

/** Who else has a record open: a tab notes what it shows (only of an area its user may open) and is told who else does. */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(API.presence.note),
    // A tab's note of what it shows is no change of anyone's data: not written to the audit trail.
    config: { audit: false },
    handler: async (request) => {
      const { resource } = request.params;
      if (!app.eventRules.opensArea(resource, request.role)) throw new HttpError(403, GUARD_MESSAGES.forbidden);
      return { data: await notePresence(request.db, request.user.idUtilizador, resource, request.body.tab, request.body.ids) };
    },
  });
};
