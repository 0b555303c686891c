import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { ROLES, roleNeedsExtras } from '../roles';
import { paginationInfo, paginationQuery } from './pagination';
import { recordVersion, recordVersions } from './version';

export const USER_SEARCH_MAX = 100;
export const ROLE_EXTRAS_MAX = 50;

/** A user in the users list (spec section 3); `role` null means DEFAULT. The spec's fields: its version is answered beside it. */
export const userListItem = z.object({
  id_utilizador: z.string(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  role_extra: z.array(z.string()).nullable(),
});
export type UserListItem = z.infer<typeof userListItem>;

/** GET /users?limit&page&search: search over id, name and e-mail, ignoring case and accents. */
export const usersQuery = paginationQuery(PAGE_SIZE.users).extend({
  search: z.string().trim().max(USER_SEARCH_MAX, `Pesquisa demasiado longa (máximo ${USER_SEARCH_MAX} caracteres).`).optional(),
});

export const usersPage = z.object({ data: z.array(userListItem), pagination: paginationInfo, versions: recordVersions });
export type UsersPage = z.infer<typeof usersPage>;

export const userParams = z.object({ id_utilizador: z.string().min(1) });

/**
 * PUT /users/:id_utilizador. The role is upper-cased; CCURSO and DIRECAO need at least one extra
 * (course ids, school acronyms), the other roles take none (null or an empty list).
 */
export const updateUserBody = z
  .object({
    role: z
      .string({ error: 'Role é obrigatório.' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(ROLES, { error: 'Role desconhecido.' })),
    role_extra: z
      .array(z.string({ error: 'Extra inválido.' }).trim().min(1, 'Extra inválido.'), {
        error: 'role_extra deve ser uma lista ou null.',
      })
      .max(ROLE_EXTRAS_MAX, `Máximo de ${ROLE_EXTRAS_MAX} extras.`)
      .nullable()
      .optional(),
  })
  .superRefine(({ role, role_extra }, ctx) => {
    const count = role_extra?.length ?? 0;
    if (roleNeedsExtras(role) && count === 0) {
      ctx.addIssue({ code: 'custom', path: ['role_extra'], message: `O role ${role} precisa de pelo menos um extra.` });
    }
    if (!roleNeedsExtras(role) && count > 0) {
      ctx.addIssue({ code: 'custom', path: ['role_extra'], message: `O role ${role} não aceita extras.` });
    }
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userResponse = z.object({ data: userListItem, version: recordVersion });

/** GET /backoffice/unique/cursos: course ids in `data` (the CCURSO extras), with names in `cursos`. */
export const uniqueCursosResponse = z.object({
  data: z.array(z.string()),
  cursos: z.array(z.object({ id: z.string(), nome: z.string(), escola: z.string() })),
});

/** GET /backoffice/unique/escolas: school acronyms in `data` (the DIRECAO extras), with names in `escolas`. */
export const uniqueEscolasResponse = z.object({
  data: z.array(z.string()),
  escolas: z.array(z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() })),
});
