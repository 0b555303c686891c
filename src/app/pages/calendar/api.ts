import type { CalendarLang, UpdateCalendarBody } from '../../../contract';
import type { ResourceApi } from '../../providers/dataProvider';

/**
 * The academic calendar: not CRUD, two named calls.
 *   get    -> POST /atividadeLetiva/getCalendarioLetivo {lang}   -> data (one language's document)
 *   update -> POST /atividadeLetiva/updateCalendarioLetivo {pt, en} (both languages, no `_id`)
 */
export const calendarApi: ResourceApi = {
  name: 'calendar',
  idField: '_id',
  actions: {
    get: {
      method: 'POST',
      path: '/atividadeLetiva/getCalendarioLetivo',
      body: ({ lang }: { lang: CalendarLang }) => ({ lang }),
      unwrap: (json) => (json as { data: unknown }).data,
    },
    update: {
      method: 'POST',
      path: '/atividadeLetiva/updateCalendarioLetivo',
      body: ({ pt, en }: UpdateCalendarBody) => ({ pt, en }),
      unwrap: (json) => (json as { data: unknown }).data,
    },
  },
};
