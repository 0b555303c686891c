import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mathPhysicsReportResponse,
  personSessionsParams,
  personYearParams,
  reportQuery,
  sessionList,
  sessionResponse,
  sessionsWithNames,
  sessionTotalsResponse,
  validateSessionBody,
} from '../../contract';
import { audit } from '../audit';
import { mathPhysicsReport, namesOf, personSessions, sessionTotals, validateSession } from '../repositories/tutoringSessions';

/** Maths and physics tutoring sessions and the /mat_fisica report (spec section 7 "Tutoring and mentoring"). */
export const tutoringSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tutorias'];

  app.get('/tutorias/mathPhysicsReport', { schema: { tags, querystring: reportQuery, response: { 200: mathPhysicsReportResponse } } }, async (request) => ({
    data: await mathPhysicsReport(app.db, request.user, request.role, request.query.academicYear),
  }));

  // With the names of everyone registered: the details popup needs no request per participant.
  app.get('/tutorias/sessoesByID/:userId/:uc', { schema: { tags, params: personSessionsParams, response: { 200: sessionsWithNames } } }, async (request) => {
    const data = await personSessions(app.db, request.user, request.role, request.params);
    return { data, nomes: await namesOf(app.db, data.flatMap((s) => s.inscritos)) };
  });

  app.get('/tutorias/Temposessoes/:userId/:uc/:academicYear', { schema: { tags, params: personYearParams, response: { 200: sessionList } } }, async (request) => ({
    data: await personSessions(app.db, request.user, request.role, request.params),
  }));

  app.get('/tutorias/Totalsessoes', { schema: { tags, response: { 200: sessionTotalsResponse } } }, async (request) => ({
    data: await sessionTotals(app.db, request.user, request.role),
  }));

  app.post('/tutorias/validarSessaoGC', { schema: { tags, body: validateSessionBody, response: { 200: sessionResponse } }, config: { audit: 'alterar' } }, async (request) => {
    const { before, after } = await validateSession(app.db, request.user, request.role, request.body);
    audit(request, { recordId: after._id, before: { validadoGC: before.validadoGC }, after: { validadoGC: after.validadoGC } });
    return { data: after };
  });
};
