import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../../src/server/db/seed/pdf';
import { DEMO_PASSWORD, signIn } from './pages';
import { expectNoEntry, expectSignInFirst } from './checks';

test('signed out, /requestsrh sends to /login; an expired session too, silently', async ({ page }) => {
  await expectSignInFirst(page, '/requestsrh');
});

test('a role outside HR has no menu entry and is sent to /', async ({ page }) => {
  await expectNoEntry(page, 'gci', 'Pedidos RH', '/requestsrh');
});

test('HR filters the requests by type and hides the answered ones, 10 a page', async ({ page }) => {
  await signIn(page, 'rh');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Pedidos RH', exact: true }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  await page.getByLabel('Escolha um tipo de pedido').click();
  await page.getByRole('option', { name: 'Férias' }).click();
  // The previous page stays on screen while the filtered one loads: wait until every card is of the type.
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole('heading').filter({ hasNotText: /^Férias$/ })).toHaveCount(0);
  await expect(cards.getByRole('button', { name: /^resposta-/ }).first()).toBeVisible();
  await page.getByLabel('Mostrar respondidos').uncheck();
  await expect(cards.getByRole('button', { name: /^resposta-/ })).toHaveCount(0);
  await expect(cards).toHaveCount(await cards.getByRole('button', { name: 'Escolha o ficheiro' }).count());
});

/** A request sent from the app just now, so this test answers its own. */
async function newRequest(page: Page, corpo: string): Promise<void> {
  const { token } = await (await page.request.post('/api/backoffice/login', { data: { username: 'default', password: DEMO_PASSWORD } })).json();
  const res = await page.request.post('/api/questoesrh', { headers: { 'access-token': token }, data: { type: 'Declaração de vínculo', corpo } });
  expect(res.status()).toBe(201);
}

test('HR answers a request with a PDF, sees the link, and opens the same PDF', async ({ page }, testInfo) => {
  const corpo = `Declaração para o senhorio (${Date.now()})`;
  await newRequest(page, corpo);
  await signIn(page, 'rh');
  await page.goto('/requestsrh');
  const card = page.getByRole('article').filter({ hasText: corpo });
  await expect(card).toBeVisible();
  const chooser = card.locator('input[type=file]');

  // Not a PDF by its name, then not a PDF by its content: refused, with the reason, nothing stored.
  await chooser.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('olá') });
  await expect(card.getByText('Escolha um ficheiro PDF.')).toBeVisible();
  await chooser.setInputFiles({ name: 'programa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090\u0000 not a pdf at all') });
  await expect(card.getByText('O anexo tem de ser um PDF.')).toBeVisible();

  const pdf = simplePdf(['Declaração de vínculo', 'Para os devidos efeitos.']);
  await chooser.setInputFiles({ name: 'declaração.pdf', mimeType: 'application/pdf', buffer: pdf });
  const link = card.getByRole('button', { name: 'declaração.pdf' });
  await expect(link).toBeVisible();
  await expect(card.getByRole('button', { name: 'Escolha o ficheiro' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('declaração.pdf');
  const saved = testInfo.outputPath('declaracao.pdf');
  await file.saveAs(saved);
  expect(readFileSync(saved).equals(pdf)).toBe(true);
});
