import { z } from 'zod';
import { isAdminRole, type Role } from '../roles';
import { SCHOOLS } from '../constants';

const BAD_UNIT = `Unidade orgânica inválida: use um número de ${SCHOOLS[0].id} a ${SCHOOLS[SCHOOLS.length - 1].id}.`;

/** GET /users/medabandono?UO={school id}. */
export const abandonmentQuery = z.object({
  UO: z.coerce
    .number({ error: BAD_UNIT })
    .int(BAD_UNIT)
    .refine((id) => SCHOOLS.some((s) => s.id === id), BAD_UNIT),
});

/** A user flagged for abandonment in a unit (spec section 3). */
export const abandonmentUser = z.object({
  id_utilizador: z.string(),
  nome_completo: z.string().nullable(),
  num_utilizador: z.string().nullable(),
  email_interno: z.string().nullable(),
  descricao: z.string(),
});
export type AbandonmentUser = z.infer<typeof abandonmentUser>;

export const abandonmentResponse = z.object({ data: z.array(abandonmentUser) });

export type School = (typeof SCHOOLS)[number];

/** The schools whose flags a user may see, in the spec's id order: every school for ADMIN and DEV, DIRECAO the ones in its role_extra. */
export function abandonmentSchools(role: Role, roleExtra: readonly string[] | null): School[] {
  if (isAdminRole(role)) return [...SCHOOLS];
  if (role !== 'DIRECAO') return [];
  const own = new Set((roleExtra ?? []).map((s) => s.trim().toUpperCase()));
  return SCHOOLS.filter((s) => own.has(s.sigla));
}
