import type { auth } from '../../contract/api/auth';
import { authCalls } from '../../contract/api/authCalls';
import type { CallAnswer, CallInput } from '../../contract/api/call';
import type { SignedInUser } from '../../contract/schemas/auth';
import { loginMessages } from '../layout/loginMessages';
import type { HttpClient } from './http';

type AuthCall = keyof typeof authCalls;

/**
 * One call of the map's auth area, by its method and path (none has path params), typed by the
 * area's schemas: this module is in the login page's download, which carries no zod
 * (src/contract/api/authCalls.ts).
 */
function send<K extends AuthCall>(http: HttpClient, name: K, body?: CallInput<(typeof auth)[K]>['body']): Promise<CallAnswer<(typeof auth)[K]>> {
  const { method, path } = authCalls[name];
  return http(path, { method, body });
}

/**
 * Sign-in (auth.login): the token and the user, or an Error carrying the server's `mensagem`
 * (spec section 8: 'Autenticação falhou' when it gives none, the server's own text otherwise).
 */
export async function requestSignIn(http: HttpClient, { username, password }: { username: string; password: string }): Promise<{ token: string; user: SignedInUser }> {
  const response = await send(http, 'login', { username, password }).catch((error: Error) => {
    throw new Error(error.message || loginMessages.failed);
  });
  if (!response.status || !response.token || !response.user) throw new Error(response.mensagem || loginMessages.failed);
  return { token: response.token, user: response.user };
}

/** What the server says of a stored token: whose it is, refused (expired, revoked), or no answer. */
export type TokenVerdict = { kind: 'valid'; user: SignedInUser } | { kind: 'refused' } | { kind: 'unreachable' };

/** The stored token's check (auth.verifyToken). */
export async function verifyToken(http: HttpClient): Promise<TokenVerdict> {
  try {
    const { data } = await send(http, 'verifyToken');
    return { kind: 'valid', user: data };
  } catch (error) {
    return (error as { status?: number }).status === 401 ? { kind: 'refused' } : { kind: 'unreachable' };
  }
}

/** Sign-out (auth.logout): the server forgets the stored token. */
export function requestSignOut(http: HttpClient): Promise<CallAnswer<typeof auth.logout>> {
  return send(http, 'logout');
}
