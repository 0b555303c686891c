import { networkSettled } from './network';
import { expect, test } from '@playwright/test';
import { productMenu, signIn } from './pages';
import { expectNoHorizontalOverflow, expectPicker, exportedSheet, fillForm, seriousAxeFindings, typeInPicker } from './checks';

// 'orientacao' is a TUTORIAS user who manages 'Orientação para o estudo'; 'tutorias' is not.

test('a TUTORIAS user who manages nothing of it reads the webinars but may not change them', async ({ page }) => {
  await signIn(page, 'tutorias');
  await page.goto('/webinares');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Once the lookup of who manages what has answered, the menu is decided.
  await networkSettled(page);
  expect(await productMenu(page)).not.toContain('Webinares');
  await expect(page.getByRole('button', { name: 'Adicionar Webinar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
});

test('cards sorted by date, with date and time, and links made web addresses', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.getByRole('menuitem', { name: 'Webinares' }).click();
  await expect(page).toHaveURL(/\/webinares$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const dates = await cards.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(3);
  expect([...dates].sort()).toEqual(dates);
  const card = cards.filter({ hasText: 'Tirar apontamentos que servem para estudar' });
  await expect(card.getByText('01/12/2026 18:30')).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', 'http://videoconf.campus.exemplo.pt/apontamentos');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a manager of orientação para o estudo adds, edits and removes a webinar', async ({ page }) => {
  await signIn(page, 'orientacao');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Webinares' }).click();
  await expect(page).toHaveURL(/\/webinares$/);
  await page.getByRole('button', { name: 'Adicionar Webinar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Webinar' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  for (const message of ['Tópico é obrigatório', 'Data é obrigatória', 'Hora é obrigatória', 'Descrição é obrigatória', 'Link é obrigatório']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await fillForm(dialog, {
    Tópico: 'Estudar com mapas de conceitos',
    Data: '2027-01-20',
    Hora: '18:15',
    Descrição: 'Como construir e usar mapas de conceitos para estudar.',
    Link: 'javascript:alert(1)',
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Link inválido: use um endereço web (http ou https).')).toBeVisible();
  await dialog.getByLabel('Link').fill('https://videoconf.campus.exemplo.pt/mapas');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Webinar criado')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Estudar com mapas de conceitos' });
  await expect(card.getByText('20/01/2027 18:15')).toBeVisible();

  // The same topic again, whatever the case: the spec's toast, the server's reason in the popup.
  await page.getByRole('button', { name: 'Adicionar Webinar' }).click();
  await fillForm(dialog, { Tópico: 'ESTUDAR COM MAPAS DE CONCEITOS', Data: '2027-02-20', Hora: '18:00', Descrição: 'Repetido.', Link: 'videoconf.campus.exemplo.pt/mapas2' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Topico já existente')).toBeVisible();
  await expect(dialog.getByText('Já existe um webinar com este tópico.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await card.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Webinar' });
  await expectPicker(edit, 'Hora', '18:15');
  await typeInPicker(edit, 'Hora', '19:00');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Webinar atualizado')).toBeVisible();
  await expect(card.getByText('20/01/2027 19:00')).toBeVisible();

  await card.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem a certeza?' });
  await expect(confirm).toContainText('Está prestes a remover o webinar "Estudar com mapas de conceitos". Esta ação não pode ser desfeita.');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar Remoção' }).click();
  await expect(page.getByText('Webinar apagado')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('cards fit the width and the form takes the whole screen', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/webinares');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Adicionar Webinar' }).click();
    const box = await page.getByRole('dialog', { name: 'Adicionar Webinar' }).boundingBox();
    expect(box?.width).toBe(375);
    await expectNoHorizontalOverflow(page);
  });

  test("a refusal's toast leaves the full-screen popup's title and close button in sight", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/webinares');
    const topic = (await page.getByRole('article').first().getByRole('heading').textContent())!;
    await page.getByRole('button', { name: 'Adicionar Webinar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Webinar' });
    await fillForm(dialog, { Tópico: topic, Data: '2027-02-20', Hora: '18:00', Descrição: 'Repetido.', Link: 'videoconf.campus.exemplo.pt/repetido' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: 'Topico já existente' });
    await expect(toast).toBeVisible();
    const [title, shown] = [await dialog.getByRole('heading', { name: 'Adicionar Webinar' }).boundingBox(), await toast.boundingBox()];
    expect(shown!.y >= title!.y + title!.height || shown!.y + shown!.height <= title!.y).toBe(true);
  });
});

test("saving a webinar someone else removed meanwhile says 'Could not find current webinar'", async ({ page }) => {
  await signIn(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('api_token') ?? '');
  const headers = { 'access-token': token };
  const created = await page.request.post('/api/webinares', {
    headers,
    data: { topic: 'Webinar que vai desaparecer', date: '2027-03-03', time: '10:00', description: 'Removido por outra pessoa.', link: 'https://exemplo.pt/w' },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()).data;
  await page.goto('/webinares');
  const card = page.getByRole('article').filter({ hasText: 'Webinar que vai desaparecer' });
  await card.getByRole('button', { name: 'Editar' }).click();
  expect((await page.request.delete(`/api/webinares/${id}`, { headers })).status()).toBe(200);
  await page.getByRole('dialog', { name: 'Editar Webinar' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Could not find current webinar')).toBeVisible();
});

test("'Exportar' names each webinar by its Tópico first, and writes its date as a date cell on Lisbon's clock", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/webinares');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const topic = await first.getByRole('heading').textContent();
  const { rows } = await exportedSheet(page);
  expect(rows[1]).toEqual(['Tópico', 'Descrição', 'Data', 'Link']);
  const row = rows.find((r) => r[0] === topic)!;
  expect(row[2]).toBeInstanceOf(Date);
  // The card's 'dd/mm/yyyy hh:mm' is the cell's wall clock.
  const wall = (row[2] as Date).toISOString();
  const shown = `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
  await expect(first.getByText(shown)).toBeVisible();
});
