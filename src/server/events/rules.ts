/**
 * Who is told of a change (GET /api/events): the same rules as the lists. An area goes only to the
 * roles that may open one of the screens showing it (the access table); within it, the row rule of
 * that area's list, read from the scope the database wrote with the change (migration 0025): the
 * old and new values of the columns the rule looks at.
 */
import {
  abandonmentSchools,
  ACCESS,
  ALL_CALLS,
  canOpen,
  DECLARED_RESOURCES,
  declaredCalls,
  endpointKeyOf,
  floorSchools,
  isAdminRole,
  TUTORING_ADMIN_ROLES,
  type Role,
  type ScreenAccess,
} from '../../contract';
import type { User } from '../db/schema';
import { READABLE, type ReadableIds } from './readable';

/** A change as the streams send it. */
export interface Change {
  id: number;
  resource: string;
  recordId: string | null;
  /** The distinct values of the rule's columns before and after the change (one object each). */
  scope: readonly Record<string, unknown>[];
}

/** Who manages which programme (tutoria_managers). */
export interface Managers {
  /** Per user: the programmes it manages, by id. */
  programmes: ReadonlyMap<string, ReadonlySet<string>>;
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

/** Whether an area's row rule needs the programmes' managers for this role. */
export const needsManagers = (role: Role): boolean => !(TUTORING_ADMIN_ROLES as readonly Role[]).includes(role);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The row rule of one area for one scope (the values of one version of the record). */
function rowAllowed(resource: string, scope: Record<string, unknown>, user: User, role: Role, managers: Managers | undefined): boolean {
  const all = !needsManagers(role);
  const id = user.idUtilizador;
  switch (resource) {
    case 'medabandono': {
      const school = text(scope.unidade_organica);
      return school !== undefined && abandonmentSchools(role, user.roleExtra).some((s) => s.sigla === school);
    }
    case 'blueprints': {
      const school = text(scope.school);
      return school !== undefined && floorSchools(user.roleExtra).includes(school);
    }
    case 'notifications':
      // Authors see their own notifications; the administrators everyone's; a type is no one's.
      return isAdminRole(role) || !('created_by' in scope) || scope.created_by === id;
    case 'tutorias': {
      if (all) return true;
      const programme = text(scope.tutoria_id ?? scope.id);
      return programme !== undefined && (managers?.programmes.get(id)?.has(programme) ?? false);
    }
    default:
      return true;
  }
}

/** Someone arriving at or leaving a record (migration 0026): the record's own area is in the scope. */
export const PRESENCE_RESOURCE = 'presence';

/**
 * May this user be told of this change? Its area's screens, then the area's row rule: for the areas
 * read by their lists' own rules (readable.ts), whether the user reads the record now (`readable`;
 * a change of many records names none); else the rule below, for any version of the record.
 */
export function mayReceive(change: Change, user: User, role: Role, managers: Managers | undefined, readable: ReadableIds): boolean {
  // Who has a record open is told to those who may open the record's area (a note carries no more of the record).
  if (change.resource === PRESENCE_RESOURCE) return change.scope.some((scope) => typeof scope.resource === 'string' && opensArea(scope.resource, role));
  if (!opensArea(change.resource, role)) return false;
  if (READABLE[change.resource]) return change.recordId === null || (readable.get(change.resource)?.has(change.recordId) ?? false);
  return change.scope.some((scope) => rowAllowed(change.resource, scope, user, role, managers));
}

/** The managers' index from tutoria_managers rows. */
export function indexManagers(rows: readonly { tutoriaId: string; userId: string }[]): Managers {
  const programmes = new Map<string, Set<string>>();
  for (const row of rows) programmes.set(row.userId, (programmes.get(row.userId) ?? new Set()).add(row.tutoriaId));
  return { programmes };
}
