import { expect, test, type Page } from '@playwright/test';
import { holdAnswers, networkSettled } from './network';
import { signIn } from './pages';

/** The page's requests from now on, by path, in the order they were made. */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The page's requests and their answers from now on, in order: `asked /path`, `arrived /path`. */
function trafficOf(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`arrived ${new URL(request.url()).pathname}`));
  return events;
}

// providers/earlyReads.ts: a screen opened again asks for its data while its code is still coming,
// not once drawn; the screen takes those answers instead of asking a second time.
test('a screen opened again asks for its data while the token is checked, before it can be drawn, once, and is drawn with it at once, by address and by a click in the menu', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  await networkSettled(page);

  // By address: the list's read leaves before the token's check has been answered, so before
  // anything of the back-office can be drawn (its code, asked for just before, may already be in the
  // browser's cache: startEarly.ts), and the list is drawn from it. Counted as the list is first
  // drawn: a screen that asked again would have done so by then, and a read afterwards is the list
  // following someone's change (the live events: the other tests, run beside this one, change
  // notifications).
  // And drawn with its rows at once, no placeholders first (providers/earlyQueries.ts: the list's
  // query is run into the cache from that answer before the screen is drawn). The back-office's
  // code is held until that answer is in, as when the server answers before the code is evaluated.
  await page.addInitScript(`new MutationObserver(() => { if (document.querySelector('#main-content .MuiSkeleton-root')) window.placeholdersShown = true; }).observe(document, { childList: true, subtree: true });`);
  const code = await holdAnswers(page, (url) => /^\/assets\/App-[\w-]+\.js$/.test(url.pathname), { times: 1 });
  const listAnswered = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/notifications/all');
  const traffic = trafficOf(page);
  await page.goto('/admin/notifications');
  await listAnswered;
  code.release();
  await expect(page.getByRole('article').first()).toBeVisible();
  await code.stop();
  expect(await page.evaluate('window.placeholdersShown === true')).toBe(false);
  const seen = [...traffic];
  const list = seen.indexOf('asked /api/notifications/all');
  const checked = seen.indexOf('arrived /api/backoffice/verifytoken');
  expect(list, seen.join('\n')).toBeGreaterThanOrEqual(0);
  expect(checked, seen.join('\n')).toBeGreaterThan(list);
  expect(seen.filter((event) => event === 'asked /api/notifications/all')).toHaveLength(1);
  await networkSettled(page);

  // By a click: the list's read leaves with the click, once.
  await page.goto('/');
  await expect(page.locator('[data-testid^="card-count-"]').first()).toBeVisible();
  await networkSettled(page);
  const requests = requestsOf(page);
  await page.locator('a.RaMenuItemLink-root[href="/admin/notifications"]').click();
  await expect(page.getByRole('article').first()).toBeVisible();
  const drawnFrom = [...requests];
  expect(drawnFrom.filter((path) => path === '/api/notifications/all')).toHaveLength(1);
});

test('signing out forgets which reads each screen makes, its queries and its code', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bo_early_reads'))).toContain('/api/notifications/all');
  expect(await page.evaluate(() => localStorage.getItem('bo_early_queries'))).toContain('"notifications","getList"');
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('bo_early_reads'), localStorage.getItem('bo_early_code'), localStorage.getItem('bo_early_queries')])).toEqual([null, null, null]);
});

// providers/earlyReads.ts, preloadCode: started again at an address, the back-office fetches the
// chunks its screen needed last time while the token is being checked, not one after the other as
// each chunk's evaluation asks for the next (the screen's own once the app's is evaluated, after the
// check). A token the server refuses forgets them, with the reads, as signing out does.
test('started again at an address, the screen\'s code is fetched while the token is checked; a refused token forgets it', async ({ page }) => {
  const SCREEN_CHUNK = /\/assets\/NotificationsScreen-[\w-]+\.js$/;
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bo_early_code'))).toMatch(/NotificationsScreen-[\w-]+\.js/);

  // The check is answered only once the screen's chunk has been asked for (or the wait gives up).
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`answered ${new URL(request.url()).pathname}`));
  const chunkAsked = page.waitForRequest((request) => SCREEN_CHUNK.test(new URL(request.url()).pathname), { timeout: 10_000 }).catch(() => null);
  await page.route('**/api/backoffice/verifytoken', async (route) => {
    await chunkAsked;
    await route.continue();
  });
  await page.goto('/admin/notifications');
  await expect(page.getByRole('article').first()).toBeVisible();
  const chunk = events.findIndex((event) => event.startsWith('asked ') && SCREEN_CHUNK.test(event.slice(6)));
  expect(chunk, events.join('\n')).toBeGreaterThanOrEqual(0);
  expect(chunk, events.join('\n')).toBeLessThan(events.indexOf('answered /api/backoffice/verifytoken'));
  await page.unroute('**/api/backoffice/verifytoken');

  // A refused token: the login form, and nothing of that session's screens is remembered.
  await page.evaluate(() => localStorage.setItem('api_token', 'expirado-ha-muito'));
  await page.goto('/admin/notifications');
  await expect(page.getByLabel('Utilizador')).toBeEditable();
  expect(await page.evaluate(() => [localStorage.getItem('bo_early_reads'), localStorage.getItem('bo_early_code'), localStorage.getItem('bo_early_queries')])).toEqual([null, null, null]);
});
