import type { Area } from '../../areas';
import { idPath, unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';
import type { RoleUpdateBody, UsersFilter } from './types';

/**
 * Users on the wire:
 *   list         -> GET /users?limit&page (zero-based)&search      { data, pagination{total} }
 *   update       -> PUT /users/:id_utilizador  { role, role_extra } { data: user }
 *   uniqueCursos -> GET /backoffice/unique/cursos                   { data: course ids[, cursos] }
 *   uniqueEscolas-> GET /backoffice/unique/escolas                  { data: school acronyms[, escolas] }
 */
export const usersApi: ResourceApi = {
  name: 'users',
  idField: 'id_utilizador',
  list: {
    path: '/users',
    query: (params) => ({ ...zeroBasedPage(params), search: (params.filter as UsersFilter | undefined)?.search?.trim() }),
    unwrap: unwrapPaginated,
  },
  update: {
    method: 'PUT',
    path: idPath('/users'),
    body: ({ data }): RoleUpdateBody => ({ role: data.role as RoleUpdateBody['role'], role_extra: (data.role_extra as string[] | null | undefined) ?? null }),
  },
  actions: {
    uniqueCursos: { method: 'GET', path: '/backoffice/unique/cursos' },
    uniqueEscolas: { method: 'GET', path: '/backoffice/unique/escolas' },
  },
};

/** The /admin/users screen and its endpoints. */
export const users: Area = { screens: { users: lazyScreen(() => import('./UserList'), 'UserList') }, api: usersApi };
