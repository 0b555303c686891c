import { useSyncExternalStore } from 'react';
import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider, SessionUser } from '../providers/authProvider';

/** The app's auth provider (react-admin's, with the session's user and facts). */
export function useBackofficeAuthProvider(): BackofficeAuthProvider | undefined {
  return useAuthProvider() as BackofficeAuthProvider | undefined;
}

/** The signed-in user (role upper-cased), or null; components re-render when the user signs in or out. */
export function useSessionUser(): SessionUser | null {
  return useSignedInUser(useBackofficeAuthProvider());
}

const noSubscription = () => () => undefined;

/** The same, for a provider given directly (outside react-admin's context). */
export function useSignedInUser(provider: BackofficeAuthProvider | undefined): SessionUser | null {
  return useSyncExternalStore(provider?.subscribe ?? noSubscription, () => provider?.currentUser() ?? null);
}
