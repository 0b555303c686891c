import { z } from 'zod';
import { CREDENTIAL_MAX, CREDENTIAL_REQUIRED, credentialTooLong } from '../credentials';

/** The login body; the form checks the same rules without zod (credentials.ts), with these messages. */
export const loginBody = z.object({
  username: z.string({ error: CREDENTIAL_REQUIRED.username }).trim().min(1, CREDENTIAL_REQUIRED.username).max(CREDENTIAL_MAX.username, credentialTooLong('username')),
  password: z.string({ error: CREDENTIAL_REQUIRED.password }).min(1, CREDENTIAL_REQUIRED.password).max(CREDENTIAL_MAX.password, credentialTooLong('password')),
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
