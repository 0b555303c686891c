import { z } from 'zod';

export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The signed-in user as the API returns it (spec section 3). */
export const signedInUser = z.object({
  id_utilizador: z.string(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  role_extra: z.array(z.string()).nullable(),
  fotografia: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  tipo: z.string().nullable(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

export const loginResponse = z.object({
  status: z.boolean(),
  mensagem: z.string(),
  user: signedInUser.nullable(),
  token: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyTokenResponse = z.object({ data: signedInUser });
