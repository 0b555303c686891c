import { LOGIN_PATH } from './layout/loginMessages';
import { http, readEarly, tokenStore } from './providers/http';
import { preloadCode } from './providers/earlyReads';
import { verifyToken, type TokenVerdict } from './providers/signIn';

/**
 * What the start of the back-office can ask before React is evaluated (main.tsx imports this module
 * first; in a fresh renderer process React's evaluation alone takes ~40 ms): with a stored token,
 * its check, and meanwhile the reads and the code of the screen at this address, as the last time
 * the back-office started here (providers/earlyReads.ts). Without one, nothing: the login form.
 */
export const storedTokenVerdict: Promise<TokenVerdict> | null = tokenStore.get() ? verifyToken(http) : null;

if (storedTokenVerdict && window.location.pathname !== LOGIN_PATH) {
  readEarly(window.location.pathname);
  preloadCode(window.location.pathname);
}
