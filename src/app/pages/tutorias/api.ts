import type { ResourceApi } from '../../providers/dataProvider';
import { unwrapData, unwrapList } from '../../providers/dataProvider';

/**
 * Tutorias: react-admin's verbs on /tutorias (the list is never cached: every API answer is no-store).
 *   list     -> GET /tutorias/                 -> {data: [tutoria...]} (with the enrolments the user may see)
 *   create   -> POST /tutorias {title, short_description, description}
 *   update   -> PUT /tutorias/:id {short_description, description}
 *   delete   -> DELETE /tutorias/:id
 *   managers -> GET /tutorias/availableManagers (names for the managers' ids)
 */
export const tutoriasApi: ResourceApi = {
  name: 'tutorias',
  idField: '_id',
  list: { method: 'GET', path: '/tutorias/', unwrap: unwrapList },
  create: { method: 'POST', path: '/tutorias', body: ({ data }) => data },
  update: { method: 'PUT', path: ({ id }) => `/tutorias/${encodeURIComponent(String(id))}`, body: ({ data }) => data },
  remove: { method: 'DELETE', path: ({ id }) => `/tutorias/${encodeURIComponent(String(id))}` },
  actions: { managers: { method: 'GET', path: '/tutorias/availableManagers', unwrap: unwrapData } },
};
