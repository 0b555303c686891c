/** The tutoring area's programmes, managers and enrolments (spec section 7 "Tutoring and mentoring"). */
import { z } from 'zod';
import { call, defineArea } from './call';
import { declaredListQuery } from '../lists/define';
import { enrolmentsList } from '../lists/enrolments';
import {
  approvalBody,
  associateBody,
  availableManagerList,
  availableMentees,
  availableMentors,
  createTutoriaBody,
  enrolmentResponse,
  mentorNameResponse,
  mentorParams,
  removeMentorBody,
  tutoriaList,
  tutoriaParams,
  tutoriaResponse,
  updateTutoriaBody,
} from '../schemas/tutoring';

export const tutorias = defineArea('tutorias', {
  managers: call('GET', '/tutorias/availableManagers', { answer: availableManagerList }),
  // Never cached (spec section 9): every answer of /api is no-store.
  // The enrolments' declared filters (src/contract/lists/enrolments.ts) narrow each programme's `enrolls`.
  list: call('GET', '/tutorias/', { query: declaredListQuery(z.object({}), enrolmentsList), answer: tutoriaList }),
  create: call('POST', '/tutorias', { body: createTutoriaBody, answer: tutoriaResponse, status: 201 }),
  update: call('PUT', '/tutorias/:id', { params: tutoriaParams, body: updateTutoriaBody, answer: tutoriaResponse, versioned: true }),
  remove: call('DELETE', '/tutorias/:id', { params: tutoriaParams, versioned: true }),
  approve: call('POST', '/tutorias/aprovado', { body: approvalBody, answer: enrolmentResponse, versioned: true }),
  reject: call('POST', '/tutorias/desaprovado', { body: approvalBody, answer: enrolmentResponse, versioned: true }),
  associate: call('POST', '/tutorias/tutoriasInterParesAssociate', { body: associateBody, answer: enrolmentResponse, versioned: true }),
  removeMentor: call('POST', '/tutorias/removeMentorFromMentee', { body: removeMentorBody, answer: enrolmentResponse, versioned: true }),
  mentors: call('GET', '/tutorias/availableMentors', { answer: availableMentors }),
  mentees: call('GET', '/tutorias/availableMentees', { answer: availableMentees }),
  mentorName: call('GET', '/tutorias/mentors/:userId', { params: mentorParams, answer: mentorNameResponse }),
});
