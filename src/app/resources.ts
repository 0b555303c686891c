import type { ResourceApi } from './providers/dataProvider';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';

/** Every resource's endpoint declaration, read by the data provider engine. */
export const RESOURCES: readonly ResourceApi[] = [
  suggestions.api,
  users.api,
];
