import type { ComponentType } from 'react';
import type { ResourceApi } from './providers/dataProvider';
import { calendar } from './pages/calendar';
import { operations } from './pages/operations';
import { abandonment } from './pages/abandonment';
import { notifications } from './resources/notifications';
import { suggestions } from './resources/suggestions';
import { users } from './resources/users';

/**
 * One area of the product, declared by its folder's index: the screens it provides, by the access
 * table's screen key (registering one creates its guarded route and its menu entry), and the
 * endpoint declaration the data provider engine reads.
 */
export interface Area {
  screens: Readonly<Record<string, ComponentType>>;
  api: ResourceApi;
}

/** Every area that exists; adding one is adding a folder and a line here. */
export const AREAS: readonly Area[] = [suggestions, calendar, operations, users, notifications, abandonment];

export const SCREENS: Readonly<Record<string, ComponentType>> = Object.assign({}, ...AREAS.map((a) => a.screens));
export const RESOURCES: readonly ResourceApi[] = AREAS.map((a) => a.api);

export const hasScreen = (key: string) => key in SCREENS;
