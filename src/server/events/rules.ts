/**
 * Who is told of a change (GET /api/events): an area goes only to the roles that may open one of the
 * screens calling its endpoints (the access table); within an area with a row rule, only to whom the
 * database finds reads it, by the lists' own rules (readable.ts). No row condition is written here.
 */
import { canOpen, PRESENCE_AREAS, type Role, type ScreenAccess } from '../../contract';
import { callAreas } from '../routes/route';
import type { Store } from '../resources/crudRoutes';
import { eventReaders, type ReadableIds, type Readers } from './readable';

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
 * and the screens served that call it: who may be told of its changes.
 */
function areaScreens(screens: readonly ScreenAccess[]): ReadonlyMap<string, readonly string[]> {
  const areaOf = callAreas(screens);
  const shown = new Map<string, string[]>();
  for (const screen of screens) {
    for (const endpoint of screen.endpoints) {
      const area = areaOf.get(endpoint);
      if (area && !shown.get(area)?.includes(screen.screen)) shown.set(area, [...(shown.get(area) ?? []), screen.screen]);
    }
  }
  return shown;
}

/** Who is told of which change, for the screens and declared resources an app serves. */
export interface EventRules {
  /** May this role open a screen showing the area? (An area no screen shows: nobody.) */
  opensArea(resource: string, role: Role): boolean;
  /** The areas told by a row rule, and how to ask which changes a user reads (readable.ts). */
  readers: Readers;
}

export function eventRules(screens: readonly ScreenAccess[], stores: readonly Store[]): EventRules {
  const readers = eventReaders(stores);
  // A note of presence names its record to whoever opens the area: only where everyone who opens it reads every record.
  const ruled = PRESENCE_AREAS.filter((area) => readers[area]);
  if (ruled.length) throw new Error(`Presence is noted on ${ruled.join(', ')}, which has a row rule: its notes would name records to those who cannot read them`);
  const shown = areaScreens(screens);
  const byKey = new Map(screens.map((s) => [s.screen, s]));
  return {
    opensArea: (resource, role) =>
      (shown.get(resource) ?? []).some((key) => {
        const screen = byKey.get(key);
        return screen !== undefined && canOpen(screen, role);
      }),
    readers,
  };
}

/** Someone arriving at or leaving a record (migration 0026): the record's own area is in the scope. */
export const PRESENCE_RESOURCE = 'presence';

/**
 * May this role be told of this change? Its area's screens; then, in an area with a row rule, whether
 * the database found that the user reads it (`readable`: readable.ts, the rule's own SQL).
 */
export function mayReceive(rules: EventRules, change: Change, role: Role, readable: ReadableIds): boolean {
  // Who has a record open is told to those who may open the record's area (a note carries no more of the record).
  if (change.resource === PRESENCE_RESOURCE) return change.scope.some((scope) => typeof scope.resource === 'string' && rules.opensArea(scope.resource, role));
  if (!rules.opensArea(change.resource, role)) return false;
  const told = readable.get(change.resource);
  return !told || told.has(change.id);
}
