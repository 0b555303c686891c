import { expect, test, type Page } from '@playwright/test';
import { networkSettled } from './network';
import { signIn } from './pages';

/** The page's requests from now on, by path, in the order they were made. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

// providers/earlyReads.ts: a screen opened again asks for its data while its code is still coming,
// not once drawn; the screen takes those answers instead of asking a second time.
test('a screen opened again asks for its data before its code has arrived, once, by address and by a click in the menu', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  await networkSettled(page);

  // By address: the list's read leaves before the screen's chunk is asked for.
  let requests = requestsOf(page);
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  await networkSettled(page);
  const list = requests.indexOf('/api/notifications/all');
  const screen = requests.findIndex((path) => /\/assets\/NotificationsScreen-[\w-]+\.js$/.test(path));
  expect(list, requests.join('\n')).toBeGreaterThanOrEqual(0);
  expect(screen, requests.join('\n')).toBeGreaterThan(list);
  expect(requests.filter((path) => path === '/api/notifications/all')).toHaveLength(1);

  // By a click: the list's read leaves with the click, once.
  await page.goto('/');
  await expect(page.locator('[data-testid^="card-count-"]').first()).toBeVisible();
  await networkSettled(page);
  requests = requestsOf(page);
  await page.locator('a.RaMenuItemLink-root[href="/admin/notifications"]').click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await networkSettled(page);
  expect(requests.filter((path) => path === '/api/notifications/all')).toHaveLength(1);
});

test('signing out forgets which reads each screen makes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bo_early_reads'))).toContain('/api/notifications/all');
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('bo_early_reads'))).toBeNull();
});
