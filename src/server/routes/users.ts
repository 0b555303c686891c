import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleNeedsExtras, SCHOOLS, abandonmentSchools } from '../../contract';
import { API } from '../../contract/api';
import { HttpError } from '../errors';
import { abandonmentUsers, listUsers, roleOf, unknownExtras, updateUserRole, userOf } from '../repositories/users';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { users } from '../db/schema';
import { routeOf } from './route';

const MESSAGES = {
  ownRole: 'Não pode alterar o seu próprio role: peça a outro administrador.',
  lastAdmin: 'Não é possível: ficaria sem nenhum utilizador ADMIN ou DEV.',
  notFound: 'Utilizador não encontrado.',
};

/** The users list, role administration and the abandonment list. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.users.list), handler: async (request) => listUsers(request.db, request.query) });

  app.route({ ...routeOf(API.users.update), handler: async (request) => {
    const { id_utilizador: id } = request.params;
    const { role, role_extra } = request.body;
    const before = await roleOf(request.db, id);
    if (!before) throw new HttpError(404, MESSAGES.notFound);
    const extras = roleNeedsExtras(role) ? [...new Set(role_extra)] : null;
    const unknown = extras ? await unknownExtras(request.db, role, extras) : [];
    if (unknown.length > 0) {
      const what = role === 'CCURSO' ? 'Cursos desconhecidos' : 'Escolas desconhecidas';
      const message = `${what}: ${unknown.join(', ')}.`;
      throw new HttpError(400, message, { role_extra: message });
    }
    if (id === request.user.idUtilizador && role !== request.role) throw new HttpError(409, MESSAGES.ownRole);
    const updated = await updateUserRole(request.db, id, role === 'DEFAULT' ? null : role, extras, atVersion(users, expectedVersion(request)));
    app.tokenCache.forget(id);
    if (updated === 'last-admin') throw new HttpError(409, MESSAGES.lastAdmin);
    if (updated === 'stale') throw staleWrite(await userOf(request.db, id));
    if (!updated) throw new HttpError(404, MESSAGES.notFound);
    audit(request, { before, after: { role: updated.user.role, role_extra: updated.user.role_extra } });
    return { data: updated.user, version: updated.version };
  } });

  app.route({ ...routeOf(API.users.history), handler: async (request) => {
    const { id_utilizador: id } = request.params;
    if (!(await roleOf(request.db, id))) throw new HttpError(404, MESSAGES.notFound);
    return { data: await app.recordHistory(request, id) };
  } });

  // Health data: every read is written to the audit trail.
  app.route({ ...routeOf(API.medabandono.list), config: { audit: 'consultar' }, handler: async (request) => {
    const school = SCHOOLS.find((s) => s.id === request.query.UO);
    if (!school) throw new HttpError(400, 'Unidade orgânica inválida.');
    if (!abandonmentSchools(request.role, request.user.roleExtra).includes(school)) {
      throw new HttpError(403, `Não tem permissão para ver a unidade orgânica ${school.sigla}.`);
    }
    return { data: await abandonmentUsers(request.db, school.sigla, request.query) };
  } });
};
