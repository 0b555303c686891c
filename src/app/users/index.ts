import type { Area } from '../areas';
import { API } from '../../contract/api';
import { unwrapVersioned, verb, versionRead, zeroBasedPage, type ResourceApi } from '../providers/dataProvider';
import { lazyComponent } from '../components/lazyComponent';
import { listQueryOf } from '../lists/listQuery';
import { usersList } from '../../contract/lists/users';
import type { RoleUpdateBody, UsersFilter } from './types';

/**
 * Users: react-admin's verbs on the map's users calls (the role extras' choices, GET
 * /backoffice/unique/cursos and /escolas, are read by the popup with useApiQuery):
 *   list   -> GET /users?limit&page (zero-based)&search, and the declared filters and sorts
 *             (lists/users.ts: `role`, `school`, `course`, `sort=name|id|email&order`)   { data, pagination{total}, versions }
 *   update -> PUT /users/:id_utilizador  { role, role_extra } { data: user, version }
 * Each user gets its version from `versions`; the update sends back the one of previousData.
 */
export const usersApi: ResourceApi = {
  name: 'users',
  idField: 'id_utilizador',
  list: verb(
    API.users.list,
    (params) => ({ query: { ...zeroBasedPage(params), search: (params.filter as UsersFilter | undefined)?.search?.trim(), ...listQueryOf(usersList, params) } }),
    unwrapVersioned('id_utilizador'),
  ),
  update: verb(
    API.users.update,
    ({ id, data, previousData, meta }): { params: { id_utilizador: string }; body: RoleUpdateBody; version?: string } => ({
      params: { id_utilizador: String(id) },
      body: { role: data.role as RoleUpdateBody['role'], role_extra: (data.role_extra as string[] | null | undefined) ?? null },
      version: versionRead(previousData, meta),
    }),
    ({ data, version }) => ({ ...data, version }),
  ),
};

/** The /admin/users screen and its endpoints. */
export const users: Area = { screens: { users: lazyComponent(() => import('./UserList'), 'UserList') }, api: usersApi };
