import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  ACCESS,
  accessRules,
  DECLARED_RESOURCES,
  declaredScreen,
  managesType,
  mayAccess,
  normaliseRole,
  verbOfAction,
  type AnyResource,
  type Meets,
  type Role,
  type ScreenAccess,
  type SignedInUser,
} from '../../contract';
import { API } from '../../contract/api';
import { fetchManagedTutorias } from './managedTutorias';
import { http as defaultHttp, tokenStore, type HttpClient } from './http';
import { forgetEarlyReads } from './earlyReads';
import { requestSignIn, requestSignOut, verifyToken, type TokenVerdict } from './signIn';

export const DEFAULT_AVATAR = '/default-avatar.svg';

export interface SessionUser extends SignedInUser {
  /** The role upper-cased, DEFAULT when empty. */
  role: Role;
}

/**
 * Why the user is at the login page without having signed out: the server no longer accepts the
 * session ('ended'), or could not be asked at start ('unreachable': the token is kept for a reload).
 */
export type SessionNotice = 'ended' | 'unreachable' | null;

export interface BackofficeAuthProvider extends AuthProvider {
  /**
   * On start: verify a stored token (or take the verdict of a check already under way); a refused
   * one signs out ('ended'), an unanswered one is kept ('unreachable').
   */
  restore(verdict?: Promise<TokenVerdict>): Promise<void>;
  currentUser(): SessionUser | null;
  /** Called whenever the user signs in or out (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** Set when the server refused the session (expired, revoked, purged); cleared by signing in or out. */
  sessionNotice(): SessionNotice;
  /** Titles of the programmes the signed-in user manages: asked once per session, for the menu and the access rules. */
  managedTutorias(): Promise<string[]>;
  /**
   * What canAccess answers the signed-in user without asking the server: every screen's route
   * ('list') and named abilities. The App puts them in react-admin's cache, so that a route or a
   * screen asking them is drawn at once rather than after a pending check.
   */
  settledAccess?(): { resource: string; action: string; canAccess: boolean }[];
}

/** The data areas of the endpoint map, by react-admin's resource name ('suggestions', 'notifications'). */
const DATA_AREAS: ReadonlySet<string> = new Set(Object.keys(API));

/** The access table canAccess answers from: the product's, and the screen of any declared resource given beyond it (a test's). */
function tableWith(resources: readonly AnyResource[]): readonly ScreenAccess[] {
  const table: readonly ScreenAccess[] = ACCESS;
  return [...table, ...resources.filter((r) => !table.some((s) => s.resource === r)).map((r) => declaredScreen(r))];
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

/** What react-admin shows of the signed-in user (its getIdentity). */
export function identityOf(user: SessionUser): UserIdentity {
  return { id: user.id_utilizador, fullName: displayName(user), avatar: avatarUrl(user.fotografia) };
}

/** What the auth checks throw when nobody is signed in: react-admin redirects to /login without a toast. */
const SIGNED_OUT = { message: false } as const;

function toSessionUser(user: SignedInUser): SessionUser {
  return { ...user, role: normaliseRole(user.role) };
}

export function createAuthProvider(http: HttpClient = defaultHttp, resources: readonly AnyResource[] = DECLARED_RESOURCES): BackofficeAuthProvider {
  let user: SessionUser | null = null;
  let notice: SessionNotice = null;
  /** The programmes the signed-in user manages, fetched once per session when a rule asks. */
  let managed: Promise<string[]> | null = null;
  /** The sign-out on purpose under way. */
  let leaving: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const table = tableWith(resources);
  const rules = accessRules(table);

  const signIn = (signedIn: SignedInUser) => {
    user = toSessionUser(signedIn);
    managed = null;
    notice = null;
    changed();
  };
  const signOut = (reason: SessionNotice = null) => {
    tokenStore.clear();
    forgetEarlyReads();
    const wasSignedIn = user !== null;
    user = null;
    managed = null;
    notice = reason;
    if (wasSignedIn) changed();
  };
  const managedTutorias = () => (user ? (managed ??= fetchManagedTutorias(http, user.id_utilizador)) : Promise.resolve([]));
  const meets: Meets = async (condition) => managesType(await managedTutorias(), condition.tutoringType);

  return {
    async restore(verdict) {
      if (!tokenStore.get()) return;
      const answer = await (verdict ?? verifyToken(http));
      if (answer.kind === 'valid') signIn(answer.user);
      else if (answer.kind === 'refused') signOut('ended');
      else notice = 'unreachable';
    },
    currentUser: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sessionNotice: () => notice,
    managedTutorias,
    async login(credentials: { username: string; password: string }) {
      const { token, user: signedIn } = await requestSignIn(http, credentials);
      tokenStore.set(token);
      signIn(signedIn);
    },
    /**
     * Signing out on purpose (once, however often react-admin asks while it is under way); after a
     * refused session (already signed out) the notice stays for the login page.
     */
    logout() {
      if (!user) return Promise.resolve();
      leaving ??= (async () => {
        if (tokenStore.get()) await requestSignOut(http).catch(() => undefined);
        signOut();
      })().finally(() => (leaving = null));
      return leaving;
    },
    // Refusals carry `message: false`: react-admin then shows no toast (it would be English), and
    // the login page says why in Portuguese (sessionNotice).
    async checkAuth() {
      if (!user) throw SIGNED_OUT;
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        // Only news while signed in: a read still under way when the user signed out on purpose is
        // refused once the server has ended the session, during that sign-out or after it.
        if (user && !leaving) signOut('ended');
        throw SIGNED_OUT;
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      if (!user) throw SIGNED_OUT;
      return identityOf(user);
    },
    async getPermissions() {
      return user?.role ?? null;
    },
    /**
     * The access table's answer (mayAccess): a screen's route, endpoints and abilities, a declared
     * resource's verbs, the managerOf condition asked through managedTutorias(). Beyond the table,
     * react-admin's list controllers read a data area of the endpoint map inside a screen whose route
     * has already answered (ListBase's 'list' on 'notifications'): reading it is let through, the server
     * guarding each call; nothing else is. Signed out: nothing.
     */
    async canAccess({ resource = '', action }: { resource?: string; action: string }) {
      if (!user) return false;
      if (!rules.screens.has(resource)) return DATA_AREAS.has(resource) && verbOfAction(action) === 'list';
      return mayAccess(rules, resource, action, user.role, meets);
    },
    settledAccess() {
      const role = user?.role;
      if (!role) return [];
      return table.flatMap((s) =>
        ['list', ...Object.keys(s.abilities ?? {})].flatMap((action) => {
          const canAccess = mayAccess(rules, s.screen, action, role, meets);
          return typeof canAccess === 'boolean' ? [{ resource: s.screen, action, canAccess }] : [];
        }),
      );
    },
  };
}
