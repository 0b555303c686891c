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
    // Other tests' writes reach this page as live events, and a live event asks the screen's data
    // again (a busy full run counted 2 requests for '/'): here the events stream never opens, so
    // what is counted is the retry policy alone.
    await page.route('**/api/events**', () => undefined);
    await signIn(page, 'admin');
    // The dashboard signing in lands on asks for its cards after the app bar shows, and beside a CPU
    // hog more than networkSettled's quiet half second after the last request: that page's request
    // was counted as the screen's own below (2 for '/'). Its cards' counts show it has been answered.
    await expect(page.locator('[data-testid^="card-count-"]').first()).toBeVisible();
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

// An answer without a message of ours (what nginx sends when the server behind it is down, a bare
// 500): the spec's Portuguese text for its status, never the English reason phrase.
test("a proxy's HTML 502 at sign-in says the server is off, in Portuguese", async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/backoffice/login', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' }));
  await page.getByLabel('Utilizador').fill('admin');
  await page.getByLabel('Palavra-passe').fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Parece que o nosso servidor está desligado');
  await expect(page.getByText(/Bad Gateway/)).toHaveCount(0);
});

test('a bare 500 on a write shows the Portuguese failure alone, no English reason', async ({ page }) => {
  await signIn(page, 'direcao');
  await page.goto('/blueprints');
  await page.route('**/api/blueprints', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) : route.fallback()));
  await page.getByRole('region', { name: 'Plantas ESCE' }).getByRole('button', { name: 'Novo Piso' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Piso' });
  await create.getByLabel('Nome').fill(`Piso falhado ${Date.now() % 100000}`);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Erro ao criar piso')).toBeVisible();
  await expect(page.getByText(/Internal Server Error/)).toHaveCount(0);
});
