import { normaliseRole, roleNeedsExtras, type Role } from '../../contract';
import type { RoleUpdateBody, UserRecord } from './types';

export interface RoleChoice {
  role: Role;
  extras: string[];
}

/** What the role editor reads of a user. */
export type EditedUser = Pick<UserRecord, 'role' | 'role_extra'>;

/** The user's role as it is now (DEFAULT when empty) with its extras (none for a role that takes none). */
export function initialRoleChoice(user: EditedUser): RoleChoice {
  const role = normaliseRole(user.role);
  return { role, extras: roleNeedsExtras(role) ? [...(user.role_extra ?? [])] : [] };
}

/** Choosing a role: the user's own role brings back the extras the user has; any other clears them. */
export function chooseRole(user: EditedUser, role: Role): RoleChoice {
  return role === normaliseRole(user.role) ? initialRoleChoice(user) : { role, extras: [] };
}

/** The PUT body: the extras for CCURSO and DIRECAO, null for every other role. */
export function roleUpdateBody({ role, extras }: RoleChoice): RoleUpdateBody {
  return { role, role_extra: roleNeedsExtras(role) ? [...extras] : null };
}
