/** Professional mentoring (spec section 7 "Professional mentoring"), plus the page's one-call overview. */
import { z } from 'zod';
import { call, defineArea } from './call';
import { declaredListQuery } from '../lists/define';
import { professionalMentorsList } from '../lists/professionalMentors';
import {
  menteeRatings,
  mentorAverageResponse,
  mentorStatusBody,
  professionalMenteeList,
  professionalMentorList,
  professionalMentorParams,
  professionalMentorResponse,
  professionalOverviewResponse,
  professionalRatingParams,
} from '../schemas/professionalMentoring';

/** The mentors' declared filters (src/contract/lists/professionalMentors.ts), on both calls that list them. */
const mentorsQuery = declaredListQuery(z.object({}), professionalMentorsList);

export const professionalMentoring = defineArea('professionalMentoring', {
  allMentors: call('GET', '/mentoriasProfissionais/allMentors', { query: mentorsQuery, answer: professionalMentorList }),
  // Beyond the spec: the whole page in one call.
  overview: call('GET', '/mentoriasProfissionais/overview', { query: mentorsQuery, answer: professionalOverviewResponse }),
  mediaMentor: call('GET', '/mentoriasProfissionais/mediaMentor/:mentorId', { params: professionalMentorParams, answer: mentorAverageResponse }),
  usersByMentor: call('GET', '/mentoriasProfissionais/usersByMentor/:mentorId', { params: professionalMentorParams, answer: professionalMenteeList }),
  rating: call('GET', '/mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId', { params: professionalRatingParams, answer: menteeRatings }),
  updateStatus: call('PUT', '/mentoriasProfissionais/updateStatus/:mentorId', { params: professionalMentorParams, body: mentorStatusBody, answer: professionalMentorResponse, versioned: true }),
});
