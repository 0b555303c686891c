import type { ResourceApi } from '../../providers/dataProvider';

/**
 * The users flagged for medical abandonment in one school:
 *   getList -> GET /users/medabandono?UO={school id} -> the whole list of that school
 * (`{data: [...]}`, or a bare list). Name search and pagination happen on the client.
 */
export const abandonmentApi: ResourceApi = {
  name: 'medabandono',
  idField: 'id_utilizador',
  list: {
    path: '/users/medabandono',
    query: (params) => ({ UO: (params.filter as { UO?: number } | undefined)?.UO }),
    unwrap: (json) => {
      const data = (Array.isArray(json) ? json : (json as { data: unknown[] }).data) as Record<string, unknown>[];
      return { data, total: data.length };
    },
  },
};
