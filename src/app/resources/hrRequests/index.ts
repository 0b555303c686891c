import type { Area } from '../../areas';
import { unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';

export interface HrRequestsFilter {
  respondidos?: false;
  tipo?: string;
}

/**
 * HR requests on the wire:
 *   list -> GET /questoesrh?limit=10&page (zero-based)[&respondidos=false][&tipo=name]   { data, pagination{total} }
 *   answer and attachment: ./paths.ts (sent with upload progress, downloaded on demand)
 */
export const hrRequestsApi: ResourceApi = {
  name: 'hrRequests',
  idField: '_id',
  list: {
    path: '/questoesrh',
    query: (params) => {
      const { respondidos, tipo } = (params.filter ?? {}) as HrRequestsFilter;
      return { ...zeroBasedPage(params), respondidos, tipo };
    },
    unwrap: unwrapPaginated,
  },
};

/** The /requestsrh screen and its endpoints. */
export const hrRequests: Area = { screens: { hrRequests: lazyScreen(() => import('./HrRequestList'), 'HrRequestList') }, api: hrRequestsApi };
