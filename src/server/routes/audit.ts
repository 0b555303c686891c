import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../contract';
import { listAudit } from '../repositories/audit';

/** The audit trail, read-only (ADMIN and DEV, from the access table). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit', { schema: { tags: ['audit'], querystring: auditQuery, response: { 200: auditPage } } }, async (request) => listAudit(app.db, request.query));
};
