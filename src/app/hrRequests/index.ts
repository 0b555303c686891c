import type { Area } from '../areas';
import { API } from '../../contract/api';
import { hrRequestsList } from '../../contract/lists/hrRequests';
import { unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../providers/dataProvider';
import { lazyComponent } from '../components/lazyComponent';
import { listQueryOf } from '../lists/listQuery';

/**
 * HR requests on the wire:
 *   list -> GET /questoesrh?limit=10&page (zero-based) and the declared filters and sort
 *           (lists/hrRequests.ts: `answered`, `type` (an id), `date_gte`, `date_lte`, `sort=date&order=ASC`)   { data, pagination{total} }
 *   answer and attachment: made by AttachmentField (the answer sent with upload progress and the request's version, the PDF downloaded on demand)
 * The spec's own `respondidos` and `tipo` stay on the server; the screen uses the declared filters.
 */
export const hrRequestsApi: ResourceApi = {
  name: 'hrRequests',
  idField: '_id',
  list: verb(API.hrRequests.list, (params) => ({ query: { ...zeroBasedPage(params), ...listQueryOf(hrRequestsList, params) } }), unwrapPaginated),
};

/** The /requestsrh screen and its endpoints. */
export const hrRequests: Area = { screens: { hrRequests: lazyComponent(() => import('./HrRequestList'), 'HrRequestList') }, api: hrRequestsApi };
