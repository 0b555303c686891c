import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { LoginForm } from './layout/LoginForm';
import { http, tokenStore } from './providers/http';
import { requestSignIn } from './providers/signIn';
import type { SessionNotice } from './providers/authProvider';
import { darkTheme, theme } from './theme';

/** The theme the user chose last (react-admin keeps it in its store as RaStore.theme). */
function chosenTheme() {
  try {
    return JSON.parse(localStorage.getItem('RaStore.theme') ?? '"light"') === 'dark' ? darkTheme : theme;
  } catch {
    return theme;
  }
}

/**
 * The first page of a signed-out visit, whatever address was opened: the login form alone, without
 * react-admin. Once the server accepts the credentials the token is stored and `onSignedIn` starts
 * the back-office (fetched meanwhile: see main.tsx); the button keeps spinning until it is there.
 */
export function SignInPage({ onSignedIn, notice }: { onSignedIn: () => Promise<void>; notice: SessionNotice }) {
  const signIn = async (credentials: { username: string; password: string }) => {
    const { token } = await requestSignIn(http, credentials);
    tokenStore.set(token);
    await onSignedIn();
  };
  return (
    <ThemeProvider theme={createTheme(chosenTheme())}>
      <CssBaseline />
      <LoginForm signIn={signIn} notice={notice} />
    </ThemeProvider>
  );
}
