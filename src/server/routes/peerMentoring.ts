import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interactionsQuery, menteeInteractions, menteeParams, PEER_MENTORING_MESSAGES, yearInteractions } from '../../contract';
import { HttpError } from '../errors';
import { listMenteeInteractions, listYearInteractions } from '../repositories/peerMentoring';

/** The peer-mentoring interactions screen (/mentorias): a year's interactions, one mentee's (spec section 7). */
export const peerMentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tutorias'];

  app.get('/tutorias/interactions', { schema: { tags, querystring: interactionsQuery, response: { 200: yearInteractions } } }, async (request) => ({
    data: await listYearInteractions(app.db, request.user, request.role, request.query.academicYear),
  }));

  app.get('/tutorias/interactionsMentorado/:menteeId', { schema: { tags, params: menteeParams, response: { 200: menteeInteractions } } }, async (request) => {
    const data = await listMenteeInteractions(app.db, request.user, request.role, request.params.menteeId);
    if (!data) throw new HttpError(404, PEER_MENTORING_MESSAGES.menteeNotFound);
    return { data };
  });
};
