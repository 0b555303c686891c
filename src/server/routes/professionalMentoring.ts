import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFESSIONAL_MENTORING_MESSAGES } from '../../contract';
import { API } from '../../contract/api';
import { audit } from '../audit';
import { expectedVersion } from '../concurrency';
import { HttpError } from '../errors';
import { listMentors, menteeRatingsOf, menteesOf, mentorAverage, mentorVersions, professionalOverview, setMentorStatus } from '../repositories/professionalMentoring';
import { routeOf } from './route';

const mentorNotFound = () => new HttpError(404, PROFESSIONAL_MENTORING_MESSAGES.mentorNotFound);

/** Professional mentoring (spec section 7 "Professional mentoring"), plus the page's one-call overview. */
export const professionalMentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each mentor's version beside it (the answer's schema leaves it out of the record); a change answers it in ETag.
  app.route({ ...routeOf(API.professionalMentoring.allMentors), handler: async (request) => {
    const data = await listMentors(request.db, request.query);
    return { data, versions: mentorVersions(data) };
  } });

  app.route({ ...routeOf(API.professionalMentoring.overview), handler: async (request) => ({ data: await professionalOverview(request.db, request.query) }) });

  app.route({ ...routeOf(API.professionalMentoring.mediaMentor), handler: async (request) => {
    const media = await mentorAverage(request.db, request.params.mentorId);
    if (media === undefined) throw mentorNotFound();
    return { media };
  } });

  app.route({ ...routeOf(API.professionalMentoring.usersByMentor), handler: async (request) => {
    const mentees = await menteesOf(request.db, request.params.mentorId);
    if (!mentees) throw mentorNotFound();
    return { data: mentees };
  } });

  app.route({ ...routeOf(API.professionalMentoring.rating), handler: async (request) => {
    const ratings = await menteeRatingsOf(request.db, request.params.menteeId, request.params.mentorId);
    if (!ratings) throw new HttpError(404, PROFESSIONAL_MENTORING_MESSAGES.menteeNotFound);
    return ratings;
  } });

  app.route({ ...routeOf(API.professionalMentoring.updateStatus), handler: async (request) => {
    const changed = await setMentorStatus(request.db, request.params.mentorId, request.body.status, expectedVersion(request));
    if (!changed) throw mentorNotFound();
    const { version, ...mentor } = changed.mentor;
    audit(request, { recordId: mentor.user_id, before: { status: changed.before }, after: { status: mentor.status } });
    return { data: mentor, version };
  } });
};
