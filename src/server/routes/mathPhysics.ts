import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../contract/api';
import { audit } from '../audit';
import { expectedVersion } from '../concurrency';
import { mathPhysicsReport, namesOf, personSessions, sessionTotals, sessionVersions, validateSession } from '../repositories/mathPhysics';
import { routeOf } from './route';

/** Maths and physics tutoring sessions and the /mat_fisica report (spec section 7 "Tutoring and mentoring"). */
export const mathPhysicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.mathPhysics.report), handler: async (request) => ({
    data: await mathPhysicsReport(request.db, request.user, request.role, request.query.academicYear),
  }) });

  // With the names of everyone registered: the details popup needs no request per participant. Each
  // session's version beside it (the answer's schema leaves it out of the session).
  app.route({ ...routeOf(API.mathPhysics.sessions), handler: async (request) => {
    const data = await personSessions(request.db, request.user, request.role, request.params);
    return { data, versions: sessionVersions(data), nomes: await namesOf(request.db, data.flatMap((s) => s.inscritos)) };
  } });

  app.route({ ...routeOf(API.mathPhysics.yearSessions), handler: async (request) => {
    const data = await personSessions(request.db, request.user, request.role, request.params);
    return { data, versions: sessionVersions(data) };
  } });

  app.route({ ...routeOf(API.mathPhysics.totals), handler: async (request) => ({
    data: await sessionTotals(request.db, request.user, request.role),
  }) });

  app.route({ ...routeOf(API.mathPhysics.validate), config: { audit: 'alterar' }, handler: async (request) => {
    const { before, after } = await validateSession(request.db, request.user, request.role, request.body, expectedVersion(request));
    audit(request, { recordId: after._id, before: { validadoGC: before.validadoGC }, after: { validadoGC: after.validadoGC } });
    return { data: after, version: after.version };
  } });
};
