// First: the stored token's check, and the address's reads and code, leave before React is evaluated.
import { storedTokenVerdict } from './startEarly';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOADING, LOGIN_PATH } from './layout/loginMessages';
import { tokenStore } from './providers/http';
import { forgetEarlyReads } from './providers/earlyReads';
import type { TokenVerdict } from './providers/signIn';
import type { SessionNotice } from './providers/authProvider';
import { SignInPage } from './SignInPage';
import { INSTITUTION_TIME_ZONE } from '../contract/constants';

const root = createRoot(document.getElementById('root')!);
/**
 * The back-office itself: react-admin and the screens, a chunk of its own, evaluated in three
 * steps (each import a task of its own): the theme (MUI's styling), then the catalogue of texts,
 * then the rest. Evaluated at once, that code was the load's longest task (Lighthouse's mobile
 * runs: 290-440 ms at its 4x CPU), blocking the main thread that long.
 */
const loadBackOffice = async () => {
  await import('./theme');
  await import('./providers/i18n');
  return import('./App');
};

/** Shows the back-office, its auth provider taking the stored token's verdict (or asking for one). */
async function startBackOffice(verdict?: Promise<TokenVerdict>): Promise<void> {
  const { App, defaultAuthProvider, preloadScreenAt } = await loadBackOffice();
  preloadScreenAt(window.location.pathname);
  await defaultAuthProvider.restore(verdict);
  // A transition: React renders the back-office in slices, giving the main thread back between
  // them, instead of one long task (what 'Loading...' shows meanwhile stays until it is ready).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/**
 * The login form alone, at /login whatever address was opened (spec: unauthenticated users are
 * sent to /login), before react-admin is downloaded; the back-office is fetched as soon as the
 * user starts typing, and shown once the server accepts the credentials.
 */
function showSignIn(notice: SessionNotice = null): void {
  if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  const prefetch = () => void loadBackOffice();
  for (const event of ['input', 'pointerdown']) window.addEventListener(event, prefetch, { once: true, capture: true });
  root.render(
    <StrictMode>
      <SignInPage notice={notice} onSignedIn={() => startBackOffice()} />
    </StrictMode>,
  );
}

const verdict = storedTokenVerdict;
if (verdict) {
  // 'Loading...' while the stored token is checked (spec section 2). A refused token (expired,
  // revoked) gets the login form at once, saying so; the back-office is evaluated only for a token
  // the server accepts (or cannot judge), so that its evaluation never delays that form (the code
  // remembered for this address is fetched meanwhile, not evaluated: startEarly.ts).
  // No margin: a paragraph's top margin moves the body down through margin collapsing, and the body
  // jumped 16 px up when the back-office replaced it (Lighthouse: a layout shift of 0.019 on <body>).
  root.render(<p style={{ fontFamily: 'system-ui, sans-serif', padding: 24, margin: 0 }}>{LOADING}</p>);
  // Meanwhile the page waits for the check and the code: a date is read on the institution's clock
  // once then (in a fresh renderer the first such reading loads the time zone's data, about 11 ms of
  // the screen's drawing otherwise: `npm run bench -- screenProfile`).
  setTimeout(() => new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTION_TIME_ZONE }).format(0), 0);
  void verdict.then((answer) => {
    if (answer.kind !== 'refused') return startBackOffice(verdict);
    // The session ended: what its screens read is forgotten, as at sign-out.
    tokenStore.clear();
    forgetEarlyReads();
    showSignIn('ended');
  });
} else {
  showSignIn();
}
