import { expect, test, type Page } from '@playwright/test';
import { signIn } from './pages';

const normalise = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The names in the table (second column), on the current page. */
async function names(page: Page): Promise<string[]> {
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  return (await rows.locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
}

async function chooseSchool(page: Page, sigla: string) {
  await page.getByRole('combobox', { name: 'Escola' }).click();
  await page.getByRole('option', { name: sigla, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText(sigla);
}

test('admin filters the abandonment list by school and by name', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/medabandonment');
  await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Nome', 'Numero', 'Email', 'Descrição']);
  await expect(page.getByRole('img', { name: 'Logótipo da instituição' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Escola' }).click();
  await expect(page.getByRole('option')).toHaveText(['ESA', 'ESE', 'ESTG', 'ESCE', 'ESS', 'ESDL', 'SC', 'SAS']);
  await page.keyboard.press('Escape');

  const listed = page.waitForResponse((r) => r.url().includes('/api/users/medabandono?UO=3'));
  await chooseSchool(page, 'ESTG');
  await listed;
  const estg = await names(page);
  expect(estg.length).toBeGreaterThan(1);
  await expect(page.locator('table tbody td:nth-child(4)').first()).toContainText('@');

  await chooseSchool(page, 'SAS');
  const sas = await names(page);
  expect(sas).not.toEqual(estg);

  // By name, on the client: lower case and without accents finds the accented name.
  await chooseSchool(page, 'ESTG');
  await expect.poll(() => names(page)).toEqual(estg);
  const target = estg.find((n) => n !== normalise(n)) ?? estg[0];
  const word = normalise(target.split(' ')[0]);
  await page.getByRole('searchbox', { name: 'Procurar' }).fill(word.toUpperCase());
  const found = await names(page);
  expect(found).toContain(target);
  expect(found.length).toBeLessThan(estg.length + 1);
  for (const n of found) expect(normalise(n)).toContain(word);

  await page.getByRole('searchbox', { name: 'Procurar' }).fill('zzzz nao existe');
  await expect(page.getByText('Nenhum nome corresponde a "zzzz nao existe".')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Procurar' }).fill('');
  await expect.poll(() => names(page)).toEqual(estg);
});

test('the footer logo does not cover the end of the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signIn(page, 'admin');
  await page.goto('/medabandonment');
  await names(page);
  await page.mouse.wheel(0, 5000);
  const footer = await page.locator('footer').boundingBox();
  const pagination = await page.getByText(/\d+-\d+ de \d+/).boundingBox();
  expect(pagination!.y + pagination!.height).toBeLessThanOrEqual(footer!.y);
});

test('direcao sees only its schools (ESTG and ESCE)', async ({ page }) => {
  await signIn(page, 'direcao');
  await page.goto('/medabandonment');
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESTG');
  await page.getByRole('combobox', { name: 'Escola' }).click();
  await expect(page.getByRole('option')).toHaveText(['ESTG', 'ESCE']);
  await page.getByRole('option', { name: 'ESCE', exact: true }).click();
  expect((await names(page)).length).toBeGreaterThan(0);
});
