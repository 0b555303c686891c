import { useAuthProvider } from 'react-admin';
import type { BackofficeAuthProvider, SessionUser } from '../providers/authProvider';

/** The signed-in user (role upper-cased), or null. */
export function useSessionUser(): SessionUser | null {
  const authProvider = useAuthProvider() as BackofficeAuthProvider | undefined;
  return authProvider?.currentUser() ?? null;
}
