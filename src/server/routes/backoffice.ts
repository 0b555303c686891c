import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { minVersionBody, minVersionResponse, purgeResponse, uniqueCursosResponse, uniqueEscolasResponse, versionResponse } from '../../contract';
import { HttpError } from '../errors';
import { audit } from '../audit';
import { revokeAllSessionsExcept } from '../auth/sessions';
import { listCourses, listSchools } from '../repositories/users';
import { readVersionInfo, setMinimumVersion } from '../repositories/versions';

/** App operations (minimum version, purge) and the lists of role extras. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/backoffice/version', { schema: { tags: ['operations'], response: { 200: versionResponse } } }, async () => {
    const info = await readVersionInfo(app.db);
    return { ...info, data: info };
  });

  app.post(
    '/backoffice/minversion',
    { schema: { tags: ['operations'], body: minVersionBody, response: { 200: minVersionResponse } }, config: { audit: 'alterar' } },
    async (request) => {
      const { version } = request.body;
      const before = await readVersionInfo(app.db);
      if (!(await setMinimumVersion(app.db, version))) {
        const message = `A versão ${version} não existe. Escolha uma das versões disponíveis.`;
        throw new HttpError(400, message, { version: message });
      }
      const info = await readVersionInfo(app.db);
      audit(request, { before: { minimum: before.minimum }, after: { minimum: info.minimum } });
      return { status: true, mensagem: 'Versão minima atualizada', ...info, data: info };
    },
  );

  // A GET because the spec's client calls it so; it ends every session but the caller's.
  app.get('/backoffice/purge', { schema: { tags: ['operations'], response: { 200: purgeResponse } }, config: { audit: 'remover' } }, async (request) => {
    const revoked = await revokeAllSessionsExcept(app.db, request.tokenHash);
    app.tokenCache.forget('*');
    audit(request, { after: { revoked } });
    const ended = revoked === 1 ? 'sessão terminada' : 'sessões terminadas';
    return { status: true, mensagem: `Purge executado: ${revoked} ${ended}.`, revoked };
  });

  app.get('/backoffice/unique/cursos', { schema: { tags: ['users'], response: { 200: uniqueCursosResponse } } }, async () => {
    const cursos = await listCourses(app.db);
    return { data: cursos.map((c) => c.id), cursos };
  });

  app.get('/backoffice/unique/escolas', { schema: { tags: ['users'], response: { 200: uniqueEscolasResponse } } }, async () => {
    const escolas = await listSchools(app.db);
    return { data: escolas.map((s) => s.sigla), escolas };
  });
};
