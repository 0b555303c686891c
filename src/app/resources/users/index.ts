import type { Area } from '../../areas';
import { API } from '../../../contract/api';
import { unwrapData, unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';
import type { RoleUpdateBody, UsersFilter } from './types';

/**
 * Users: react-admin's verbs on the map's users calls (the role extras' choices, GET
 * /backoffice/unique/cursos and /escolas, are read by the popup with useApiQuery):
 *   list   -> GET /users?limit&page (zero-based)&search      { data, pagination{total} }
 *   update -> PUT /users/:id_utilizador  { role, role_extra } { data: user }
 */
export const usersApi: ResourceApi = {
  name: 'users',
  idField: 'id_utilizador',
  list: verb(API.users.list, (params) => ({ query: { ...zeroBasedPage(params), search: (params.filter as UsersFilter | undefined)?.search?.trim() } }), unwrapPaginated),
  update: verb(
    API.users.update,
    ({ id, data }): { params: { id_utilizador: string }; body: RoleUpdateBody } => ({
      params: { id_utilizador: String(id) },
      body: { role: data.role as RoleUpdateBody['role'], role_extra: (data.role_extra as string[] | null | undefined) ?? null },
    }),
    unwrapData,
  ),
};

/** The /admin/users screen and its endpoints. */
export const users: Area = { screens: { users: lazyScreen(() => import('./UserList'), 'UserList') }, api: usersApi };
