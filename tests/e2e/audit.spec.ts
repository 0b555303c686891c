import { expect, test, type Locator } from '@playwright/test';
import { apiToken as tokenOf, asAnotherPerson, signIn } from './pages';
import { seriousAxeFindings, typeInPicker } from './checks';

test('an administrator finds a change by user and area, with what it was before and after', async ({ page, request }) => {
  // A change made by 'dev' through the API: a webinar created, then its description changed.
  const headers = { 'access-token': await tokenOf(request, 'dev') };
  const topic = `Auditoria e2e ${Date.now()}`;
  const body = { topic, description: 'Antes da mudança', date: '2027-04-14', time: '17:30', link: 'https://videoconf.campus.exemplo.pt/auditoria' };
  const created = (await (await request.post('/api/webinares', { headers, data: body })).json()).data;
  expect((await request.put(`/api/webinares/${created._id}`, { headers, data: { ...body, description: 'Depois da mudança' } })).status()).toBe(200);

  await signIn(page, 'admin');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByLabel('Utilizador').fill('dev');
  await search.getByLabel('Área').click();
  await page.getByRole('option', { name: 'Webinares' }).click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  await typeInPicker(search, 'De', today);

  const rows = page.locator('tbody tr');
  const changed = rows.filter({ hasText: 'Depois da mudança' });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('dev (DEV)');
  await expect(changed).toContainText('Alterou');
  await expect(changed).toContainText(created._id);
  await expect(changed).toContainText('Descrição: Antes da mudança → Depois da mudança');
  await expect(rows.filter({ hasText: 'Criou' }).filter({ hasText: `Tópico: ${topic}` })).toHaveCount(1);
  // Every row is of the area (one retried check: iterating rows.all() raced a re-render of the table).
  await expect(rows.filter({ hasNotText: 'Webinares' })).toHaveCount(0);
  await expect(rows).not.toHaveCount(0);

  // No entry before the first day there was one: the empty state.
  await typeInPicker(search, 'Até', '2001-01-01');
  await expect(page.getByText('Nenhum registo de auditoria encontrado.')).toBeVisible();
  await request.delete(`/api/webinares/${created._id}`, { headers });
});

test('the filters and the sort live in the address: a reload, and a link opened by another administrator, show the same view', async ({ page, browser, request }) => {
  // Changes of its own to find: a webinar created and changed twice by 'dev'.
  const headers = { 'access-token': await tokenOf(request, 'dev') };
  const body = { topic: `Vista partilhada ${Date.now()}`, description: 'Primeira', date: '2027-05-12', time: '10:00', link: 'https://videoconf.campus.exemplo.pt/vista' };
  const created = (await (await request.post('/api/webinares', { headers, data: body })).json()).data;
  for (const description of ['Segunda', 'Terceira']) expect((await request.put(`/api/webinares/${created._id}`, { headers, data: { ...body, description } })).status()).toBe(200);

  await signIn(page, 'admin');
  await page.goto('/admin/audit');
  const search = page.getByRole('search');
  await search.getByLabel('Área').click();
  await page.getByRole('option', { name: 'Webinares' }).click();
  await search.getByLabel('Utilizador').fill('dev');
  // A filter that is not always shown is added from the menu.
  await search.getByRole('button', { name: 'Adicionar filtro' }).click();
  await page.getByRole('menuitem', { name: 'Ação' }).click();
  await search.getByLabel('Ação').click();
  await page.getByRole('option', { name: 'Alterou' }).click();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText(['Utilizador: dev', 'Área: Webinares', 'Ação: Alterou']);

  // Oldest first, from the column's header.
  await page.getByRole('columnheader', { name: 'Data' }).getByRole('button').click();
  await expect(page).toHaveURL(/order=ASC/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const shown = async () => (await rows.allInnerTexts()).join('\n');
  await expect(rows.filter({ hasNotText: 'Alterou' })).toHaveCount(0);
  const mine = rows.filter({ hasText: created._id });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText('Descrição: Primeira → Segunda');
  const view = await shown();

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(['Utilizador: dev', 'Área: Webinares', 'Ação: Alterou']);
  await expect.poll(shown).toBe(view);

  const link = page.url();
  await asAnotherPerson(browser, 'dev', link, async (dev) => {
    await expect(dev.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Utilizador: dev', 'Área: Webinares', 'Ação: Alterou']);
    await expect.poll(async () => (await dev.locator('tbody tr').allInnerTexts()).join('\n')).toBe(view);
  });

  // Newest first again, from the header.
  await page.getByRole('columnheader', { name: 'Data' }).getByRole('button').click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(mine.first()).toContainText('Descrição: Segunda → Terceira');

  // A chip removes its filter (Delete on the focused chip); 'Limpar filtros' all of them.
  await chips.getByRole('button', { name: 'Ação: Alterou' }).press('Delete');
  await expect(chips.getByRole('listitem')).toHaveText(['Utilizador: dev', 'Área: Webinares']);
  await search.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await request.delete(`/api/webinares/${created._id}`, { headers });
});

// components/pickers.tsx: a filter bar draws its date fields plain, as the picker looks at rest, and
// the picker takes their place when the pointer comes over one or it takes the focus.
test('a date filter at rest is a plain field with its value; the keyboard and the pointer get the picker, and typing a day filters', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ at_lte: '2031-05-31' }))}`);
  const search = page.getByRole('search');
  // At rest: the applied day as the picker writes it, and no picker drawn yet.
  await expect(search.getByRole('textbox', { name: 'Até', exact: true })).toHaveValue('31/05/2031');
  await expect(search.getByRole('group', { name: 'De' })).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  // As tall as the text and select filters beside it, at rest and as the picker (both were taller).
  const heightOf = (field: Locator) => field.evaluate((e) => e.closest('.MuiFormControl-root')?.getBoundingClientRect().height);
  const height = await heightOf(search.getByRole('textbox', { name: 'Utilizador' }));
  expect(await heightOf(search.getByRole('combobox', { name: 'Área' }))).toBe(height);
  expect(await heightOf(search.getByRole('textbox', { name: 'Até', exact: true }))).toBe(height);

  // By keyboard: Tab from the field before it lands in the picker's first section; typing filters.
  await search.getByRole('combobox', { name: 'Área' }).focus();
  await page.keyboard.press('Tab');
  const from = search.getByRole('group', { name: 'De' });
  await expect(from.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type('01052031', { delay: 20 });
  await expect(page).toHaveURL(/at_gte%22%3A%222031-05-01/);
  await expect(page.getByText('Nenhum registo de auditoria encontrado.')).toBeVisible();

  // By the pointer: over the field, the picker is there before the click, and its calendar opens.
  const to = search.getByRole('textbox', { name: 'Até', exact: true });
  await to.hover();
  await expect(search.getByRole('group', { name: 'Até' })).toBeVisible();
  expect(await heightOf(search.getByRole('group', { name: 'Até' }))).toBe(height);
  await search.getByRole('button', { name: /escolh|selecion/i }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
