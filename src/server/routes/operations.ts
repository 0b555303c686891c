import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { HttpError } from '../errors';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { appSettings } from '../db/schema';
import { revokeAllSessionsExcept } from '../auth/sessions';
import { readVersionInfo, setMinimumVersion } from '../repositories/operations';
import { routeOf } from './route';

/** App operations (spec section 2 "Operations screen"): the app's minimum version, and the purge of sessions. */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.operations.version), handler: async (request) => {
    const info = await readVersionInfo(request.db);
    return { ...info, data: info };
  } });

  app.route({ ...routeOf(API.operations.minVersion), config: { audit: 'alterar' }, handler: async (request) => {
    const { version } = request.body;
    const before = await readVersionInfo(request.db);
    const outcome = await setMinimumVersion(request.db, version, atVersion(appSettings, expectedVersion(request)));
    if (outcome === 'unknown') {
      const message = `A versão ${version} não existe. Escolha uma das versões disponíveis.`;
      throw new HttpError(400, message, { version: message });
    }
    const info = await readVersionInfo(request.db);
    if (outcome === 'stale') throw staleWrite({ ...info, data: info });
    audit(request, { before: { minimum: before.minimum }, after: { minimum: info.minimum } });
    return { status: true, mensagem: 'Versão minima atualizada', ...info, data: info };
  } });

  // A GET because the spec's client calls it so; it ends every session but the caller's.
  app.route({ ...routeOf(API.operations.purge), handler: async (request) => {
    const revoked = await revokeAllSessionsExcept(request.db, request.tokenHash);
    app.tokenCache.forget('*');
    audit(request, { after: { revoked } });
    const ended = revoked === 1 ? 'sessão terminada' : 'sessões terminadas';
    return { status: true, mensagem: `Purge executado: ${revoked} ${ended}.`, revoked };
  } });
};
