import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableManagerList } from '../../contract';
import { availableManagers } from '../repositories/tutoring';

/** The tutoring area (spec section 7 "Tutoring and mentoring"): so far, who manages what. */
export const tutoriasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tutorias/availableManagers', { schema: { tags: ['tutorias'], response: { 200: availableManagerList } } }, async () => ({
    data: await availableManagers(app.db),
  }));
};
