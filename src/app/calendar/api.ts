import type { ResourceApi } from '../providers/dataProvider';

/**
 * The academic calendar: not CRUD, no react-admin verb. The screen makes the map's two calls with
 * useApiQuery/useApiMutation: calendar.get (one language's document, by `{lang}`) and
 * calendar.update (both languages at once, no `_id`).
 */
export const calendarApi: ResourceApi = {
  name: 'calendar',
  idField: '_id',
};
