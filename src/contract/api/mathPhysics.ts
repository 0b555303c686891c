/** The maths and physics report and its tutoring sessions (spec section 7 "Tutoring and mentoring", the /mat_fisica screen). */
import { call, defineArea } from './call';
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
} from '../schemas/mathPhysics';

export const mathPhysics = defineArea('mathPhysics', {
  report: call('GET', '/tutorias/mathPhysicsReport', { query: reportQuery, answer: mathPhysicsReportResponse }),
  // With the names of everyone registered: the details popup needs no request per participant.
  sessions: call('GET', '/tutorias/sessoesByID/:userId/:uc', { params: personSessionsParams, answer: sessionsWithNames }),
  yearSessions: call('GET', '/tutorias/Temposessoes/:userId/:uc/:academicYear', { params: personYearParams, answer: sessionList }),
  totals: call('GET', '/tutorias/Totalsessoes', { answer: sessionTotalsResponse }),
  validate: call('POST', '/tutorias/validarSessaoGC', { body: validateSessionBody, answer: sessionResponse, versioned: true }),
});
