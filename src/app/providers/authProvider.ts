import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  DECLARED_RESOURCES,
  managesType,
  mayUse,
  normaliseRole,
  verbOfAction,
  type AnyResource,
  type LoginResponse,
  type Role,
  type SignedInUser,
} from '../../contract';
import { fetchManagedTutorias } from './managedTutorias';
import { http as defaultHttp, tokenStore, type HttpClient } from './http';

export const DEFAULT_LOGIN_ERROR = 'Autenticação falhou';
export const DEFAULT_AVATAR = '/default-avatar.svg';

export interface SessionUser extends SignedInUser {
  /** The role upper-cased, DEFAULT when empty. */
  role: Role;
}

export interface BackofficeAuthProvider extends AuthProvider {
  /** On start: verify a stored token; on failure stay signed out, silently. */
  restore(): Promise<void>;
  currentUser(): SessionUser | null;
  /** Titles of the programmes the signed-in user manages: asked once per session, for the menu and the access rules. */
  managedTutorias(): Promise<string[]>;
}

/** First and last name, or the capitalised user id when there is no name. */
export function displayName(user: Pick<SignedInUser, 'nome' | 'id_utilizador'>): string {
  const parts = (user.nome ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return user.id_utilizador.charAt(0).toUpperCase() + user.id_utilizador.slice(1);
  return parts.length === 1 ? parts[0] : `${parts[0]} ${parts[parts.length - 1]}`;
}

/** The photo as a data URL (the API sends bare base64), or the default image. */
export function avatarUrl(fotografia: string | null): string {
  if (!fotografia) return DEFAULT_AVATAR;
  if (fotografia.startsWith('data:')) return fotografia;
  const mime = fotografia.startsWith('PHN2') ? 'image/svg+xml' : fotografia.startsWith('iVBOR') ? 'image/png' : 'image/jpeg';
  return `data:${mime};base64,${fotografia}`;
}

function toSessionUser(user: SignedInUser): SessionUser {
  return { ...user, role: normaliseRole(user.role) };
}

export function createAuthProvider(http: HttpClient = defaultHttp, resources: readonly AnyResource[] = DECLARED_RESOURCES): BackofficeAuthProvider {
  let user: SessionUser | null = null;
  /** The programmes the signed-in user manages, fetched once per session when a rule asks. */
  let managed: Promise<string[]> | null = null;

  const signOut = () => {
    tokenStore.clear();
    user = null;
    managed = null;
  };
  const managedTutorias = () => (user ? (managed ??= fetchManagedTutorias(http, user.id_utilizador)) : Promise.resolve([]));

  return {
    async restore() {
      if (!tokenStore.get()) return;
      try {
        const { data } = await http<{ data: SignedInUser }>('/backoffice/verifytoken');
        user = toSessionUser(data);
      } catch {
        signOut();
      }
    },
    currentUser: () => user,
    managedTutorias,
    async login({ username, password }: { username: string; password: string }) {
      const response = await http<LoginResponse>('/backoffice/login', { method: 'POST', body: { username, password } }).catch(
        (error: Error) => {
          throw new Error(error.message || DEFAULT_LOGIN_ERROR);
        },
      );
      if (!response.status || !response.token || !response.user) throw new Error(response.mensagem || DEFAULT_LOGIN_ERROR);
      tokenStore.set(response.token);
      user = toSessionUser(response.user);
      managed = null;
    },
    async logout() {
      if (tokenStore.get()) await http('/backoffice/logout', { method: 'POST' }).catch(() => undefined);
      signOut();
    },
    async checkAuth() {
      if (!user) throw new Error('not signed in');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        signOut();
        throw new Error('session expired');
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      if (!user) throw new Error('not signed in');
      return { id: user.id_utilizador, fullName: displayName(user), avatar: avatarUrl(user.fotografia) };
    },
    async getPermissions() {
      return user?.role ?? null;
    },
    /** A declared resource's verbs follow its declaration (the server's rules); other resources are guarded by their routes. */
    async canAccess({ resource, action }: { resource?: string; action: string }) {
      const declared = resources.find((r) => r.name === resource);
      const verb = verbOfAction(action);
      if (!declared || !verb) return true;
      if (!user) return false;
      return mayUse(declared, verb, user.role, async (condition) => managesType(await managedTutorias(), condition.tutoringType));
    },
  };
}
