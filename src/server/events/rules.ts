/**
 * Who is told of a change (GET /api/events): an area goes only to the roles that may open one of the
 * screens calling its endpoints (the access table); within an area with a row rule, only to whom the
 * database finds reads it, by the lists' own rules (readable.ts). No row condition is written here.
 */
import { ACCESS, ALL_CALLS, canOpen, DECLARED_RESOURCES, declaredCalls, endpointKeyOf, type Role, type ScreenAccess } from '../../contract';
import { READABLE, type ReadableIds } from './readable';

/** A change as the streams send it. */
export interface Change {
  id: number;
  resource: string;
  recordId: string | null;
  /** The distinct values of the rule's columns before and after the change (one object each). */
  scope: readonly Record<string, unknown>[];
}

/**
 * Each area of the client's queries (a call's area of the endpoint map; a declared resource's name)
 * and the screens of the access table that call it: who may be told of its changes.
 */
function areaScreens(screens: readonly ScreenAccess[]): ReadonlyMap<string, readonly string[]> {
  const areaOf = new Map<string, string>(ALL_CALLS.map((c) => [endpointKeyOf(c), c.area]));
  for (const resource of DECLARED_RESOURCES) for (const { call } of declaredCalls(resource)) areaOf.set(`${call.method} ${call.path}`, resource.name);
  const shown = new Map<string, string[]>();
  for (const screen of screens) {
    for (const endpoint of screen.endpoints) {
      const area = areaOf.get(endpoint);
      if (area && !shown.get(area)?.includes(screen.screen)) shown.set(area, [...(shown.get(area) ?? []), screen.screen]);
    }
  }
  return shown;
}

const AREA_SCREENS = areaScreens(ACCESS);

const SCREENS = new Map((ACCESS as readonly ScreenAccess[]).map((s) => [s.screen, s]));

/** May this role open a screen showing the area? (An area no screen shows: nobody.) */
export function opensArea(resource: string, role: Role): boolean {
  return (AREA_SCREENS.get(resource) ?? []).some((key) => {
    const screen = SCREENS.get(key);
    return screen !== undefined && canOpen(screen, role);
  });
}

/** Someone arriving at or leaving a record (migration 0026): the record's own area is in the scope. */
export const PRESENCE_RESOURCE = 'presence';

/**
 * May this role be told of this change? Its area's screens; then, in an area with a row rule, whether
 * the database found that the user reads it (`readable`: readable.ts, the lists' own rules).
 */
export function mayReceive(change: Change, role: Role, readable: ReadableIds): boolean {
  // Who has a record open is told to those who may open the record's area (a note carries no more of the record).
  if (change.resource === PRESENCE_RESOURCE) return change.scope.some((scope) => typeof scope.resource === 'string' && opensArea(scope.resource, role));
  if (!opensArea(change.resource, role)) return false;
  return !READABLE[change.resource] || (readable.get(change.resource)?.has(change.id) ?? false);
}
