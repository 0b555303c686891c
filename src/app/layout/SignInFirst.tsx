import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { BackofficeAuthProvider } from '../providers/authProvider';
import { useSignedInUser } from './useSessionUser';
import { LOGIN_PATH } from './loginMessages';


/**
 * Signed out, every address but /login goes straight to the login form (spec: "Unauthenticated
 * users are sent to /login"). Decided here, before react-admin mounts, because its own route
 * (requireAuth's LogoutOnMount) races its store reset against the router's transition and kept a
 * signed-out deep link blank for 12–17 s (marmelab/react-admin#10764, #10885).
 */
export function SignInFirst({ authProvider, children }: { authProvider: BackofficeAuthProvider; children: ReactNode }) {
  const user = useSignedInUser(authProvider);
  const { pathname } = useLocation();
  if (!user && pathname !== LOGIN_PATH) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}
