/**
 * The declared resources' filters and sorts (src/contract/resources: `list.query`), as staff use
 * them: a table sorted from its header, cards sorted from 'Ordenar por', a filter added from the
 * menu; the view in the address, so a reload and a link sent to a colleague open it again.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { apiToken, asAnotherPerson, signIn, twoPeople } from './pages';
import { axeFindings, seriousAxeFindings } from './checks';

test('HR types: a search and a sort from the header survive a reload and open the same for another person', async ({ page, browser, request }) => {
  const headers = { 'access-token': await apiToken(request, 'rh') };
  const mark = `lista${Date.now().toString(36)}`;
  // After the demo types (the HR types test reads the first ones while this one runs).
  const names = [`Zona Açores ${mark}`, `Zona Évora ${mark}`, `Zona Ílhavo ${mark}`];
  const ids: string[] = [];
  for (const name of names) ids.push((await (await request.post('/api/questoesrh/type', { headers, data: { name } })).json()).data._id);

  await signIn(page, 'rh');
  await page.goto('/admin/requestsrh');
  const search = page.getByRole('search', { name: 'Tipos pedidos RH' });
  // Case and accents aside.
  await search.getByLabel('Nome').fill(mark.toUpperCase());
  const firstCells = page.getByRole('row').locator('td:nth-child(2)');
  await expect(firstCells).toHaveText(names);
  await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
  await expect(firstCells).toHaveText([...names].reverse());
  await expect(page).toHaveURL(/order=DESC/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // 'Exportar' writes what the filters select, in the order shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^Tipos pedidos RH \d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = await readXlsxFile(readFileSync(await saved.path()));
  expect(sheet.data).toEqual([['Tipos pedidos RH'], ['Nome'], ...[...names].reverse().map((name) => [name])]);

  await page.reload();
  await expect(firstCells).toHaveText([...names].reverse());
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([`Nome: ${mark.toUpperCase()}`]);

  await asAnotherPerson(browser, 'admin', page.url(), async (colleague) => {
    await expect(colleague.getByRole('row').locator('td:nth-child(2)')).toHaveText([...names].reverse());
  });

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toHaveCount(0);
  await expect(firstCells.filter({ hasText: 'Ajudas de custo' })).toHaveCount(1);
  for (const id of ids) await request.delete(`/api/questoesrh/type/${id}`, { headers });
});

test('job fairs: a yes/no filter added from the menu and the order of the cards, kept in the address', async ({ page, request }) => {
  const headers = { 'access-token': await apiToken(request, 'admin') };
  const mark = `feira${Date.now().toString(36)}`;
  const created: string[] = [];
  // Newest academic year first (the list's default order).
  const fairs = [
    { nome: `Alfa ${mark}`, anoLetivo: '2026/2027' },
    { nome: `Beta ${mark}`, anoLetivo: '2025/2026' },
    { nome: `Gama ${mark}`, anoLetivo: '2024/2025' },
  ];
  for (const fair of fairs) created.push((await (await request.post('/api/feiraEmprego', { headers, data: { ...fair, descricao: '' } })).json()).data._id);
  expect((await request.put(`/api/feiraEmprego/${created[1]}/ativa`, { headers, data: { ativa: false } })).status()).toBe(200);

  await signIn(page, 'admin');
  await page.goto('/feiraemprego');
  const search = page.getByRole('search', { name: 'Feiras de Emprego' });
  await search.getByLabel('Nome').fill(mark);
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`Alfa ${mark}`, `Beta ${mark}`, `Gama ${mark}`]);

  await page.getByLabel('Ordenar por').click();
  await page.getByRole('option', { name: 'Nome (decrescente)' }).click();
  await expect(titles).toHaveText([`Gama ${mark}`, `Beta ${mark}`, `Alfa ${mark}`]);

  await search.getByRole('button', { name: 'Adicionar filtro' }).click();
  await page.getByRole('menuitem', { name: 'Ativa' }).click();
  await search.getByLabel('Ativa').click();
  await page.getByRole('option', { name: 'Não' }).click();
  await expect(titles).toHaveText([`Beta ${mark}`]);

  await page.reload();
  await expect(titles).toHaveText([`Beta ${mark}`]);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([`Nome: ${mark}`, 'Ativa: Não']);
  await page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button', { name: 'Ativa: Não' }).press('Delete');
  await expect(titles).toHaveText([`Gama ${mark}`, `Beta ${mark}`, `Alfa ${mark}`]);
  await page.getByLabel('Ordenar por').click();
  await page.getByRole('option', { name: 'Ano Letivo (decrescente)' }).click();
  await expect(titles).toHaveText([`Alfa ${mark}`, `Beta ${mark}`, `Gama ${mark}`]);
  await search.getByLabel('Nome').fill('nenhuma feira com este nome');
  await expect(page.getByText('Nenhum registo corresponde aos filtros.')).toBeVisible();
});

test('a saved view is found again from another browser and opens the same filters and sort; removing it asks first', async ({ page, browser, request }) => {
  const headers = { 'access-token': await apiToken(request, 'rh') };
  const mark = `vista${Date.now().toString(36)}`;
  const names = [`Zona A ${mark}`, `Zona B ${mark}`];
  const ids: string[] = [];
  for (const name of names) ids.push((await (await request.post('/api/questoesrh/type', { headers, data: { name } })).json()).data._id);

  await signIn(page, 'rh');
  await page.goto('/admin/requestsrh');
  const search = page.getByRole('search', { name: 'Tipos pedidos RH' });
  await search.getByLabel('Nome').fill(mark);
  // The filtered rows first, as a person sees them before sorting: a header clicked while the
  // filter's navigation is still pending sorts the unfiltered list (react-router applies the
  // address in a transition; a busy CI machine saved a view with the sort and no filter).
  await expect(page.getByRole('row').locator('td:nth-child(2)')).toHaveText(names);
  await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(page.getByRole('row').locator('td:nth-child(2)')).toHaveText([...names].reverse());
  await search.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista atual…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar vista' });
  await dialog.getByLabel('Nome da vista').fill(`Zona ${mark}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Vista guardada')).toBeVisible();
  // The same name again on this screen is refused, with the server's reason.
  await search.getByRole('button', { name: 'Vistas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar vista atual…' }).click();
  await dialog.getByLabel('Nome da vista').fill(`ZONA ${mark}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Já tem uma vista com este nome neste ecrã.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Another browser, the same person: the view is there and opens the same rows in the same order.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, 'rh');
  // The dashboard links to it, under its screen's name; from the screen's own menu too.
  const dashboardViews = elsewhere.getByRole('region', { name: 'As minhas vistas' });
  const dashboardLink = dashboardViews.getByRole('listitem').filter({ hasText: `Zona ${mark}` });
  await expect(dashboardLink).toContainText('Tipos pedidos RH');
  await dashboardLink.getByRole('link', { name: `Zona ${mark}` }).click();
  await expect(elsewhere).toHaveURL(/\/admin\/requestsrh\?/);
  await expect(elsewhere.getByRole('row').locator('td:nth-child(2)')).toHaveText([...names].reverse());
  await expect(elsewhere.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([`Nome: ${mark}`]);
  await elsewhere.goto('/admin/requestsrh');
  await elsewhere.getByRole('button', { name: 'Vistas' }).click();
  await elsewhere.getByRole('menuitem', { name: `Zona ${mark}` }).click();
  await expect(elsewhere.getByRole('row').locator('td:nth-child(2)')).toHaveText([...names].reverse());

  // Removing it asks first; then it is gone for this person everywhere.
  await elsewhere.getByRole('button', { name: 'Vistas' }).click();
  await elsewhere.getByRole('button', { name: `Remover vista Zona ${mark}` }).click();
  await expect(elsewhere.getByRole('dialog', { name: 'Remover vista' })).toContainText(`Remover a vista «Zona ${mark}»?`);
  await elsewhere.getByRole('button', { name: 'Confirmar' }).click();
  await expect(elsewhere.getByText('Vista removida')).toBeVisible();
  await elsewhere.goto('/');
  await expect(elsewhere.getByTestId('user-name')).toBeVisible();
  await expect(elsewhere.getByRole('link', { name: `Zona ${mark}` })).toHaveCount(0);
  // The first browser, not reloaded: its menu no longer offers the view removed elsewhere.
  await page.getByRole('button', { name: 'Vistas' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ainda não guardou vistas deste ecrã.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await other.close();
  await page.reload();
  await page.getByRole('button', { name: 'Vistas' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ainda não guardou vistas deste ecrã.' })).toBeVisible();
  for (const id of ids) await request.delete(`/api/questoesrh/type/${id}`, { headers });
});

test("a view shared with everyone: a colleague finds it under the screen's 'Vistas' and on the dashboard, with its count now, which follows the list live", async ({ browser, request }) => {
  const headers = { 'access-token': await apiToken(request, 'rh') };
  const mark = `partilha${Date.now().toString(36)}`;
  const created: string[] = [];
  const add = async (name: string) => created.push((await (await request.post('/api/questoesrh/type', { headers, data: { name } })).json()).data._id);
  for (const name of [`Zona A ${mark}`, `Zona B ${mark}`]) await add(name);
  const { a, b, close } = await twoPeople(browser, 'rh', 'admin');
  try {
    await a.goto('/admin/requestsrh');
    const search = a.getByRole('search', { name: 'Tipos pedidos RH' });
    await search.getByLabel('Nome').fill(mark);
    await expect(a.getByRole('row').locator('td:nth-child(2)')).toHaveCount(2);
    await search.getByRole('button', { name: 'Vistas' }).click();
    await a.getByRole('menuitem', { name: 'Guardar vista atual…' }).click();
    const dialog = a.getByRole('dialog', { name: 'Guardar vista' });
    await dialog.getByLabel('Nome da vista').fill(`Partilhada ${mark}`);
    await dialog.getByRole('radio', { name: 'Todos os que abrem este ecrã' }).check();
    expect(await axeFindings(a)).toEqual([]);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/saved-view-share.png` });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(a.getByText('Vista guardada')).toBeVisible();

    // The colleague's dashboard lists it, with who shared it and its two records.
    await b.goto('/');
    const item = b.getByRole('region', { name: 'As minhas vistas' }).getByRole('listitem').filter({ hasText: `Partilhada ${mark}` });
    await expect(item).toContainText('Partilhada por');
    await expect(item).toContainText('2 registos');
    // One more type of the view: the count follows without a reload.
    await add(`Zona C ${mark}`);
    await expect(item).toContainText('3 registos');
    expect(await axeFindings(b)).toEqual([]);
    if (process.env.SHOTS) await b.screenshot({ path: `${process.env.SHOTS}/dashboard-shared-view.png` });

    // Under the screen's 'Vistas': offered with who shared it, and not the colleague's to remove.
    await b.goto('/admin/requestsrh');
    await b.getByRole('button', { name: 'Vistas' }).click();
    const offered = b.getByRole('menuitem', { name: new RegExp(`Partilhada ${mark}`) });
    await expect(offered).toContainText('Partilhada por');
    await expect(b.getByRole('button', { name: `Remover vista Partilhada ${mark}` })).toHaveCount(0);
    await offered.click();
    await expect(b.getByRole('row').locator('td:nth-child(2)')).toHaveCount(3);
  } finally {
    await close();
    for (const id of created) await request.delete(`/api/questoesrh/type/${id}`, { headers });
  }
});

test('HR types: removing several at once asks first, removes the free ones and names the one still in use with the reason', async ({ page, request }) => {
  const headers = { 'access-token': await apiToken(request, 'rh') };
  const mark = `lote${Date.now().toString(36)}`;
  const names = [`Zona Livre A ${mark}`, `Zona Livre B ${mark}`, `Zona Usado ${mark}`];
  for (const name of names) expect((await request.post('/api/questoesrh/type', { headers, data: { name } })).status()).toBe(201);
  // A request of the last type: that type may not be removed.
  expect((await request.post('/api/questoesrh', { headers, data: { type: names[2], corpo: 'Pedido que usa o tipo.' } })).status()).toBe(201);

  await signIn(page, 'rh');
  await page.goto('/admin/requestsrh');
  const search = page.getByRole('search', { name: 'Tipos pedidos RH' });
  await search.getByLabel('Nome').fill(mark);
  const firstCells = page.getByRole('row').locator('td:nth-child(2)');
  await expect(firstCells).toHaveText(names);
  // Select them all from the header's checkbox, then remove.
  await page.getByRole('columnheader').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remover selecionados' }).click();
  await expect(page.getByRole('dialog', { name: 'Remover registos' })).toContainText('Remover os 3 registos selecionados?');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Removidos 2 registos')).toBeVisible();
  await expect(page.getByText(`Não foi possível remover 1 registo — Zona Usado ${mark}: Este tipo tem pedidos associados e não pode ser eliminado.`)).toBeVisible();
  // One toast says both (a second one used to wait until the first had gone).
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Removidos 2 registos' }).filter({ hasText: 'Não foi possível remover 1 registo' })).toBeVisible();
  await expect(firstCells).toHaveText([`Zona Usado ${mark}`]);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the audit trail: columns hidden from Colunas stay hidden for that person after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('columnheader', { name: 'Registo' })).toBeVisible();
  await page.getByRole('button', { name: 'Colunas' }).click();
  await page.getByRole('switch', { name: 'Registo' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Registo' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Data' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Registo' })).toHaveCount(0);
});
