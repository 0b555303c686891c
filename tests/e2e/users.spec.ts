import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import type { UsersPage } from '../../src/contract';
import { apiToken, asAnotherPerson, pickRole, signIn } from './pages';
import { exportedSheet } from './checks';
import { holdAnswers } from './network';

// The target users are app users (students) of the deterministic demo data, found by search; no
// other test touches them, and the demo accounts' roles are never changed here.
const TARGET = { name: 'Amélia Brito Guerreiro', typed: 'amelia brito guerreiro' };
const OTHER = { name: 'Alexandre Simões Rocha', typed: 'alexandre simoes rocha' };

async function openUsers(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
}

async function search(page: Page, text: string, submit: 'enter' | 'button') {
  const box = page.getByRole('searchbox', { name: 'Pesquisar' });
  await box.fill(text);
  if (submit === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Procurar' }).click();
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function openPopup(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: /^Ações/ }).click();
  await page.getByRole('menuitem', { name: 'Alterar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the table shows ID, Nome, Email and Role (and the row menu under Ações), 25 a page', async ({ page }) => {
  await openUsers(page);
  // ID, Nome and Email sort the list: their headers are buttons named for what a click does ('Ordenar por Nome (decrescente)').
  await expect(page.locator('thead th')).toHaveText(['ID', 'Nome', 'Email', 'Role', 'Ações']);
  await expect(page.getByRole('button', { name: /^Ordenar por ID \((de)?crescente\)$/ })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(25);
  // App users have no role: DEFAULT.
  await expect(page.locator('tbody tr').first().getByRole('cell').nth(3)).toHaveText('DEFAULT');
});

test('search without accents, give CCURSO with two courses, and find the extras kept', async ({ page }) => {
  test.slow();
  await openUsers(page);
  await search(page, TARGET.typed, 'enter');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const row = rowOf(page, TARGET.name);
  await expect(row.getByRole('cell').nth(3)).toHaveText('DEFAULT');

  const id = (await row.getByRole('cell').first().innerText()).trim();
  const email = (await row.getByRole('cell').nth(2).innerText()).trim();
  const dialog = await openPopup(page, TARGET.name);
  await expect(dialog.getByText(TARGET.name)).toBeVisible();
  await expect(dialog.getByText(email, { exact: true })).toBeVisible();
  await expect(dialog.getByText(id, { exact: true })).toBeVisible();

  await pickRole(page, 'CCURSO');
  const submit = dialog.getByRole('button', { name: 'Atualizar' });
  await expect(submit).toBeDisabled();
  const extra = dialog.getByRole('combobox', { name: 'Extra' });
  await extra.click();
  await page.getByRole('option', { name: /^9002 · / }).click();
  await page.getByRole('option', { name: /^9102 · / }).click();
  await page.keyboard.press('Escape');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Utilizador atualizado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('CCURSO');

  // Reopen: the role and both courses are there.
  const again = await openPopup(page, TARGET.name);
  await expect(again.getByRole('combobox', { name: 'Role' })).toHaveText('CCURSO');
  await expect(again.getByRole('button', { name: '9002' })).toBeVisible();
  await expect(again.getByRole('button', { name: '9102' })).toBeVisible();
  // Another role clears them; back to the user's own role restores them.
  await pickRole(page, 'DIRECAO');
  await expect(again.getByRole('button', { name: '9002' })).toHaveCount(0);
  await pickRole(page, 'CCURSO');
  await expect(again.getByRole('button', { name: '9002' })).toBeVisible();
  await expect(again.getByRole('button', { name: '9102' })).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toBeHidden();

  // A reload reads the role back from the server.
  await page.reload();
  await search(page, TARGET.typed, 'button');
  await expect(rowOf(page, TARGET.name).getByRole('cell').nth(3)).toHaveText('CCURSO');
});

test('Atualizar stays disabled for DIRECAO until a school is chosen', async ({ page }) => {
  await openUsers(page);
  await search(page, OTHER.typed, 'button');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const dialog = await openPopup(page, OTHER.name);
  const submit = dialog.getByRole('button', { name: 'Atualizar' });
  await expect(submit).toBeEnabled();
  await pickRole(page, 'DIRECAO');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Extra' }).click();
  await page.getByRole('option', { name: /^ESTG · / }).click();
  await page.keyboard.press('Escape');
  await expect(submit).toBeEnabled();

  // A failed update says 'A atualizar..' then 'Erro a atualizar', and keeps the popup open.
  const update = await holdAnswers(page, '**/api/users/*', {
    method: 'PUT',
    then: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }),
  });
  await submit.click();
  await expect(page.getByText('A atualizar..')).toBeVisible();
  update.release();
  await expect(page.getByText('Erro a atualizar')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, OTHER.name).getByRole('cell').nth(3)).toHaveText('DEFAULT');
});

test("a search with no match says 'Nenhum utilizador encontrado.'", async ({ page }) => {
  await openUsers(page);
  await search(page, 'zzz-ninguem-com-este-nome', 'enter');
  await expect(page.getByText('Nenhum utilizador encontrado.')).toBeVisible();
});

test("a failing list shows 'Ocorreu um erro...'", async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/users?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }));
  await page.goto('/admin/users');
  await expect(page.getByText('Ocorreu um erro...')).toBeVisible();
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('at 375 px each user is one line with email and role in sight, and the popup fits', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    const users = page.locator('#main-content').getByRole('listitem');
    await expect(users).toHaveCount(25);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await search(page, TARGET.typed, 'enter');
    await expect(users).toHaveCount(1);
    const line = users.first();
    await expect(line).toContainText(TARGET.name);
    await expect(line).toContainText(/· DEFAULT|· [A-Z_]+/);
    const email = line.getByText(/@/);
    await expect(email).toBeVisible();
    const emailBox = await email.boundingBox();
    expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(375);
    await line.getByRole('button', { name: /^Ações/ }).click();
    await page.getByRole('menuitem', { name: 'Alterar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });
});

test('filters by role and school, sorts by Email from its header, all in the address: a reload and a link opened by DEV show the same; Exportar downloads them', async ({ page, browser, request }) => {
  test.slow();
  const headers = { 'access-token': await apiToken(request, 'admin') };
  const query = 'role=DEFAULT&school=ESE&sort=email&order=ASC';
  /** Every user the filters keep, in the order asked, page after page (what the screen must show). */
  const expected = async () => {
    const ids: string[] = [];
    for (let page = 0; ; page++) {
      const answer = (await (await request.get(`/api/users?${query}&limit=100&page=${page}`, { headers })).json()) as UsersPage;
      ids.push(...answer.data.map((u) => u.id_utilizador));
      if (ids.length >= answer.pagination.total) return ids;
    }
  };
  const all = (await (await request.get('/api/users?limit=1', { headers })).json()) as UsersPage;
  const kept = await expected();
  expect(kept.length).toBeGreaterThan(25);
  expect(kept.length).toBeLessThan(all.pagination.total);

  await openUsers(page);
  const filters = page.getByRole('search', { name: 'Filtrar utilizadores' });
  await filters.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'DEFAULT', exact: true }).click();
  await filters.getByRole('combobox', { name: 'Escola' }).click();
  await page.getByRole('option', { name: 'ESE', exact: true }).click();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem');
  await expect(chips).toHaveText(['Role: DEFAULT', 'Escola: ESE']);
  await page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=email/);

  const shown = (on: Page) => on.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim()));
  const sameAsApi = async (on: Page) => JSON.stringify(await shown(on)) === JSON.stringify((await expected()).slice(0, 25));
  await expect.poll(() => sameAsApi(page)).toBe(true);
  await expect(page.locator('tbody tr').first().getByRole('cell').nth(3)).toHaveText('DEFAULT');

  await page.reload();
  await expect(chips).toHaveText(['Role: DEFAULT', 'Escola: ESE']);
  await expect.poll(() => sameAsApi(page)).toBe(true);

  // The same link opened by DEV, in a browser of its own.
  const link = page.url();
  await asAnotherPerson(browser, 'dev', link, async (dev) => {
    await expect(dev.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Role: DEFAULT', 'Escola: ESE']);
    await expect.poll(() => sameAsApi(dev)).toBe(true);
  });

  // 'Exportar': every user the filters keep (all pages), in the order shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^Lista Utilizadores \d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = await readXlsxFile(readFileSync(await saved.path()));
  expect(sheet.data[0][0]).toBe('Lista Utilizadores');
  expect(sheet.data[1]).toEqual(['ID', 'Nome', 'Email', 'Role']);
  expect(sheet.data.slice(2).map((row) => row[0])).toEqual(await expected());
  expect(sheet.data.slice(2).every((row) => row[3] === 'DEFAULT')).toBe(true);
});

test("'Exportar' leaves out the columns hidden with 'Colunas' (the first one stays)", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/users');
  const box = page.getByRole('searchbox', { name: 'Pesquisar' });
  await box.fill('gci');
  await box.press('Enter');
  await expect(page.getByRole('cell', { name: 'gci', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Colunas' }).click();
  await page.getByRole('switch', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  const { rows } = await exportedSheet(page);
  expect(rows[1]).toEqual(['ID', 'Nome', 'Role']);
  expect(rows.slice(2).map((row) => row[0])).toContain('gci');
});

test("a filter applies as it is chosen: Role=DIRECAO lists only DIRECAO users at once, and 'Procurar' keeps it", async ({ page }) => {
  await openUsers(page);
  const filters = page.getByRole('search', { name: 'Filtrar utilizadores' });
  await filters.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'DIRECAO', exact: true }).click();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem');
  await expect(chips).toHaveText(['Role: DIRECAO']);
  const roles = page.locator('tbody tr td:nth-child(4)');
  await expect.poll(async () => [...new Set(await roles.allInnerTexts())]).toEqual(['DIRECAO']);
  await search(page, 'direcao', 'button');
  await expect(rowOf(page, 'direcao')).toBeVisible();
  await expect(chips).toHaveText(['Role: DIRECAO']);
  await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveText('DIRECAO');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the filters fold behind one 'Filtros' button; the chips of those applied stay in sight", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    const filters = page.getByRole('search', { name: 'Filtrar utilizadores' });
    await expect(filters).toBeHidden();
    const fold = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await fold.click();
    await filters.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'DIRECAO', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Role: DIRECAO']);
    await fold.click();
    await expect(filters).toBeHidden();
    await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toBeVisible();
  });
});
