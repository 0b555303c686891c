import type { ComponentType } from 'react';
import { ACCESS, type ScreenAccess, type ScreenKey } from '../contract';
import type { ResourceApi } from './providers/dataProvider';
import { calendar } from './calendar';
import { dashboard } from './dashboard';
import { operations } from './operations';
import { abandonment } from './abandonment';
import { notifications } from './notifications';
import { suggestions } from './suggestions';
import { users } from './users';
import { audit } from './audit';
import { hrRequests } from './hrRequests';
import { blueprints } from './blueprints';
import { tutorias } from './tutorias';
import { mathPhysics } from './mathPhysics';
import { peerMentoring } from './peerMentoring';
import { professionalMentoring } from './professionalMentoring';
import { createResourceViews, declaredApi } from './declared';

/**
 * A custom area, declared by its folder's index: the screens it provides, by the access table's
 * screen key (a misspelt key fails typecheck; registering one creates its guarded route and its
 * menu entry), and the endpoint declaration the data provider engine reads.
 */
export interface Area {
  screens: Partial<Record<ScreenKey, ComponentType>>;
  api: ResourceApi;
}

/** The areas with custom screens; declared resources need no line here. */
export const AREAS: readonly Area[] = [dashboard, suggestions, calendar, operations, users, audit, notifications, blueprints, hrRequests, abandonment, tutorias, mathPhysics, peerMentoring, professionalMentoring];

/** What the client builds from a list of screens: every screen's view, and every resource's API. */
export interface ClientScreens {
  views: Readonly<Record<string, ComponentType>>;
  apis: readonly ResourceApi[];
}

/** The custom areas' screens plus a view and an API for every declared resource among `screens`. */
export function clientScreens(screens: readonly ScreenAccess[]): ClientScreens {
  const declared = screens.flatMap((s) => (s.resource ? [s.resource] : []));
  const views: Record<string, ComponentType> = Object.assign({}, ...AREAS.map((a) => a.screens));
  for (const resource of declared) views[resource.screen.key] = createResourceViews(resource).list;
  return { views, apis: [...AREAS.map((a) => a.api), ...declared.map(declaredApi)] };
}

/** The product's screens: the access table's. */
export const CLIENT = clientScreens(ACCESS);

export const hasScreen = (key: string) => key in CLIENT.views;
