/**
 * THE access table. Every screen of the spec's route table with the roles allowed on it, its menu
 * entry (label, who sees it: the spec's menu differs from the routes in a few places) and the API
 * endpoints it calls. The client derives its menu and route guards from it; the server derives its
 * guard (401/403 before any handler) from the same declaration.
 *
 * Endpoints are written `METHOD /path` relative to the API base `/api`, with Fastify's `:param`.
 */
import {
  ADMIN_ROLES,
  ENROLMENT_SCHOOL_FILTER_ROLES,
  NOTIFICATION_AUTHORS,
  STAFF_ROLES,
  TUTORIA_CREATORS,
  TUTORIA_MANAGER_EDITORS,
  TUTORING_ADMIN_ROLES,
  TUTORING_ROLES,
  type Role,
} from './roles';
import { MANAGED_TUTORING_TYPES } from './constants';
import type { ApiEndpoint } from './api';
import { endpointKeyOf } from './api/call';
import { declaredCalls, hrRequestTypes, jobFairs, mayUse, verbOfAction, webinars, type AnyResource, type Endpoint, type UserCondition } from './resources';


/** A condition on the signed-in user's data that the menu (never the guard) looks at. */
export type MenuCondition =
  /** Shown only when the user's notification-type list is not empty. */
  | { kind: 'hasNotificationTypes' }
  /** 'managerOf': also shown to a manager of this tutoring type (case-insensitive), within the route's roles. */
  | UserCondition;

export interface MenuEntry {
  label: string;
  roles: readonly Role[];
  condition?: MenuCondition;
}

export interface ScreenAccess {
  path: string;
  screen: string;
  /** 'signed-in': any signed-in user (the dashboard). */
  roles: readonly Role[] | 'signed-in';
  menu?: MenuEntry;
  endpoints: readonly Endpoint[];
  /** Endpoints of the screen open to fewer of its roles (creating a tutoria: ADMIN and DEV only). */
  narrowed?: Readonly<Partial<Record<Endpoint, readonly Role[]>>>;
  /** A declared resource (src/contract/resources): its verbs' endpoints carry their own roles. */
  resource?: AnyResource;
  /**
   * The screen's rules that are no endpoint's (who may filter the enrolments by school), by name:
   * the roles holding each. The client asks them as canAccess({ resource: screen, action: name }).
   */
  abilities?: Readonly<Record<string, readonly Role[]>>;
}

export type { Endpoint };

const ADMINS = ADMIN_ROLES;
const TUTORING = TUTORING_ROLES;
const TUTORING_ADMINS = TUTORING_ADMIN_ROLES;

const NOTIFICATION_ENDPOINTS = [
  'GET /notifications',
  'GET /notifications/type/me',
  'POST /notifications',
  'PUT /notifications/:_id',
  'DELETE /notifications/:_id',
  'GET /notifications/:_id/recipients',
  'GET /notifications/:_id/historico',
] as const satisfies readonly ApiEndpoint[];

const TUTORING_ENDPOINTS = [
  'GET /tutorias',
  'GET /tutorias/availableManagers',
] as const satisfies readonly ApiEndpoint[];

/** A declared resource's call (src/contract/resources), in the table by its declaration. */
export type DeclaredEndpoint = Endpoint & { readonly declared: true };

/** What the product's table may list: a call of the endpoint map (a misspelt one fails typecheck), or a declared resource's. */
export type TableEndpoint = ApiEndpoint | DeclaredEndpoint;

/** A declared resource's list call, for another screen that reads it. */
const listOf = (resource: AnyResource) => endpointKeyOf(resource.api.list) as DeclaredEndpoint;

/**
 * The screen of a declared resource: its path, key, menu entry, route roles (those that may list it)
 * and endpoints (its verbs', plus any others the screen calls) come from the declaration.
 */
export function declaredScreen<R extends AnyResource, const Others extends readonly ApiEndpoint[] = readonly []>(resource: R, others?: Others) {
  const { key, path, menu } = resource.screen;
  const declared = declaredCalls(resource).map(({ call }) => endpointKeyOf(call) as DeclaredEndpoint);
  const endpoints: readonly (DeclaredEndpoint | Others[number])[] = [...declared, ...(others ?? [])];
  return { path, screen: key as R['screen']['key'], roles: resource.access.list.roles, menu, endpoints, resource };
}

export const ACCESS = [
  // waitingHint: whether something waits in one's areas, said to every role but DEFAULT (which has none).
  { path: '/', screen: 'dashboard', roles: 'signed-in', endpoints: ['GET /dashboard'], abilities: { waitingHint: STAFF_ROLES } },
  {
    path: '/admin/suggestions',
    screen: 'suggestions',
    roles: ADMINS,
    menu: { label: 'Sugestões', roles: ADMINS },
    endpoints: ['GET /bugs', 'PUT /bugs/:id'],
  },
  {
    path: '/admin/calendar',
    screen: 'calendar',
    roles: [...ADMINS, 'GCI'],
    menu: { label: 'Calendário Letivo', roles: [...ADMINS, 'GCI'] },
    endpoints: ['POST /atividadeLetiva/getCalendarioLetivo', 'POST /atividadeLetiva/updateCalendarioLetivo'],
  },
  {
    path: '/admin/operations',
    screen: 'operations',
    roles: ADMINS,
    menu: { label: 'Operações', roles: ADMINS },
    endpoints: ['GET /backoffice/version', 'POST /backoffice/minversion', 'GET /backoffice/purge'],
  },
  {
    path: '/admin/users',
    screen: 'users',
    roles: ADMINS,
    menu: { label: 'Lista Utilizadores', roles: ADMINS },
    endpoints: ['GET /users', 'GET /backoffice/unique/cursos', 'GET /backoffice/unique/escolas', 'PUT /users/:id_utilizador', 'GET /users/:id_utilizador/historico'],
  },
  {
    path: '/admin/notifications',
    screen: 'notificationsAll',
    roles: ADMINS,
    menu: { label: 'Notificações', roles: ADMINS },
    endpoints: [...NOTIFICATION_ENDPOINTS, 'GET /notifications/all', 'GET /notifications/type'],
  },
  {
    path: '/notifications',
    screen: 'notificationsOwn',
    roles: NOTIFICATION_AUTHORS,
    menu: { label: 'Notificações', roles: ['CCURSO', 'PRESIDENCIA', 'GCI'], condition: { kind: 'hasNotificationTypes' } },
    endpoints: NOTIFICATION_ENDPOINTS,
  },
  {
    path: '/blueprints',
    screen: 'blueprints',
    roles: ['DIRECAO'],
    menu: { label: 'Plantas', roles: ['DIRECAO'] },
    endpoints: ['GET /blueprints/backoffice', 'POST /blueprints', 'PUT /blueprints/:id', 'DELETE /blueprints/:id', 'GET /blueprints/:id/file'],
  },
  declaredScreen(hrRequestTypes),
  {
    path: '/requestsrh',
    screen: 'hrRequests',
    roles: [...ADMINS, 'RH'],
    menu: { label: 'Pedidos RH', roles: [...ADMINS, 'RH'] },
    // The types' list is the declared resource's own call (its roles: the HR types screen's and these).
    endpoints: ['GET /questoesrh', listOf(hrRequestTypes), 'POST /questoesrh/update', 'GET /questoesrh/:id/anexo', 'GET /questoesrh/:id/historico', 'PUT /presenca/:resource'],
  },
  {
    path: '/medabandonment',
    screen: 'abandonment',
    roles: [...ADMINS, 'DIRECAO'],
    menu: { label: 'Mediadores de abandono', roles: [...ADMINS, 'DIRECAO'] },
    endpoints: ['GET /users/medabandono'],
  },
  {
    path: '/tutorias',
    screen: 'tutorias',
    roles: TUTORING,
    menu: { label: 'Tutorias & Mentorias', roles: TUTORING },
    // Editing is for every role of the screen (TUTORIAS only its own tutorias, the managers only the admins: checked by the route).
    narrowed: { 'POST /tutorias': TUTORIA_CREATORS, 'DELETE /tutorias/:id': TUTORIA_CREATORS },
    // Spec section 6: the school filter of the enrolments, and the managers' editor (its save checked by PUT /tutorias/:id's handler).
    abilities: { filterSchool: ENROLMENT_SCHOOL_FILTER_ROLES, editManagers: TUTORIA_MANAGER_EDITORS },
    endpoints: [
      ...TUTORING_ENDPOINTS,
      'POST /tutorias',
      'PUT /tutorias/:id',
      'DELETE /tutorias/:id',
      'GET /tutorias/availableMentors',
      'GET /tutorias/availableMentees',
      'POST /tutorias/tutoriasInterParesAssociate',
      'POST /tutorias/removeMentorFromMentee',
      'POST /tutorias/aprovado',
      'POST /tutorias/desaprovado',
      'GET /tutorias/mentors/:userId',
    ],
  },
  declaredScreen(webinars, TUTORING_ENDPOINTS),
  {
    path: '/mentorias',
    screen: 'peerMentoring',
    roles: TUTORING,
    menu: {
      label: 'Interações Inter-Pares',
      roles: TUTORING_ADMINS,
      condition: { kind: 'managerOf', tutoringType: MANAGED_TUTORING_TYPES.peerMentoring },
    },
    endpoints: [
      ...TUTORING_ENDPOINTS,
      'GET /tutorias/availableMentors',
      'GET /tutorias/availableMentees',
      'GET /tutorias/mentors/:userId',
      'GET /tutorias/interactionsMentorado/:menteeId',
      // Beyond the spec: the year's interactions in one call, for the summary (no request per mentee).
      'GET /tutorias/interactions',
    ],
  },
  declaredScreen(jobFairs),
  {
    path: '/mat_fisica',
    screen: 'mathPhysics',
    roles: TUTORING,
    menu: { label: 'Matemática / Fisica', roles: TUTORING },
    endpoints: [
      ...TUTORING_ENDPOINTS,
      'GET /tutorias/sessoesByID/:userId/:uc',
      'GET /tutorias/Totalsessoes',
      'GET /tutorias/Temposessoes/:userId/:uc/:academicYear',
      'POST /tutorias/validarSessaoGC',
      // Beyond the spec: the whole page of a year in one call (no request per enrolled person).
      'GET /tutorias/mathPhysicsReport',
    ],
  },
  {
    path: '/mentorias_profissionais',
    screen: 'professionalMentoring',
    roles: TUTORING,
    menu: { label: 'Mentorias Profissionais', roles: TUTORING },
    endpoints: [
      'GET /mentoriasProfissionais/allMentors',
      'GET /mentoriasProfissionais/mediaMentor/:mentorId',
      'GET /mentoriasProfissionais/usersByMentor/:mentorId',
      'GET /mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId',
      'PUT /mentoriasProfissionais/updateStatus/:mentorId',
      // Beyond the spec: the whole page in one call (no request per mentor).
      'GET /mentoriasProfissionais/overview',
    ],
  },
  // Beyond the spec (security issue): the audit trail of every change, for the administrators.
  {
    path: '/admin/audit',
    screen: 'audit',
    roles: ADMINS,
    menu: { label: 'Auditoria', roles: ADMINS },
    endpoints: ['GET /admin/audit'],
  },
] as const satisfies readonly (ScreenAccess & { endpoints: readonly TableEndpoint[]; narrowed?: Readonly<Partial<Record<ApiEndpoint, readonly Role[]>>> })[];

/** The key of a screen of the table; a misspelt key fails typecheck. */
export type ScreenKey = (typeof ACCESS)[number]['screen'];

/** The declared resources, in the table's order. */
export const DECLARED_RESOURCES: readonly AnyResource[] = ACCESS.flatMap((s: ScreenAccess) => (s.resource ? [s.resource] : []));

/**
 * Endpoints anyone may call: signing in, and the load balancer's probes (liveness, readiness: see
 * docs/deployment.md), which say nothing beyond whether this process and its database answer.
 */
export const PUBLIC_ENDPOINTS = ['POST /backoffice/login', 'GET /health', 'GET /ready'] as const satisfies readonly ApiEndpoint[];

/**
 * Endpoints any signed-in user may call, whatever the role: checking one's own token, and the
 * calls the mobile app makes for its ordinary users (sending a suggestion, reading one's inbox).
 */
export const SIGNED_IN_ENDPOINTS = [
  'GET /backoffice/verifytoken',
  'POST /backoffice/logout',
  'POST /bugs',
  'GET /notifications/inbox',
  'POST /questoesrh',
  // The app's floor plans: visible floors, and any floor's image (DIRECAO previews hidden ones).
  'GET /blueprints',
  'GET /blueprints/:id/file',
  // The open screens' live updates (one stream per tab): each user is told only of what it may read.
  'GET /events',
  // One's own saved views of the lists, of the screens one may open (the route checks the path).
  'GET /vistas',
  'POST /vistas',
  'DELETE /vistas/:id',
] as const satisfies readonly ApiEndpoint[];

type RuledEndpoint = (typeof ACCESS)[number]['endpoints'][number] | (typeof PUBLIC_ENDPOINTS)[number] | (typeof SIGNED_IN_ENDPOINTS)[number];
/** The calls of the endpoint map that no screen of the table, nor the public or signed-in lists, gives a rule. */
type CallsWithoutRule = Exclude<ApiEndpoint, RuledEndpoint>;
/**
 * Typecheck fails here, naming the call, when a call of the endpoint map has no access rule (the
 * server would also refuse to start: its guard finds no rule for the route).
 */
export const everyCallHasARule: [CallsWithoutRule] extends [never] ? true : { callsWithoutRule: CallsWithoutRule } = true;

/** The screen of the access table at `path` (a screen's own path, no query). */
export const screenAt = (path: string): ScreenAccess | undefined => (ACCESS as readonly ScreenAccess[]).find((s) => s.path === path);

/** May this role open this screen? (The route guard.) */
export function canOpen(screen: ScreenAccess, role: Role): boolean {
  return screen.roles === 'signed-in' || screen.roles.includes(role);
}

/** Facts about the signed-in user that some menu entries depend on. */
export interface MenuFacts {
  /** Number of notification types the user may send (GET /notifications/type/me). */
  notificationTypes: number;
  /** Names of the tutoring types the user manages (GET /tutorias/availableManagers). */
  managedTutorias: readonly string[];
}

export function menuShows(screen: ScreenAccess, role: Role, facts: MenuFacts): boolean {
  const menu = screen.menu;
  if (!menu || !STAFF_ROLES.includes(role) || !canOpen(screen, role)) return false;
  const condition = menu.condition;
  if (!condition) return menu.roles.includes(role);
  if (condition.kind === 'hasNotificationTypes') return menu.roles.includes(role) && facts.notificationTypes > 0;
  return menu.roles.includes(role) || managesType(facts.managedTutorias, condition.tutoringType);
}

/** Is one of these programme titles the tutoring type (case-insensitive, as the spec says)? */
export function managesType(titles: readonly string[], tutoringType: string): boolean {
  const wanted = tutoringType.toLocaleLowerCase('pt');
  return titles.some((t) => t.toLocaleLowerCase('pt') === wanted);
}

/** The menu section of a user: entries of the table, in its order, that this user sees. */
export function menuFor(role: Role, facts: MenuFacts): ScreenAccess[] {
  return (ACCESS as readonly ScreenAccess[]).filter((s) => menuShows(s, role, facts));
}

/** Who may call an endpoint: these roles, or a role of `within` meeting a condition. */
export interface RoleRule {
  roles: ReadonlySet<Role>;
  orIf?: { condition: UserCondition; within: ReadonlySet<Role> };
}
export type EndpointRule = 'public' | 'signed-in' | RoleRule;

/**
 * The server guard's table: for each endpoint, who may call it. A declared resource's verb gets
 * that verb's roles; any other endpoint the union of the roles of the screens using it.
 */
export function endpointRules(screens: readonly ScreenAccess[] = ACCESS): Map<Endpoint, EndpointRule> {
  const rules = new Map<Endpoint, EndpointRule>();
  for (const e of PUBLIC_ENDPOINTS) rules.set(e, 'public');
  for (const e of SIGNED_IN_ENDPOINTS) rules.set(e, 'signed-in');
  const grant = (e: Endpoint, roles: readonly Role[], orIf?: RoleRule['orIf']) => {
    const existing = rules.get(e);
    if (existing === 'public' || existing === 'signed-in') return;
    rules.set(e, { roles: new Set([...(existing?.roles ?? []), ...roles]), orIf: orIf ?? existing?.orIf });
  };
  for (const screen of screens) {
    const { resource } = screen;
    const declared = new Map(resource ? declaredCalls(resource).map(({ call, access }) => [endpointKeyOf(call), access]) : []);
    for (const e of screen.endpoints) {
      const access = declared.get(e);
      if (resource && access) {
        const { roles, orIf } = access;
        grant(e, roles, orIf && { condition: orIf, within: new Set(resource.access.list.roles) });
      } else if (screen.roles === 'signed-in') {
        rules.set(e, 'signed-in');
      } else {
        grant(e, screen.narrowed?.[e] ?? screen.roles);
      }
    }
  }
  return rules;
}

/** Which screens of the table need a data fact to decide their menu entry. */
export function menuNeeds(role: Role): { notificationTypes: boolean; managedTutorias: boolean } {
  const conditional = (ACCESS as readonly ScreenAccess[]).filter((s) => s.menu?.condition && canOpen(s, role));
  return {
    notificationTypes: conditional.some((s) => s.menu?.condition?.kind === 'hasNotificationTypes' && s.menu.roles.includes(role)),
    managedTutorias: conditional.some((s) => s.menu?.condition?.kind === 'managerOf' && !s.menu.roles.includes(role)),
  };
}

/** A condition on the signed-in user met or not (asked only when the role alone is not enough). */
export type Meets = (condition: UserCondition) => Promise<boolean> | boolean;

/**
 * Does an endpoint's rule let this signed-in role call it? The server guard's decision: its roles,
 * or a role of `within` meeting its condition. Unknown endpoint: nobody.
 */
export function ruleAllows(rule: EndpointRule | undefined, role: Role, meets: Meets): Promise<boolean> | boolean {
  if (rule === undefined) return false;
  if (rule === 'public' || rule === 'signed-in') return true;
  if (rule.roles.has(role)) return true;
  return rule.orIf !== undefined && rule.orIf.within.has(role) && meets(rule.orIf.condition);
}

/** The access table as the client's canAccess reads it. */
export interface AccessRules {
  /** The screens by key, a declared resource's also by the resource's name. */
  screens: ReadonlyMap<string, ScreenAccess>;
  /** The server guard's rules (endpointRules). */
  endpoints: ReadonlyMap<Endpoint, EndpointRule>;
}

export function accessRules(screens: readonly ScreenAccess[] = ACCESS): AccessRules {
  const byName = new Map<string, ScreenAccess>();
  for (const screen of screens) {
    byName.set(screen.screen, screen);
    if (screen.resource) byName.set(screen.resource.name, screen);
  }
  return { screens: byName, endpoints: endpointRules(screens) };
}

/** An action naming an endpoint: `POST /tutorias`, `DELETE /tutorias/:id`. */
const isEndpoint = (action: string): action is Endpoint => /^(GET|POST|PUT|DELETE) \//.test(action);

/**
 * The one access rule of the client (its canAccess), from the table: may this signed-in role do
 * `action` on `resource` (a screen's key, or a declared resource's name)?
 * - 'list' (and react-admin's other reading verbs: show, read, export): open the screen, its route's roles;
 * - an endpoint of the screen ('POST /tutorias'): the rule the server guard applies (endpointRules),
 *   the condition (managerOf) asked through `meets`; an endpoint the screen does not call: no;
 * - a named ability of the screen ('filterSchool'): its roles;
 * - a declared resource's verb by react-admin's name ('create', 'edit', 'delete') or a declared
 *   call by its own ('upload:pdf', 'toggle:ativa', 'history'): its declaration (mayUse);
 * - anything else, or a resource not in the table: no.
 * Synchronous unless `meets` must be asked (or a declared resource's verb).
 */
export function mayAccess(rules: AccessRules, resource: string, action: string, role: Role, meets: Meets): Promise<boolean> | boolean {
  const screen = rules.screens.get(resource);
  if (!screen) return false;
  if (isEndpoint(action)) return (screen.endpoints as readonly string[]).includes(action) && ruleAllows(rules.endpoints.get(action), role, meets);
  if (verbOfAction(action) === 'list') return canOpen(screen, role);
  const ability = screen.abilities && Object.hasOwn(screen.abilities, action) ? screen.abilities[action] : undefined;
  if (ability) return ability.includes(role);
  // A declared call by its own name ('upload:pdf', 'history'); a name it does not declare: no (mayUse).
  return screen.resource !== undefined && mayUse(screen.resource, verbOfAction(action) ?? action, role, meets);
}
