import type { SignedInUser } from '../../contract';
import type { User } from '../db/schema';

/** The signed-in user as the contract shows it (no password hash, no internal columns). */
export function toSignedInUser(user: User): SignedInUser {
  return {
    id_utilizador: user.idUtilizador,
    nome: user.nome,
    email: user.email,
    role: user.role,
    role_extra: user.roleExtra ?? null,
    fotografia: user.fotografia,
    unidade_organica: user.unidadeOrganica,
    tipo: user.tipo,
  };
}
