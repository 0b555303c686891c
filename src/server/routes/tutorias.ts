import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { TUTORIA_MANAGER_EDITORS, TUTORIA_MESSAGES, type Role } from '../../contract';
import { API } from '../../contract/api';
import { audit } from '../audit';
import { expectedVersion, staleWrite } from '../concurrency';
import { databaseRefusal, HttpError } from '../errors';
import { availableManagers } from '../repositories/tutoring';
import { associateMentor, decideTutor, nameOf, peerPeople, removeMentor } from '../repositories/enrolments';
import { peerMentors } from '../repositories/peerMentoring';
import { routeOf } from './route';
import { createTutoria, deleteTutoria, enrolledCourses, listTutorias, mayEditTutoria, replaceManagers, updateTutoriaTexts } from '../repositories/tutorias';

const refusals = { duplicate: TUTORIA_MESSAGES.duplicate, inUse: TUTORIA_MESSAGES.duplicate };
const notFound = () => new HttpError(404, TUTORIA_MESSAGES.notFound);

/** The tutoring area (spec section 7 "Tutoring and mentoring"): the programmes, their managers and enrolments. */
export const tutoriasRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The programme as this user sees it after a change (or 404 when it no longer sees it). */
  const seenAs = async (id: string, request: FastifyRequest) => {
    const [found] = await listTutorias(request.db, request.user, request.role, { id });
    if (!found) throw notFound();
    return { data: found };
  };
  /** A write that found no programme at the version its writer read: 409 with the programme as it is now, or 404 when it is gone. */
  const refused = async (id: string, request: Parameters<typeof seenAs>[1]) => staleWrite((await seenAs(id, request)).data);

  app.route({ ...routeOf(API.tutorias.managers), handler: async (request) => ({ data: await availableManagers(request.db) }) });

  // Never cached (spec section 9): every answer of /api is no-store.
  app.route({ ...routeOf(API.tutorias.list), handler: async (request) => ({
    data: await listTutorias(request.db, request.user, request.role, undefined, request.query),
    courses: await enrolledCourses(request.db, request.user, request.role),
  }) });

  app.route({ ...routeOf(API.tutorias.create), handler: async (request, reply) => {
    const id = await createTutoria(request.db, request.body).catch((error: unknown) => {
      throw databaseRefusal(error, refusals) ?? error;
    });
    const answer = await seenAs(id, request);
    audit(request, { recordId: id, after: answer.data });
    reply.code(201);
    return answer;
  } });

  app.route({ ...routeOf(API.tutorias.update), handler: async (request) => {
    const { id } = request.params;
    if (!(await mayEditTutoria(request.db, request.user, request.role, id))) throw notFound();
    const before = await seenAs(id, request);
    const { managers, short_description, description } = request.body;
    if (managers !== undefined) {
      if (!(TUTORIA_MANAGER_EDITORS as readonly Role[]).includes(request.role)) throw new HttpError(403, TUTORIA_MESSAGES.managersAdminsOnly);
      const replaced = await replaceManagers(request.db, id, managers, expectedVersion(request));
      if (replaced === 'stale') throw await refused(id, request);
      if (typeof replaced === 'object') throw new HttpError(400, `${TUTORIA_MESSAGES.manager} (${replaced.unknown})`, { managers: TUTORIA_MESSAGES.manager });
    } else if (!(await updateTutoriaTexts(request.db, id, { short_description: short_description!, description: description! }, expectedVersion(request)))) {
      throw await refused(id, request);
    }
    const answer = await seenAs(id, request);
    audit(request, { recordId: id, before: { ...before.data, enrolls: undefined }, after: { ...answer.data, enrolls: undefined } });
    return answer;
  } });

  app.route({ ...routeOf(API.tutorias.remove), handler: async (request) => {
    const { id } = request.params;
    const removed = await deleteTutoria(request.db, id, expectedVersion(request));
    if (!removed) throw await refused(id, request);
    audit(request, { recordId: id, before: removed, after: null });
    return { data: { _id: id, ...removed } };
  } });

  // Enrolments: tutors approved or rejected once, mentees given or relieved of a mentor (spec section 7).
  for (const [decision, aprovado] of [[API.tutorias.approve, true], [API.tutorias.reject, false]] as const) {
    app.route({ ...routeOf(decision), config: { audit: 'alterar' }, handler: async (request) => {
      const data = await decideTutor(request.db, request.user, request.role, request.body, aprovado, expectedVersion(request));
      audit(request, { recordId: `${data.id_utilizador}/${data.uc}/${data.academicYear}`, before: { aprovado: null }, after: { aprovado } });
      return { data };
    } });
  }

  app.route({ ...routeOf(API.tutorias.associate), config: { audit: 'alterar' }, handler: async (request) => {
    const data = await associateMentor(request.db, request.user, request.role, request.body, expectedVersion(request));
    audit(request, { recordId: `${data.id_utilizador}/${data.academicYear}`, before: { mentorID: null }, after: { mentorID: data.mentorID } });
    return { data };
  } });

  app.route({ ...routeOf(API.tutorias.removeMentor), config: { audit: 'alterar' }, handler: async (request) => {
    const data = await removeMentor(request.db, request.user, request.role, request.body, expectedVersion(request));
    audit(request, { recordId: `${data.id_utilizador}/${data.academicYear}`, after: { mentorID: null } });
    return { data };
  } });

  app.route({ ...routeOf(API.tutorias.mentors), handler: async (request) => ({ mentors: await peerMentors(request.db, request.user, request.role) }) });

  app.route({ ...routeOf(API.tutorias.mentees), handler: async (request) => {
    const mentees = await peerPeople(request.db, request.user, request.role, 'mentorado');
    return { data: mentees, mentees };
  } });

  app.route({ ...routeOf(API.tutorias.mentorName), handler: async (request) => {
    const name = await nameOf(request.db, request.params.userId);
    if (!name) throw new HttpError(404, 'Nome não disponível');
    return { mentorName: name };
  } });
};
