import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  menteeRatings,
  mentorAverageResponse,
  mentorStatusBody,
  PROFESSIONAL_MENTORING_MESSAGES,
  professionalMenteeList,
  professionalMentorList,
  professionalMentorParams,
  professionalMentorResponse,
  professionalOverviewResponse,
  professionalRatingParams,
} from '../../contract';
import { audit } from '../audit';
import { HttpError } from '../errors';
import { listMentors, menteeRatingsOf, menteesOf, mentorAverage, professionalOverview, setMentorStatus } from '../repositories/professionalMentoring';

const mentorNotFound = () => new HttpError(404, PROFESSIONAL_MENTORING_MESSAGES.mentorNotFound);

/** Professional mentoring (spec section 7 "Professional mentoring"), plus the page's one-call overview. */
export const professionalMentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mentoriasProfissionais'];

  app.get('/mentoriasProfissionais/allMentors', { schema: { tags, response: { 200: professionalMentorList } } }, async () => ({ data: await listMentors(app.db) }));

  app.get('/mentoriasProfissionais/overview', { schema: { tags, response: { 200: professionalOverviewResponse } } }, async () => ({ data: await professionalOverview(app.db) }));

  app.get('/mentoriasProfissionais/mediaMentor/:mentorId', { schema: { tags, params: professionalMentorParams, response: { 200: mentorAverageResponse } } }, async (request) => {
    const media = await mentorAverage(app.db, request.params.mentorId);
    if (media === undefined) throw mentorNotFound();
    return { media };
  });

  app.get('/mentoriasProfissionais/usersByMentor/:mentorId', { schema: { tags, params: professionalMentorParams, response: { 200: professionalMenteeList } } }, async (request) => {
    const mentees = await menteesOf(app.db, request.params.mentorId);
    if (!mentees) throw mentorNotFound();
    return { data: mentees };
  });

  app.get(
    '/mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId',
    { schema: { tags, params: professionalRatingParams, response: { 200: menteeRatings } } },
    async (request) => {
      const ratings = await menteeRatingsOf(app.db, request.params.menteeId, request.params.mentorId);
      if (!ratings) throw new HttpError(404, PROFESSIONAL_MENTORING_MESSAGES.menteeNotFound);
      return ratings;
    },
  );

  app.put(
    '/mentoriasProfissionais/updateStatus/:mentorId',
    { schema: { tags, params: professionalMentorParams, body: mentorStatusBody, response: { 200: professionalMentorResponse } } },
    async (request) => {
      const changed = await setMentorStatus(app.db, request.params.mentorId, request.body.status);
      if (!changed) throw mentorNotFound();
      audit(request, { recordId: changed.mentor.user_id, before: { status: changed.before }, after: { status: changed.mentor.status } });
      return { data: changed.mentor };
    },
  );
};
