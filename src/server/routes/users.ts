import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleNeedsExtras } from '../../contract';
import { API } from '../../contract/api';
import { HttpError } from '../errors';
import { listCourses, listSchools, listUsers, roleOf, unknownExtras, updateUserRole, userOf } from '../repositories/users';
import { audit } from '../audit';
import { atVersion, expectedVersion, staleWrite } from '../concurrency';
import { users } from '../db/schema';
import { routeOf } from './route';

const MESSAGES = {
  ownRole: 'Não pode alterar o seu próprio role: peça a outro administrador.',
  lastAdmin: 'Não é possível: ficaria sem nenhum utilizador ADMIN ou DEV.',
  notFound: 'Utilizador não encontrado.',
};

/** The users list, role administration, and the lists of role extras (courses, schools). */
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

  app.route({ ...routeOf(API.users.uniqueCursos), handler: async (request) => {
    const cursos = await listCourses(request.db);
    return { data: cursos.map((c) => c.id), cursos };
  } });

  app.route({ ...routeOf(API.users.uniqueEscolas), handler: async (request) => {
    const escolas = await listSchools(request.db);
    return { data: escolas.map((s) => s.sigla), escolas };
  } });
};
