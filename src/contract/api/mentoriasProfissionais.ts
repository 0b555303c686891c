/** Professional mentoring (spec section 7 "Professional mentoring"), plus the page's one-call overview. */
import { call, defineArea } from './call';
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

export const mentoriasProfissionais = defineArea('mentoriasProfissionais', {
  allMentors: call('GET', '/mentoriasProfissionais/allMentors', { answer: professionalMentorList }),
  // Beyond the spec: the whole page in one call.
  overview: call('GET', '/mentoriasProfissionais/overview', { answer: professionalOverviewResponse }),
  mediaMentor: call('GET', '/mentoriasProfissionais/mediaMentor/:mentorId', { params: professionalMentorParams, answer: mentorAverageResponse }),
  usersByMentor: call('GET', '/mentoriasProfissionais/usersByMentor/:mentorId', { params: professionalMentorParams, answer: professionalMenteeList }),
  rating: call('GET', '/mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId', { params: professionalRatingParams, answer: menteeRatings }),
  updateStatus: call('PUT', '/mentoriasProfissionais/updateStatus/:mentorId', { params: professionalMentorParams, body: mentorStatusBody, answer: professionalMentorResponse, versioned: true }),
});
