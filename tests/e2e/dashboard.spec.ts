import { expect, test } from '@playwright/test';
import { signIn } from './pages';

const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('region', { name: title });

test('ADMIN sees what waits in each area, and a card opens its screen filtered to it', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(card(page, 'Sugestões')).toBeVisible();
  await expect(card(page, 'Notificações')).toBeVisible();
  await expect(card(page, 'Mediadores de abandono')).toBeVisible();
  const waiting = Number(await page.getByTestId('card-count-suggestions').innerText());
  expect(waiting).toBeGreaterThan(0);

  await page.getByRole('link', { name: /^Sugestões / }).click();
  await expect(page).toHaveURL(/\/admin\/suggestions\?arquivados=false$/);
  await expect(page.getByRole('switch', { name: 'Mostrar arquivados' }).or(page.getByLabel('Mostrar arquivados'))).not.toBeChecked();
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await expect(page.getByText('Arquivada', { exact: true })).toHaveCount(0);
});

test('the notifications card leads to the ones due in the next 24 hours, and the filter can be removed', async ({ page }) => {
  await signIn(page, 'gci');
  await expect(card(page, 'Notificações')).toBeVisible();
  await expect(card(page, 'Sugestões')).toHaveCount(0);
  await expect(card(page, 'Notificações').getByRole('figure')).toBeVisible();
  await page.getByRole('link', { name: /^Notificações / }).click();
  await expect(page).toHaveURL(/\/notifications\?proximas=24h$/);
  const chip = page.getByRole('button', { name: 'Agendadas para as próximas 24 horas' });
  await expect(chip).toBeVisible();
  await chip.press('Delete');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the notifications chart shows each of the last 12 weeks with its number, read out as one image, and the period total', async ({ page }) => {
  await signIn(page, 'admin');
  const figure = card(page, 'Notificações').getByRole('figure');
  const chart = figure.getByRole('img');
  await expect(chart).toHaveAttribute('aria-label', /^Enviadas por semana, últimas 12 semanas: /);
  const weeks = [...((await chart.getAttribute('aria-label')) ?? '').matchAll(/(\d{2}\/\d{2}) (\d+)/g)].map((m) => ({ label: m[1], value: Number(m[2]) }));
  expect(weeks).toHaveLength(12);
  // Each bar's number and week are printed (no pointer needed), in order.
  await expect(chart).toHaveText(weeks.map((w) => `${w.value}${w.label}`).join(''));
  const total = weeks.reduce((sum, w) => sum + w.value, 0);
  await expect(figure.getByText(`${total} no período`, { exact: true })).toBeVisible();
});

test("DIRECAO's abandonment card counts its own schools, each opening that school's list", async ({ page }) => {
  await signIn(page, 'direcao');
  const abandonment = card(page, 'Mediadores de abandono');
  await expect(abandonment.getByRole('link', { name: 'ESCE' })).toBeVisible();
  await expect(abandonment.getByRole('link', { name: 'ESA' })).toHaveCount(0);
  await abandonment.getByRole('link', { name: 'ESCE' }).click();
  await expect(page).toHaveURL(/\/medabandonment\?UO=4$/);
  await expect(page.getByLabel('Escola')).toHaveText(/ESCE/);
});

test('a user without a back-office role sees a welcome and nothing else', async ({ page }) => {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/dashboard')) asked = true;
  });
  await signIn(page, 'default');
  await expect(page.getByRole('heading', { name: /^Bem-vindo\(a\), / })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);
  expect(asked).toBe(false);
});

test('the dashboard API answers 401 signed out', async ({ request }) => {
  expect((await request.get('/api/dashboard')).status()).toBe(401);
});
