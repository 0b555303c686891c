import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PEER_MENTORING_MESSAGES } from '../../contract';
import { API } from '../../contract/api';
import { HttpError } from '../errors';
import { listMenteeInteractions, listYearInteractions } from '../repositories/peerMentoring';
import { routeOf } from './route';

/** The peer-mentoring interactions screen (/mentorias): a year's interactions, one mentee's (spec section 7). */
export const peerMentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(API.peerMentoring.interactions), handler: async (request) => ({
    data: await listYearInteractions(request.db, request.user, request.role, request.query.academicYear),
  }) });

  app.route({ ...routeOf(API.peerMentoring.menteeInteractions), handler: async (request) => {
    const data = await listMenteeInteractions(request.db, request.user, request.role, request.params.menteeId);
    if (!data) throw new HttpError(404, PEER_MENTORING_MESSAGES.menteeNotFound);
    return { data };
  } });
};
