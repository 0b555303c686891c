import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { SUGGESTION_NOT_FOUND } from '../../contract';
import { HttpError, tooManyRequests } from '../errors';
import { createSuggestion, findSuggestion, listSuggestions, setSuggestionArchived } from '../repositories/suggestions';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { suggestions } from '../db/schema';
import { routeOf } from './route';

/** Suggestions sent from the app (the spec's `/bugs`), and their archiving in the back-office. */
export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(API.suggestions.list),
    handler: async (request) => {
      const { arquivados, ...query } = request.query;
      return listSuggestions(request.db, { ...query, includeArchived: arquivados ?? true });
    },
  });

  app.route({
    ...routeOf(API.suggestions.archive),
    handler: async (request) => {
      const { id } = request.params;
      const updated = await setSuggestionArchived(request.db, id, request.body.isArquivado, atVersion(suggestions, expectedVersion(request)));
      if (!updated) throw new HttpError(404, SUGGESTION_NOT_FOUND);
      if (updated === 'stale') {
        const current = await findSuggestion(request.db, id);
        throw staleWrite(current && { ...current.suggestion, version: current.version });
      }
      audit(request, { before: { isArquivado: updated.wasArquivado }, after: { isArquivado: updated.suggestion.isArquivado } });
      return { data: updated.suggestion, version: updated.version };
    },
  });

  // Sent by the mobile app with its user's token; any signed-in user may send one.
  app.route({
    ...routeOf(API.suggestions.create),
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
      const created = await createSuggestion(request.db, request.user, request.body.mensagem);
      reply.code(201);
      return { data: created };
    },
  });
};
