import { trackNetwork } from './network';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** A demo account's API token (for calls made beside the screen, as another person would). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  return (await (await request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } })).json()).token;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  trackNetwork(page);
  await page.goto('/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** Opens `url` as `username` signed in on a browser of its own (a colleague given the link), runs `check` there, then closes that browser. */
export async function asAnotherPerson(browser: Browser, username: string, url: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, username);
    await page.goto(url);
    await check(page);
  } finally {
    await context.close();
  }
}

/** The labels of the role-filtered menu section, in order. */
export async function productMenu(page: Page, productName = 'Campus'): Promise<string[]> {
  const section = page.getByRole('menu', { name: productName });
  if ((await section.count()) === 0) return [];
  return (await section.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** Two people signed in, each in a browser context of its own. */
export async function twoPeople(browser: Browser, first: string, second: string): Promise<{ a: Page; b: Page; close: () => Promise<void> }> {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  await signIn(a, first);
  await signIn(b, second);
  return { a, b, close: () => Promise.all([ca.close(), cb.close()]).then(() => undefined) };
}

/** The users screen searched for one user by id; its row. */
export async function findUser(page: Page, id: string) {
  await page.goto('/admin/users');
  const box = page.getByRole('searchbox', { name: 'Pesquisar' });
  await box.fill(id);
  await box.press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

/** Opens the role popup of the user in `row` and chooses `role`. */
export async function chooseRole(page: Page, row: ReturnType<Page['getByRole']>, role: string) {
  await row.getByRole('button', { name: /^Ações/ }).click();
  await page.getByRole('menuitem', { name: 'Alterar' }).click();
  await pickRole(page, role);
  return page.getByRole('dialog');
}

/** Chooses `role` in the open user popup's 'Role' box. */
export async function pickRole(page: Page, role: string) {
  const combobox = page.getByRole('dialog').getByRole('combobox', { name: 'Role' });
  await combobox.click();
  // Chosen once the box shows it. A clean-clone run under load saw the option's click not taken: the
  // list stayed open over the popup, and every later click waited behind it until the test's timeout.
  await expect(async () => {
    const option = page.getByRole('option', { name: role, exact: true });
    if (await option.isVisible()) await option.click({ timeout: 2000 });
    await expect(combobox).toHaveText(role, { timeout: 2000 });
  }).toPass();
}
