import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../../src/server/db/seed/pdf';
import readXlsxFile from 'read-excel-file/node';
import type { HrRequestsPage } from '../../src/contract';
import { apiToken, asAnotherPerson, DEMO_PASSWORD, signIn } from './pages';

test('HR filters the requests by type and hides the answered ones, 10 a page', async ({ page }) => {
  await signIn(page, 'rh');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Pedidos RH', exact: true }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  // The spec's own controls, applied at once: 'Escolha um tipo de pedido' and 'Mostrar respondidos' (on by default).
  const showAnswered = page.getByLabel('Mostrar respondidos');
  await expect(showAnswered).toBeChecked();
  await page.getByLabel('Escolha um tipo de pedido').click();
  await page.getByRole('option', { name: 'Férias', exact: true }).click();
  // The previous page stays on screen while the filtered one loads: wait until every card is of the type.
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole('heading').filter({ hasNotText: /^Férias$/ })).toHaveCount(0);
  await expect(cards.getByRole('button', { name: /^resposta-/ }).first()).toBeVisible();
  await showAnswered.uncheck();
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

test('filters unanswered requests of a type, oldest first, all in the address: a reload and a link opened by an administrator show the same; Exportar downloads them; Limpar filtros clears', async ({ page, browser, request }) => {
  test.slow();
  const headers = { 'access-token': await apiToken(request, 'rh') };
  const types = (await (await request.get(`/api/questoesrh/type?name=${encodeURIComponent('Férias')}`, { headers })).json()).data as { _id: string; name: string }[];
  const type = types.find((t) => t.name === 'Férias')!;
  const api = async (query: string) => (await (await request.get(`/api/questoesrh?${query}`, { headers })).json()) as HrRequestsPage;
  const expected = () => api(`answered=false&type=${type._id}&sort=date&order=ASC&limit=100`);
  const first = await expected();
  expect(first.pagination.total).toBeGreaterThan(10);
  const firstPage = (page: HrRequestsPage) => page.data.slice(0, 10).map((r) => `hr-request-${r._id}`);

  await signIn(page, 'rh');
  // The dashboard's link (the spec's `?respondidos=false`) opens the list as the filter 'Respondido: Não'.
  await page.goto('/requestsrh?respondidos=false');
  const chips = page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem');
  await expect(chips).toHaveText(['Respondido: Não']);
  await expect(page.getByLabel('Mostrar respondidos')).not.toBeChecked();
  const search = page.getByRole('search', { name: 'Filtrar pedidos' });
  await page.getByLabel('Escolha um tipo de pedido').click();
  await page.getByRole('option', { name: 'Férias', exact: true }).click();
  await expect(chips).toHaveText(['Respondido: Não', 'Tipo: Férias']);
  const order = page.getByRole('combobox', { name: 'Ordenar' });
  await order.click();
  await page.getByRole('option', { name: 'Mais antigas primeiro' }).click();
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect(page).toHaveURL(/order=ASC/);
  const cards = page.getByRole('article');
  const shown = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
  await expect.poll(async () => JSON.stringify(await shown()) === JSON.stringify(firstPage(await expected()))).toBe(true);

  await page.reload();
  await expect(chips).toHaveText(['Respondido: Não', 'Tipo: Férias']);
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect.poll(async () => JSON.stringify(await shown()) === JSON.stringify(firstPage(await expected()))).toBe(true);

  // The same link opened by an administrator, in a browser of its own.
  const link = page.url();
  await asAnotherPerson(browser, 'admin', link, async (admin) => {
    await expect(admin.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Respondido: Não', 'Tipo: Férias']);
    const theirs = () => admin.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
    await expect.poll(async () => JSON.stringify(await theirs()) === JSON.stringify(firstPage(await expected()))).toBe(true);
  });

  // 'Exportar': every request the filters keep (all pages), in the order shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^Pedidos RH \d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = await readXlsxFile(readFileSync(await saved.path()));
  const now = await expected();
  expect(sheet.data[0][0]).toBe('Pedidos RH');
  expect(sheet.data[1]).toEqual(['Data', 'Tipo', 'Pedido', 'Pedido por', 'E-mail', 'Ficheiro da resposta']);
  expect(sheet.data.slice(2).map((row) => [row[1], row[2]])).toEqual(now.data.map((r) => [r.type, r.corpo]));
  expect(sheet.data.length - 2).toBe(now.pagination.total);

  // 'Limpar filtros': every request again.
  const all = (await api('limit=1')).pagination.total;
  await search.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await expect(cards).toHaveCount(10);
  await expect(page).not.toHaveURL(/answered/);
  expect(all).toBeGreaterThan(now.pagination.total);
});
