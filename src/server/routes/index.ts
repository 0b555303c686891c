import type { FastifyPluginAsync } from 'fastify';
import { backofficeAuthRoutes } from './backoffice-auth';
import { backofficeRoutes } from './backoffice';
import { bugsRoutes } from './bugs';
import { calendarRoutes } from './calendar';
import { usersRoutes } from './users';
import { notificationRoutes } from './notifications';
import { tutoriasRoutes } from './tutorias';
import { tutoringSessionsRoutes } from './tutoringSessions';
import { peerMentoringRoutes } from './peerMentoring';
import { dashboardRoutes } from './dashboard';
import { auditRoutes } from './audit';
import { hrRequestsRoutes } from './hrRequests';
import { blueprintsRoutes } from './blueprints';
import { professionalMentoringRoutes } from './professionalMentoring';
import { presenceRoutes } from './presence';
import { savedViewsRoutes } from './savedViews';
import { mapOnly } from './route';

/** Every API area, one plugin each, mounted under /api; each of their routes a call of the endpoint map. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  mapOnly(app);
  await app.register(backofficeAuthRoutes);
  await app.register(bugsRoutes);
  await app.register(calendarRoutes);
  await app.register(backofficeRoutes);
  await app.register(usersRoutes);
  await app.register(notificationRoutes);
  await app.register(tutoriasRoutes);
  await app.register(tutoringSessionsRoutes);
  await app.register(peerMentoringRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(hrRequestsRoutes);
  await app.register(blueprintsRoutes);
  await app.register(professionalMentoringRoutes);
  await app.register(presenceRoutes);
  await app.register(savedViewsRoutes);
};
