/**
 * The peer-mentoring interactions screen (/mentorias, spec section 7): a year's interactions, one
 * mentee's. Its mentors and mentees are the tutorias area's calls (API.tutorias.mentors, .mentees).
 */
import { call, defineArea } from './call';
import { interactionsQuery, menteeInteractions, menteeParams, yearInteractions } from '../schemas/peerMentoring';

export const peerMentoring = defineArea('peerMentoring', {
  interactions: call('GET', '/tutorias/interactions', { query: interactionsQuery, answer: yearInteractions }),
  menteeInteractions: call('GET', '/tutorias/interactionsMentorado/:menteeId', { params: menteeParams, answer: menteeInteractions }),
});
