import { API } from '../../../contract/api';
import { unwrapList, verb, type ResourceApi } from '../../providers/dataProvider';

/**
 * The users flagged for medical abandonment in one school:
 *   getList -> GET /users/medabandono?UO={school id} -> the whole list of that school (`{data: [...]}`).
 * Name search and pagination happen on the client.
 */
export const abandonmentApi: ResourceApi = {
  name: 'medabandono',
  idField: 'id_utilizador',
  list: verb(API.medabandono.list, (params) => ({ query: { UO: (params.filter as { UO?: number } | undefined)?.UO } }), unwrapList),
};
