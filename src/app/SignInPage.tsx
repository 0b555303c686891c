import { LoginForm } from './layout/LoginForm';
import { http, tokenStore } from './providers/http';
import { requestSignIn } from './providers/signIn';
import type { SessionNotice } from './providers/authProvider';
import type { ThemeMode } from './palette';

/** The theme the user chose last (react-admin keeps it in its store as RaStore.theme). */
function chosenMode(): ThemeMode {
  try {
    return JSON.parse(localStorage.getItem('RaStore.theme') ?? '"light"') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The first page of a signed-out visit, whatever address was opened: the login form alone, without
 * react-admin or MUI. Once the server accepts the credentials the token is stored and `onSignedIn`
 * starts the back-office (fetched meanwhile: see main.tsx); the button keeps spinning until it is there.
 */
export function SignInPage({ onSignedIn, notice }: { onSignedIn: () => Promise<void>; notice: SessionNotice }) {
  const signIn = async (credentials: { username: string; password: string }) => {
    const { token } = await requestSignIn(http, credentials);
    tokenStore.set(token);
    await onSignedIn();
  };
  return <LoginForm signIn={signIn} notice={notice} mode={chosenMode()} />;
}
