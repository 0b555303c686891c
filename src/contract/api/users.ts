/** The users area: the users list, role administration and the role extras' choices (spec section 3). */
import { call, defineArea } from './call';
import { recordHistoryAnswer } from '../schemas/audit';
import { declaredListQuery } from '../lists/define';
import { usersList } from '../lists/users';
import { uniqueCursosResponse, uniqueEscolasResponse, updateUserBody, userParams, userResponse, usersPage, usersQuery } from '../schemas/users';

export const users = defineArea('users', {
  /** The spec's `limit`, `page` and `search`, with the declared filters and sorts (src/contract/lists/users.ts). */
  list: call('GET', '/users', { query: declaredListQuery(usersQuery, usersList), answer: usersPage }),
  update: call('PUT', '/users/:id_utilizador', { params: userParams, body: updateUserBody, answer: userResponse, versioned: true }),
  /** A user's history ('Histórico'): the audit entries of the user's role, newest first. */
  history: call('GET', '/users/:id_utilizador/historico', { params: userParams, answer: recordHistoryAnswer }),
  /** The CCURSO extras: course ids, with their names. */
  uniqueCursos: call('GET', '/backoffice/unique/cursos', { answer: uniqueCursosResponse }),
  /** The DIRECAO extras: school acronyms, with their names. */
  uniqueEscolas: call('GET', '/backoffice/unique/escolas', { answer: uniqueEscolasResponse }),
});
