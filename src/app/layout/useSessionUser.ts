import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider, SessionUser } from '../providers/authProvider';

/** The app's auth provider (react-admin's, with the session's user and facts). */
export function useBackofficeAuthProvider(): BackofficeAuthProvider | undefined {
  return useAuthProvider() as BackofficeAuthProvider | undefined;
}

/** The signed-in user (role upper-cased), or null. */
export function useSessionUser(): SessionUser | null {
  return useBackofficeAuthProvider()?.currentUser() ?? null;
}
