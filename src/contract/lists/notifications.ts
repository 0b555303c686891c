/**
 * The notifications lists' filters and sort (GET /notifications, one's own; GET /notifications/all,
 * everyone's; src/contract/lists/define.ts). The spec's answer stays as it is (`{data: [...]}`,
 * newest first); the filters are extra query parameters.
 */
import { BY_DATE, defineList } from './define';

/** What a notification's state reads as: the badges of its card ('Pendente', 'Enviada'). */
export const NOTIFICATION_STATES = [
  { id: 'pending', name: 'Pendente' },
  { id: 'sent', name: 'Enviada' },
] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number]['id'];

/**
 * The filters of both lists. The types are rows of a table: `type` is the type's id, given as it is
 * (the screen offers the types it loads as choices; an id no notification has finds none).
 */
const ownFilters = {
  type: { kind: 'exact', label: 'Tipo', max: 100 },
  state: { kind: 'oneOf', label: 'Estado', choices: NOTIFICATION_STATES },
  date: { kind: 'dateRange', label: 'Data', from: 'De', to: 'Até' },
} as const;

/** One's own notifications (GET /notifications): no author filter, they are all the user's. */
export const notificationsList = defineList({
  filters: ownFilters,
  alwaysOn: ['type', 'state', 'date'],
  sorts: ['date'],
  defaultSort: { field: 'date', order: 'DESC' },
  sortLabels: { date: BY_DATE },
});

/**
 * Everyone's notifications (GET /notifications/all, ADMIN and DEV): also by author, whose name,
 * e-mail or id contains the text given, case and accents aside ('joao' finds 'João'; an author's
 * whole id still finds that author's).
 */
export const allNotificationsList = defineList({
  filters: { ...ownFilters, author: { kind: 'search', label: 'Autor', max: 100 } },
  alwaysOn: ['type', 'state', 'date', 'author'],
  sorts: ['date'],
  defaultSort: { field: 'date', order: 'DESC' },
  sortLabels: { date: BY_DATE },
});
