import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveSuggestionBody, createSuggestionBody, suggestionParams, suggestionResponse, suggestionsPage, suggestionsQuery } from '../../contract';
import { HttpError, tooManyRequests } from '../errors';
import { createSuggestion, listSuggestions, setSuggestionArchived } from '../repositories/suggestions';
import { audit } from '../audit';

/** Suggestions ("bugs") sent from the app, and their archiving in the back-office. */
export const bugsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bugs',
    { schema: { tags: ['suggestions'], querystring: suggestionsQuery, response: { 200: suggestionsPage } } },
    async (request) => {
      const { limit, page, arquivados } = request.query;
      return listSuggestions(app.db, { limit, page, includeArchived: arquivados ?? true });
    },
  );

  app.put(
    '/bugs/:id',
    { schema: { tags: ['suggestions'], params: suggestionParams, body: archiveSuggestionBody, response: { 200: suggestionResponse } } },
    async (request) => {
      const updated = await setSuggestionArchived(app.db, request.params.id, request.body.isArquivado);
      if (!updated) throw new HttpError(404, 'Sugestão não encontrada.');
      audit(request, { before: { isArquivado: updated.wasArquivado }, after: { isArquivado: updated.suggestion.isArquivado } });
      return { data: updated.suggestion };
    },
  );

  // Sent by the mobile app with its user's token; any signed-in user may send one.
  app.post(
    '/bugs',
    {
      schema: { tags: ['suggestions'], body: createSuggestionBody, response: { 201: suggestionResponse } },
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          // The guard has run: count per user, not per address (a campus shares a few addresses).
          keyGenerator: (request) => request.user?.idUtilizador ?? request.ip,
          errorResponseBuilder: tooManyRequests('Demasiadas sugestões seguidas'),
        },
      },
    },
    async (request, reply) => {
      const created = await createSuggestion(app.db, request.user, request.body.mensagem);
      return reply.code(201).send({ data: created });
    },
  );
};
