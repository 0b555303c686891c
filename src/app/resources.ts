import type { ResourceApi } from './providers/dataProvider';
import { calendarApi } from './pages/calendar/api';
import { operationsApi } from './pages/operations/api';
import { abandonmentApi } from './pages/abandonment/api';
import { notificationsApi } from './resources/notifications';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';

/** Every resource's endpoint declaration, read by the data provider engine. */
export const RESOURCES: readonly ResourceApi[] = [
  calendarApi,
  operationsApi,
  abandonmentApi,
  notificationsApi,
  suggestions.api,
  users.api,
];
