import type { Area } from '../../areas';
import { API } from '../../../contract/api';
import { unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';

export interface HrRequestsFilter {
  respondidos?: false;
  tipo?: string;
}

/**
 * HR requests on the wire:
 *   list -> GET /questoesrh?limit=10&page (zero-based)[&respondidos=false][&tipo=name]   { data, pagination{total} }
 *   answer and attachment: made by AttachmentField (the answer sent with upload progress and the request's version, the PDF downloaded on demand)
 */
export const hrRequestsApi: ResourceApi = {
  name: 'hrRequests',
  idField: '_id',
  list: verb(
    API.hrRequests.list,
    (params) => {
      const { respondidos, tipo } = (params.filter ?? {}) as HrRequestsFilter;
      return { query: { ...zeroBasedPage(params), respondidos: respondidos === undefined ? undefined : String(respondidos), tipo } };
    },
    unwrapPaginated,
  ),
};

/** The /requestsrh screen and its endpoints. */
export const hrRequests: Area = { screens: { hrRequests: lazyScreen(() => import('./HrRequestList'), 'HrRequestList') }, api: hrRequestsApi };
