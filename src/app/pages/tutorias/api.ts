import type { ResourceApi } from '../../providers/dataProvider';
import { unwrapData, unwrapList } from '../../providers/dataProvider';

/**
 * Tutorias: react-admin's verbs on /tutorias (the list is never cached: every API answer is no-store).
 *   list     -> GET /tutorias/                 -> {data: [tutoria...]} (with the enrolments the user may see)
 *   create   -> POST /tutorias {title, short_description, description}
 *   update   -> PUT /tutorias/:id {short_description, description}
 *   delete   -> DELETE /tutorias/:id
 *   managers -> GET /tutorias/availableManagers (names for the managers' ids)
 *   approve / reject -> POST /tutorias/aprovado | /desaprovado {inscritoID, uc, type, academicYear}
 *   associate -> POST /tutorias/tutoriasInterParesAssociate {mentorID, mentoradoID, tutoriaTitle, academicYear}
 *   removeMentor -> POST /tutorias/removeMentorFromMentee {mentoradoID, tutoriaTitle, academicYear}
 */
export const tutoriasApi: ResourceApi = {
  name: 'tutorias',
  idField: '_id',
  list: { method: 'GET', path: '/tutorias/', unwrap: unwrapList },
  create: { method: 'POST', path: '/tutorias', body: ({ data }) => data },
  update: { method: 'PUT', path: ({ id }) => `/tutorias/${encodeURIComponent(String(id))}`, body: ({ data }) => data },
  remove: { method: 'DELETE', path: ({ id }) => `/tutorias/${encodeURIComponent(String(id))}` },
  actions: {
    managers: { method: 'GET', path: '/tutorias/availableManagers', unwrap: unwrapData },
    approve: { method: 'POST', path: '/tutorias/aprovado', body: (args) => args, unwrap: unwrapData },
    reject: { method: 'POST', path: '/tutorias/desaprovado', body: (args) => args, unwrap: unwrapData },
    associate: { method: 'POST', path: '/tutorias/tutoriasInterParesAssociate', body: (args) => args, unwrap: unwrapData },
    removeMentor: { method: 'POST', path: '/tutorias/removeMentorFromMentee', body: (args) => args, unwrap: unwrapData },
  },
};
