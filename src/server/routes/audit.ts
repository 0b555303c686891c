import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { listAudit } from '../repositories/audit';
import { routeOf } from './route';

/** The audit trail, read-only (ADMIN and DEV, from the access table). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.audit.list), handler: async (request) => listAudit(request.db, request.query) });
};
