import type { GetListParams } from 'react-admin';
import { API } from '../../contract/api';
import { abandonmentList } from '../../contract/lists/abandonment';
import { listQueryOf } from '../lists/listQuery';
import { unwrapList, verb, type ResourceApi } from '../providers/dataProvider';

/** The school of the list (`UO` among the list's filters: the screen's 'Escola'). */
const schoolOf = (params: GetListParams) => {
  const school = Number((params.filter as { UO?: unknown } | undefined)?.UO);
  return Number.isInteger(school) ? school : undefined;
};

/**
 * The users flagged for medical abandonment in one school:
 *   getList -> GET /users/medabandono?UO={school id}&name=...&sort=...&order=... -> that school's whole
 *   list (`{data: [...]}`), filtered and sorted by the server (src/contract/lists/abandonment.ts).
 * The pages are the client's (the spec's 25 a page): the page asked is cut from the whole list.
 */
export const abandonmentApi: ResourceApi = {
  name: 'abandonment',
  idField: 'id_utilizador',
  list: verb(
    API.abandonment.list,
    (params: GetListParams) => ({ query: { UO: schoolOf(params), ...listQueryOf(abandonmentList, params) } }),
    (answer, params: GetListParams) => {
      const all = unwrapList(answer);
      const { page, perPage } = params.pagination ?? { page: 1, perPage: all.data.length };
      return { data: all.data.slice((page - 1) * perPage, page * perPage), total: all.total };
    },
  ),
};
