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

// The code first, then the reads: the start waits for the code next, for the reads only once the
// screen is drawn. Uncached, the code would otherwise queue behind the reads for the page's 6
// connections to the server. The reads first again, a start by address took 1.02-1.08x the time on
// five screens (`npm run bench -- screenTimes`, 7 rounds; the bench's code comes from the browser's cache).
if (storedTokenVerdict && window.location.pathname !== LOGIN_PATH) {
  preloadCode(window.location.pathname);
  readEarly(window.location.pathname);
}
