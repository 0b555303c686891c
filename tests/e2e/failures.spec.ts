import { networkSettled } from './network';
import { expect, test } from '@playwright/test';
import { signIn } from './pages';

// One retry policy for the whole client: a screen whose data fails to load says so at once after
// a refusal or a server error (one request), and asks once more only when the server may be
// briefly unreachable (503: two requests). Faults are injected in the real browser's network.

const SCREENS = [
  { path: '/', api: '**/api/dashboard' },
  { path: '/admin/suggestions', api: '**/api/bugs?*' },
  // The calendar asks for both languages at once: two requests a try.
  { path: '/admin/calendar', api: '**/api/atividadeLetiva/getCalendarioLetivo', perTry: 2 },
  { path: '/admin/operations', api: '**/api/backoffice/version' },
  { path: '/admin/users', api: '**/api/users?*' },
  { path: '/admin/notifications', api: '**/api/notifications/all' },
  { path: '/medabandonment', api: '**/api/users/medabandono?*' },
  { path: '/webinares', api: '**/api/webinares/' },
];

for (const { path, api, perTry = 1 } of SCREENS) {
  test(`${path}: a 500 is shown after one request, a 503 after two`, async ({ page }) => {
    await signIn(page, 'admin');
    // The dashboard signing in lands on asks for its cards after the app bar shows: a request still
    // to come would be counted as the screen's own below (a full run once counted 2 for '/').
    await networkSettled(page);
    for (const [status, tries] of [
      [500, 1],
      [503, 2],
    ] as const) {
      let calls = 0;
      await page.route(api, (route) => {
        calls += 1;
        return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ statusCode: status, message: 'Falha simulada.' }) });
      });
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: /erro|Não foi possível/i }).first()).toBeVisible();
      await networkSettled(page);
      expect(calls, `${status} at ${path}`).toBe(tries * perTry);
      await page.unroute(api);
    }
  });
}
