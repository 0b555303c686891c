import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ScreenAccess } from '../../contract';
import { Loading } from './Loading';
import { useSessionUser } from './useSessionUser';

const HOME = <Navigate to="/" replace />;

/**
 * The route guard: signed out, to /login; otherwise canAccess's answer for opening the screen
 * (the access table's route roles), a role not allowed being sent to /.
 */
export function Guard({ screen, children }: { screen: ScreenAccess; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <CanAccess resource={screen.screen} action="list" loading={<Loading />} accessDenied={HOME} error={HOME}>
      {children}
    </CanAccess>
  );
}
