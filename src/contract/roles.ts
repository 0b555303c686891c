/** The roles a signed-in user may hold. DEFAULT is "no special role". */
export const ROLES = [
  'ADMIN',
  'DEV',
  'CCURSO',
  'DIRECAO',
  'PRESIDENCIA',
  'GCI',
  'RH',
  'TUTORIAS_ADMIN',
  'TUTORIAS',
  'DEFAULT',
] as const;

export type Role = (typeof ROLES)[number];

/** The administrator roles: every screen of administration, every school, everyone's records. */
export const ADMIN_ROLES = ['ADMIN', 'DEV'] as const satisfies readonly Role[];

export function isAdminRole(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role);
}

/** Roles that carry a list of extras in `role_extra`: CCURSO course ids, DIRECAO school acronyms. */
export const ROLES_WITH_EXTRAS = ['CCURSO', 'DIRECAO'] as const satisfies readonly Role[];

/** Roles that see the role-filtered menu section (every role but DEFAULT). */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'DEFAULT');

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The client upper-cases the role; an empty or unknown role is DEFAULT. */
export function normaliseRole(value: string | null | undefined): Role {
  const upper = (value ?? '').trim().toUpperCase();
  return isRole(upper) ? upper : 'DEFAULT';
}

export function roleNeedsExtras(role: Role): boolean {
  return (ROLES_WITH_EXTRAS as readonly Role[]).includes(role);
}

/** Every role of the tutoring area (spec route table: /tutorias, /webinares, ...). */
export const TUTORING_ROLES = ['TUTORIAS_ADMIN', 'TUTORIAS', 'ADMIN', 'DEV'] as const satisfies readonly Role[];

/** The tutoring area's administrators (spec section 6: manager editor, webinars, peer mentoring). */
export const TUTORING_ADMIN_ROLES = ['ADMIN', 'DEV', 'TUTORIAS_ADMIN'] as const satisfies readonly Role[];

/** Roles that schedule notifications (their own; ADMIN and DEV see everyone's). */
export const NOTIFICATION_AUTHORS = ['ADMIN', 'DEV', 'PRESIDENCIA', 'CCURSO', 'DIRECAO', 'GCI'] as const satisfies readonly Role[];

/** Roles that read and answer HR requests. */
export const HR_ROLES = [...ADMIN_ROLES, 'RH'] as const;

/** Who may create and delete a tutoria, edit its managers, and filter enrolments by school (spec section 6). */
export const TUTORIA_CREATORS = ADMIN_ROLES;
export const TUTORIA_MANAGER_EDITORS = TUTORING_ADMIN_ROLES;
export const ENROLMENT_SCHOOL_FILTER_ROLES = ['ADMIN', 'TUTORIAS_ADMIN'] as const satisfies readonly Role[];
