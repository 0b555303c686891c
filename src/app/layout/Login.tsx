import { Navigate } from 'react-router-dom';
import { useLogin } from 'react-admin';
import { LoginForm } from './LoginForm';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

/** react-admin's login page (after signing out, or when the server ends a session): the same form, signing in through the auth provider. */
export function Login() {
  const login = useLogin();
  const user = useSessionUser();
  const notice = useBackofficeAuthProvider()?.sessionNotice();
  if (user) return <Navigate to="/" replace />;
  return <LoginForm signIn={(credentials) => login(credentials, '/')} notice={notice} />;
}
