import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { HttpError, tooManyRequests } from '../errors';
import { createSuggestion, listSuggestions, setSuggestionArchived } from '../repositories/suggestions';
import { audit } from '../audit';
import { routeOf } from './route';

/** Suggestions ("bugs") sent from the app, and their archiving in the back-office. */
export const bugsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(API.bugs.list),
    handler: async (request) => {
      const { limit, page, arquivados } = request.query;
      return listSuggestions(app.db, { limit, page, includeArchived: arquivados ?? true });
    },
  });

  app.route({
    ...routeOf(API.bugs.archive),
    handler: async (request) => {
      const updated = await setSuggestionArchived(app.db, request.params.id, request.body.isArquivado);
      if (!updated) throw new HttpError(404, 'Sugestão não encontrada.');
      audit(request, { before: { isArquivado: updated.wasArquivado }, after: { isArquivado: updated.suggestion.isArquivado } });
      return { data: updated.suggestion };
    },
  });

  // Sent by the mobile app with its user's token; any signed-in user may send one.
  app.route({
    ...routeOf(API.bugs.create),
    config: {
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        // The guard has run: count per user, not per address (a campus shares a few addresses).
        keyGenerator: (request) => request.user?.idUtilizador ?? request.ip,
        errorResponseBuilder: tooManyRequests('Demasiadas sugestões seguidas'),
      },
    },
    handler: async (request, reply) => {
      const created = await createSuggestion(app.db, request.user, request.body.mensagem);
      return reply.code(201).send({ data: created });
    },
  });
};
