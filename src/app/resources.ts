import type { ResourceApi } from './providers/dataProvider';
import { notificationsApi } from './resources/notifications';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';

/** Every resource's endpoint declaration, read by the data provider engine. */
export const RESOURCES: readonly ResourceApi[] = [
  notificationsApi,
  suggestions.api,
  users.api,
];
