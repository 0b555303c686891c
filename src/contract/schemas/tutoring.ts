import { z } from 'zod';

/** GET /tutorias/availableManagers: who may manage programmes, and which each manages (spec section 3). */
export const availableManager = z.object({
  id_utilizador: z.string(),
  nome: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  managingTutorias: z.array(z.string()),
});
export type AvailableManager = z.infer<typeof availableManager>;
export const availableManagerList = z.object({ data: z.array(availableManager) });
