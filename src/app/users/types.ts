import type { Role, UserListItem } from '../../contract';

/** A user as the list holds it: the API's fields plus react-admin's `id` (= `id_utilizador`) and its version. */
export type UserRecord = UserListItem & { id: string; version?: string };

/** The list's filter: the search box's text, sent as `search`. */
export interface UsersFilter {
  search?: string;
}

/** PUT /users/:id_utilizador: exactly these two fields. */
export interface RoleUpdateBody {
  role: Role;
  role_extra: string[] | null;
}

/**
 * GET /backoffice/unique/cursos and /backoffice/unique/escolas: the values in `data`; this server
 * also sends their names (`cursos`, `escolas`), which the popup shows when present.
 */
export interface UniqueCursos {
  data: string[];
  cursos?: { id: string; nome: string; escola?: string }[];
}
export interface UniqueEscolas {
  data: string[];
  escolas?: { sigla: string; nome: string }[];
}

/** One choice of the Extra selector. */
export interface ExtraOption {
  value: string;
  label: string;
}
