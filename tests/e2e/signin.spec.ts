import { networkSettled } from './network';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './pages';

// Where users start: a bookmark or a link, signed out, or with a session the server no longer accepts.

const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente para continuar.';
const DEEP_LINKS = ['/', '/admin/users', '/webinares', '/admin/calendar?x=1'];

/**
 * The back-office's chunks: its own (the screens' routes, src/app/App.tsx), and what the screens share
 * of MUI, of react-admin and of the product's code (vite.config.ts): files of their own.
 */
const BACK_OFFICE_CHUNK = /\/assets\/(App|mui|react-admin|back-office)-[\w-]+\.js$/;

/**
 * Opens `path` with `token` stored beforehand (or none) and waits for the login form: what the page
 * requested until then. The form comes as fast as /login itself because nothing else is fetched or
 * evaluated first (bench/login-form.ts measures both, as ratios: npm run bench -- loginForm).
 */
async function openToLoginForm(page: Page, path: string, token?: string): Promise<string[]> {
  await page.goto('/login');
  await page.evaluate((t) => (t ? localStorage.setItem('api_token', t) : localStorage.clear()), token);
  const requested: string[] = [];
  const listener = (request: Request) => void requested.push(new URL(request.url()).pathname);
  page.on('request', listener);
  await page.goto(path);
  await expect(page.getByLabel('Utilizador')).toBeEditable();
  page.off('request', listener);
  await expect(page).toHaveURL(/\/login$/);
  return requested;
}

/** A token the server issued and then revoked (signed out elsewhere). */
async function revokedToken(page: Page, username: string): Promise<string> {
  const login = await page.request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  expect((await page.request.post('/api/backoffice/logout', { headers: { 'access-token': token } })).ok()).toBe(true);
  return token;
}

test('signed out, a protected address shows the login form before any of the back-office is fetched', async ({ page }) => {
  for (const path of DEEP_LINKS) {
    const requested = await openToLoginForm(page, path);
    expect(requested.filter((p) => BACK_OFFICE_CHUNK.test(p) || p.startsWith('/api/')), path).toEqual([]);
  }
  // Nobody signed out anybody: no notice, no toast.
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Typing fetches the back-office, so that it is ready when the server accepts the credentials.
  const fetched = page.waitForRequest((request) => BACK_OFFICE_CHUNK.test(new URL(request.url()).pathname));
  await page.getByLabel('Utilizador').fill('admin');
  await fetched;
});

test('an expired or revoked token gets the login form after one check of it, saying the session ended', async ({ page }) => {
  for (const token of ['expirado-ha-muito', await revokedToken(page, 'gci')]) {
    const requested = await openToLoginForm(page, '/admin/calendar', token);
    expect(requested.filter((p) => BACK_OFFICE_CHUNK.test(p) || p.startsWith('/api/'))).toEqual(['/api/backoffice/verifytoken']);
    await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  }
});

test('a session that dies mid-use lands on /login saying so in Portuguese, and signing in clears it', async ({ page }) => {
  await signIn(page, 'ccurso');
  await page.goto('/notifications');
  await expect(page.getByTestId('user-name')).toBeVisible();
  // In use: the screen (a chunk of its own) has loaded and asked for its data.
  await networkSettled(page);
  const token = await page.evaluate(() => localStorage.getItem('api_token'));
  // Signed out elsewhere (another tab, a purge): the next request is refused. That is the click on
  // 'Dashboard' below, or the live events' stream, which the server closes with the session and which
  // is refused when it reconnects (80 ms after the sign-out in a run beside a CPU hog, before the
  // click came: the menu was gone and the click waited for it until the test's ceiling). Either way
  // the back-office lands on /login: the click is made only if the menu is still there.
  expect((await page.request.post('/api/backoffice/logout', { headers: { 'access-token': token ?? '' } })).ok()).toBe(true);
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.RaMenuItemLink-root[href="/"]')?.click());
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(SESSION_ENDED);
  await expect(page.getByText(/not signed in|session expired|logged out/i)).toHaveCount(0);

  await page.getByLabel('Utilizador').fill('ccurso');
  await page.getByLabel('Palavra-passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
});

test('the server unreachable at sign-in is said in Portuguese', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/backoffice/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Utilizador').fill('admin');
  await page.getByLabel('Palavra-passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Parece que o nosso servidor está desligado');
});

test('the server unreachable at start keeps the session: the login page says so, and a reload once it answers signs back in', async ({ page }) => {
  await signIn(page, 'presidencia');
  await page.route('**/api/backoffice/verifytoken', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Parece que o nosso servidor está desligado');
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).not.toBeNull();
  await page.unroute('**/api/backoffice/verifytoken');
  await page.goto('/');
  await expect(page.getByTestId('user-name')).toHaveText('José Pinto');
});
