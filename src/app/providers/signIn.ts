import type { LoginResponse, SignedInUser } from '../../contract/schemas/auth';
import { loginMessages } from '../layout/loginMessages';
import type { HttpClient } from './http';

/**
 * POST /backoffice/login: the token and the user, or an Error carrying the server's `mensagem`
 * (spec section 8: 'Autenticação falhou' when it gives none, the server's own text otherwise).
 */
export async function requestSignIn(http: HttpClient, { username, password }: { username: string; password: string }): Promise<{ token: string; user: SignedInUser }> {
  const response = await http<LoginResponse>('/backoffice/login', { method: 'POST', body: { username, password } }).catch((error: Error) => {
    throw new Error(error.message || loginMessages.failed);
  });
  if (!response.status || !response.token || !response.user) throw new Error(response.mensagem || loginMessages.failed);
  return { token: response.token, user: response.user };
}

/** What the server says of a stored token: whose it is, refused (expired, revoked), or no answer. */
export type TokenVerdict = { kind: 'valid'; user: SignedInUser } | { kind: 'refused' } | { kind: 'unreachable' };

/** GET /backoffice/verifytoken with the stored token. */
export async function verifyToken(http: HttpClient): Promise<TokenVerdict> {
  try {
    const { data } = await http<{ data: SignedInUser }>('/backoffice/verifytoken');
    return { kind: 'valid', user: data };
  } catch (error) {
    return (error as { status?: number }).status === 401 ? { kind: 'refused' } : { kind: 'unreachable' };
  }
}
