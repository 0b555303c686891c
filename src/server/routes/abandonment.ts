import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHOOLS, abandonmentSchools } from '../../contract';
import { API } from '../../contract/api';
import { HttpError } from '../errors';
import { abandonmentUsers } from '../repositories/abandonment';
import { routeOf } from './route';

/** The medical abandonment list of one school (spec section 2 "Medical abandonment screen"). */
export const abandonmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Health data: every read is written to the audit trail.
  app.route({ ...routeOf(API.abandonment.list), handler: async (request) => {
    const school = SCHOOLS.find((s) => s.id === request.query.UO);
    if (!school) throw new HttpError(400, 'Unidade orgânica inválida.');
    if (!abandonmentSchools(request.role, request.user.roleExtra).includes(school)) {
      throw new HttpError(403, `Não tem permissão para ver a unidade orgânica ${school.sigla}.`);
    }
    return { data: await abandonmentUsers(request.db, school.sigla, request.query) };
  } });
};
