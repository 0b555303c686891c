import { dashboardResponse } from '../../../contract';
import type { ResourceApi } from '../../providers/dataProvider';

/** The dashboard: one call, the caller's cards.  cards -> GET /dashboard -> data.data */
export const dashboardApi: ResourceApi = {
  name: 'dashboard',
  idField: 'key',
  actions: {
    cards: { method: 'GET', path: '/dashboard', unwrap: (json) => dashboardResponse.parse(json).data },
  },
};
