import { useState } from 'react';
import { normaliseRole, roleNeedsExtras, type Role } from '../../../contract';
import type { RoleUpdateBody, UserRecord } from './types';

export interface RoleChoice {
  role: Role;
  extras: string[];
}

type EditedUser = Pick<UserRecord, 'role' | 'role_extra'>;

/** The user's role as it is now (DEFAULT when empty) with its extras. */
export function initialRoleChoice(user: EditedUser): RoleChoice {
  return { role: normaliseRole(user.role), extras: [...(user.role_extra ?? [])] };
}

/** Choosing a role: the user's own role brings back the extras the user has; any other clears them. */
export function chooseRole(user: EditedUser, role: Role): RoleChoice {
  return role === normaliseRole(user.role) ? initialRoleChoice(user) : { role, extras: [] };
}

/** Atualizar is disabled while a role that needs extras (CCURSO, DIRECAO) has none. */
export function canSubmitRole({ role, extras }: RoleChoice): boolean {
  return !roleNeedsExtras(role) || extras.length > 0;
}

/** The PUT body: the extras for CCURSO and DIRECAO, null for every other role. */
export function roleUpdateBody({ role, extras }: RoleChoice): RoleUpdateBody {
  return { role, role_extra: roleNeedsExtras(role) ? [...extras] : null };
}

/** The popup's state: the chosen role and extras, by the rules above. */
export function useRoleEditor(user: EditedUser) {
  const [choice, setChoice] = useState<RoleChoice>(() => initialRoleChoice(user));
  return {
    ...choice,
    needsExtras: roleNeedsExtras(choice.role),
    canSubmit: canSubmitRole(choice),
    body: roleUpdateBody(choice),
    setRole: (role: Role) => setChoice(chooseRole(user, role)),
    setExtras: (extras: string[]) => setChoice((current) => ({ ...current, extras })),
  };
}
