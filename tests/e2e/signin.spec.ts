import { networkSettled } from './network';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './pages';

// Where users start: a bookmark or a link, signed out, or with a session the server no longer accepts.

const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente para continuar.';
const DEEP_LINKS = ['/', '/admin/users', '/webinares', '/admin/calendar?x=1'];

/**
 * Milliseconds from the navigation's start to a login form in the page (the page's own clock, so
 * Playwright's round trips do not count), with `token` stored beforehand (or none).
 */
async function timeToLoginForm(page: Page, path: string, token?: string): Promise<number> {
  await page.goto('/login');
  await page.evaluate((t) => (t ? localStorage.setItem('api_token', t) : localStorage.clear()), token);
  await page.goto(path, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => document.querySelector('input[name="username"]') && performance.now(), undefined, { polling: 'raf' });
  await expect(page).toHaveURL(/\/login$/);
  return (await shown.jsonValue()) as number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median times of opening /login directly and of opening `path`, taken alternately (the same machine load for both). */
async function compareWithLogin(page: Page, path: string, token?: string): Promise<{ direct: number; deep: number }> {
  const direct: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < 5; i++) {
    direct.push(await timeToLoginForm(page, '/login'));
    deep.push(await timeToLoginForm(page, path, token));
  }
  return { direct: median(direct), deep: median(deep) };
}

/** A token the server issued and then revoked (signed out elsewhere). */
async function revokedToken(page: Page, username: string): Promise<string> {
  const login = await page.request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  expect((await page.request.post('/api/backoffice/logout', { headers: { 'access-token': token } })).ok()).toBe(true);
  return token;
}

test('signed out, a protected address shows the login form about as fast as /login itself', async ({ page }) => {
  for (const path of DEEP_LINKS) {
    const { direct, deep } = await compareWithLogin(page, path);
    expect(deep, `${path}: ${deep} ms against ${direct} ms for /login`).toBeLessThanOrEqual(direct * 1.5);
  }
  // Nobody signed out anybody: no notice, no toast.
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an expired or revoked token shows the login form as fast, saying the session ended', async ({ page }) => {
  for (const token of ['expirado-ha-muito', await revokedToken(page, 'gci')]) {
    const { direct, deep } = await compareWithLogin(page, '/admin/calendar', token);
    expect(deep, `${deep} ms against ${direct} ms for /login`).toBeLessThanOrEqual(direct * 1.5);
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
  // Signed out elsewhere (another tab, a purge): the next request is refused.
  expect((await page.request.post('/api/backoffice/logout', { headers: { 'access-token': token ?? '' } })).ok()).toBe(true);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
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
