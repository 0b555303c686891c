import type { ResourceApi } from '../providers/dataProvider';

/** The dashboard: no react-admin verb; the page reads the map's dashboard.cards (the caller's cards) with useApiQuery. */
export const dashboardApi: ResourceApi = {
  name: 'dashboard',
  idField: 'key',
};
