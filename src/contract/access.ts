/**
 * THE access table. Every screen of the spec's route table with the roles allowed on it, its menu
 * entry (label, who sees it: the spec's menu differs from the routes in a few places) and the API
 * endpoints it calls. The client derives its menu and route guards from it; the server derives its
 * guard (401/403 before any handler) from the same declaration.
 *
 * Endpoints are written `METHOD /path` relative to the API base `/api`, with Fastify's `:param`.
 */
import { ADMIN_ROLES, STAFF_ROLES, type Role } from './roles';
import { MANAGED_TUTORING_TYPES } from './constants';

export type Endpoint = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** A condition on the signed-in user's data that the menu (never the guard) looks at. */
export type MenuCondition =
  /** Shown only when the user's notification-type list is not empty. */
  | { kind: 'hasNotificationTypes' }
  /** Also shown to a manager of this tutoring type (case-insensitive), within the route's roles. */
  | { kind: 'managerOf'; tutoringType: string };

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
}

const ADMINS = ADMIN_ROLES;
const TUTORING = ['TUTORIAS_ADMIN', 'TUTORIAS', 'ADMIN', 'DEV'] as const satisfies readonly Role[];
const TUTORING_ADMINS = ['ADMIN', 'DEV', 'TUTORIAS_ADMIN'] as const satisfies readonly Role[];
const NOTIFICATION_AUTHORS = ['ADMIN', 'DEV', 'PRESIDENCIA', 'CCURSO', 'DIRECAO', 'GCI'] as const satisfies readonly Role[];

const NOTIFICATION_ENDPOINTS = [
  'GET /notifications',
  'GET /notifications/type/me',
  'POST /notifications',
  'PUT /notifications/:_id',
  'DELETE /notifications/:_id',
] as const satisfies readonly Endpoint[];

const TUTORING_ENDPOINTS = [
  'GET /tutorias',
  'GET /tutorias/availableManagers',
] as const satisfies readonly Endpoint[];

export const ACCESS: readonly ScreenAccess[] = [
  { path: '/', screen: 'dashboard', roles: 'signed-in', endpoints: [] },
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
    endpoints: ['GET /users', 'GET /backoffice/unique/cursos', 'GET /backoffice/unique/escolas', 'PUT /users/:id_utilizador'],
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
  {
    path: '/admin/requestsrh',
    screen: 'hrRequestTypes',
    roles: [...ADMINS, 'RH'],
    menu: { label: 'Tipos pedidos RH', roles: [...ADMINS, 'RH'] },
    endpoints: ['GET /questoesrh/type', 'POST /questoesrh/type', 'PUT /questoesrh/type/:id', 'DELETE /questoesrh/type/:id'],
  },
  {
    path: '/requestsrh',
    screen: 'hrRequests',
    roles: [...ADMINS, 'RH'],
    menu: { label: 'Pedidos RH', roles: [...ADMINS, 'RH'] },
    endpoints: ['GET /questoesrh', 'GET /questoesrh/type', 'POST /questoesrh/update'],
  },
  {
    path: '/medabandonment',
    screen: 'medicalAbandonment',
    roles: [...ADMINS, 'DIRECAO'],
    menu: { label: 'Mediadores de abandono', roles: [...ADMINS, 'DIRECAO'] },
    endpoints: ['GET /users/medabandono'],
  },
  {
    path: '/tutorias',
    screen: 'tutorias',
    roles: TUTORING,
    menu: { label: 'Tutorias & Mentorias', roles: TUTORING },
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
  {
    path: '/webinares',
    screen: 'webinars',
    roles: TUTORING,
    menu: {
      label: 'Webinares',
      roles: TUTORING_ADMINS,
      condition: { kind: 'managerOf', tutoringType: MANAGED_TUTORING_TYPES.webinars },
    },
    endpoints: [...TUTORING_ENDPOINTS, 'GET /webinares', 'POST /webinares', 'PUT /webinares/:id', 'DELETE /webinares/:id'],
  },
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
    ],
  },
  {
    path: '/feiraemprego',
    screen: 'jobFairs',
    roles: TUTORING,
    endpoints: ['GET /feiraEmprego', 'POST /feiraEmprego', 'POST /feiraEmprego/:feiraId/pdf', 'PUT /feiraEmprego/:id/ativa'],
  },
  {
    path: '/mat_fisica',
    screen: 'mathPhysicsReport',
    roles: TUTORING,
    menu: { label: 'Matemática / Fisica', roles: TUTORING },
    endpoints: [
      ...TUTORING_ENDPOINTS,
      'GET /tutorias/sessoesByID/:userId/:uc',
      'GET /tutorias/Totalsessoes',
      'GET /tutorias/Temposessoes/:userId/:uc/:academicYear',
      'POST /tutorias/validarSessaoGC',
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
    ],
  },
];

/** Endpoints anyone may call: signing in. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = ['POST /backoffice/login'];

/**
 * Endpoints any signed-in user may call, whatever the role: checking one's own token, and the
 * calls the mobile app makes for its ordinary users (sending a suggestion, reading one's inbox).
 */
export const SIGNED_IN_ENDPOINTS: readonly Endpoint[] = [
  'GET /backoffice/verifytoken',
  'POST /backoffice/logout',
  'POST /bugs',
  'GET /notifications/inbox',
];

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
  const wanted = condition.tutoringType.toLocaleLowerCase('pt');
  return menu.roles.includes(role) || facts.managedTutorias.some((t) => t.toLocaleLowerCase('pt') === wanted);
}

/** The menu section of a user: entries of the table, in its order, that this user sees. */
export function menuFor(role: Role, facts: MenuFacts): ScreenAccess[] {
  return ACCESS.filter((s) => menuShows(s, role, facts));
}

export type EndpointRule = 'public' | 'signed-in' | ReadonlySet<Role>;

/** The server guard's table: for each endpoint, who may call it (union over the screens using it). */
export function endpointRules(): Map<Endpoint, EndpointRule> {
  const rules = new Map<Endpoint, EndpointRule>();
  for (const e of PUBLIC_ENDPOINTS) rules.set(e, 'public');
  for (const e of SIGNED_IN_ENDPOINTS) rules.set(e, 'signed-in');
  for (const screen of ACCESS) {
    for (const e of screen.endpoints) {
      const existing = rules.get(e);
      if (existing === 'public' || existing === 'signed-in') continue;
      if (screen.roles === 'signed-in') {
        rules.set(e, 'signed-in');
        continue;
      }
      rules.set(e, new Set([...(existing ?? []), ...screen.roles]));
    }
  }
  return rules;
}

/** Which screens of the table need a data fact to decide their menu entry. */
export function menuNeeds(role: Role): { notificationTypes: boolean; managedTutorias: boolean } {
  const conditional = ACCESS.filter((s) => s.menu?.condition && canOpen(s, role));
  return {
    notificationTypes: conditional.some((s) => s.menu?.condition?.kind === 'hasNotificationTypes' && s.menu.roles.includes(role)),
    managedTutorias: conditional.some((s) => s.menu?.condition?.kind === 'managerOf' && !s.menu.roles.includes(role)),
  };
}
