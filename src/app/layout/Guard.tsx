import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpen, type ScreenAccess } from '../../contract';
import { useSessionUser } from './useSessionUser';

/** The route guard from the access table: a role not allowed on the screen is sent to /. */
export function Guard({ screen, children }: { screen: ScreenAccess; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/login" replace />;
  if (!canOpen(screen, user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
