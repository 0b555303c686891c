/**
 * The auth area's calls by method and path alone; ./auth.ts adds their schemas. The login page, the
 * first download of a signed-out user, carries no zod (../credentials.ts): it sends these calls by
 * this module (src/app/providers/signIn.ts), and reads their answers by the area's types (a
 * type-only import). A module of its own, importing nothing at run time: the first download holds
 * the whole of every module it imports, and one that imported the schemas would bring zod into it.
 */
import type { CallDeclaration } from './call';

export const authCalls = {
  login: { method: 'POST', path: '/backoffice/login' },
  verifyToken: { method: 'GET', path: '/backoffice/verifytoken' },
  logout: { method: 'POST', path: '/backoffice/logout' },
} as const satisfies Record<string, CallDeclaration>;
