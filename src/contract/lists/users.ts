/**
 * The users list's filters and sorts (GET /users, the /admin/users screen;
 * src/contract/lists/define.ts). The spec's own `search` (the 'Procurar' box) stays the list's base
 * query, answered as before and combinable with these.
 */
import { SCHOOLS } from '../constants';
import { ROLES } from '../roles';
import { defineList } from './define';

/**
 * `role`: the role as the app reads it, DEFAULT being no role (what the Role column shows);
 * `school`: the user's organic unit (its sigla); `course`: the user's course id, as it is (the screen
 * offers the courses of /backoffice/unique/cursos; an id no user has finds none). By name (no name
 * last) unless asked, as the list always was; no sort by role (migration 0034 says why).
 */
export const usersList = defineList({
  filters: {
    role: { kind: 'oneOf', label: 'Role', choices: ROLES.map((role) => ({ id: role, name: role })) },
    school: { kind: 'oneOf', label: 'Escola', choices: SCHOOLS.map((s) => ({ id: s.sigla, name: s.sigla })) },
    course: { kind: 'exact', label: 'Curso', max: 50 },
  },
  alwaysOn: ['role', 'school', 'course'],
  sorts: ['name', 'id', 'email'],
  defaultSort: { field: 'name', order: 'ASC' },
});
