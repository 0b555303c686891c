import type { FastifyPluginAsync } from 'fastify';
import { backofficeAuthRoutes } from './backoffice-auth';
import { notificationRoutes } from './notifications';

/** Every API area, one plugin each, mounted under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(backofficeAuthRoutes);
  await app.register(notificationRoutes);
};
