import { Navigate } from 'react-router-dom';
import { useLogin } from 'react-admin';
import { useTheme } from '@mui/material/styles';
import { LoginForm } from './LoginForm';
import { useBackofficeAuthProvider, useSessionUser } from './useSessionUser';

/** react-admin's login page (after signing out, or when the server ends a session): the same form, signing in through the auth provider, in the theme react-admin shows. */
export function Login() {
  const login = useLogin();
  const user = useSessionUser();
  const notice = useBackofficeAuthProvider()?.sessionNotice();
  const mode = useTheme().palette.mode;
  if (user) return <Navigate to="/" replace />;
  return <LoginForm signIn={(credentials) => login(credentials, '/')} notice={notice} mode={mode} />;
}
