import { expect, test, type Page } from '@playwright/test';
import { asAnotherPerson, signIn } from './pages';

const normalise = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The names in the table (second column), on the current page. */
/** The names in the table, once it shows the current view's rows (not the previous school's, kept while the new ones load). */
async function names(page: Page): Promise<string[]> {
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0);
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

  // The list keeps the rows shown until the next school's arrive: read them once they have.
  await chooseSchool(page, 'SAS');
  await expect.poll(() => names(page)).not.toEqual(estg);

  // By name (the list's declared filter, applied as typed, or at once with Enter): lower case and without accents finds the accented name.
  await chooseSchool(page, 'ESTG');
  await expect.poll(() => names(page)).toEqual(estg);
  const target = estg.find((n) => n !== normalise(n)) ?? estg[0];
  const word = normalise(target.split(' ')[0]);
  const search = page.getByRole('searchbox', { name: 'Procurar' });
  await search.fill(word.toUpperCase());
  await search.press('Enter');
  await expect.poll(async () => (await names(page)).every((n) => normalise(n).includes(word))).toBe(true);
  const found = await names(page);
  expect(found).toContain(target);
  expect(found.length).toBeLessThan(estg.length + 1);

  await search.fill('zzzz nao existe');
  await search.press('Enter');
  await expect(page.getByText('Nenhum nome corresponde a "zzzz nao existe".')).toBeVisible();
  await search.fill('');
  await search.press('Enter');
  await expect.poll(() => names(page)).toEqual(estg);
});

test('the footer logo does not cover the end of the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signIn(page, 'admin');
  await page.goto('/medabandonment');
  await names(page);
  await page.mouse.wheel(0, 5000);
  // Measured once the wheel has scrolled the page (a clean-clone run under load measured before).
  const overlap = async () => {
    const footer = await page.locator('footer').boundingBox();
    const pagination = await page.getByText(/\d+-\d+ de \d+/).boundingBox();
    return pagination!.y + pagination!.height - footer!.y;
  };
  await expect.poll(overlap).toBeLessThanOrEqual(0);
});

test('direcao sees only its schools (ESTG and ESCE)', async ({ page }) => {
  await signIn(page, 'direcao');
  await page.goto('/medabandonment');
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESTG');
  await page.getByRole('combobox', { name: 'Escola' }).click();
  await expect(page.getByRole('option')).toHaveText(['ESTG', 'ESCE']);
  await page.getByRole('option', { name: 'ESCE', exact: true }).click();
  expect((await names(page)).length).toBeGreaterThan(0);

  // The dashboard's link to a school: that school stays when the view changes (a sort).
  await page.goto('/medabandonment?UO=4');
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESCE');
  const esce = await names(page);
  await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
  await expect(page).toHaveURL(/order=DESC/);
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESCE');
  await expect.poll(() => names(page)).toEqual([...esce].reverse());
});

test('admin searches by name and sorts by Nome; a reload and the link opened by DEV show the same rows; Limpar filtros clears', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/medabandonment');
  await chooseSchool(page, 'ESTG');
  const estg = await names(page);
  expect(estg.length).toBeGreaterThan(2);

  // A letter most names hold, and not all: the filter keeps some and leaves others.
  const letters = 'aeiourns'.split('');
  const letter = letters.find((l) => {
    const n = estg.filter((name) => normalise(name).includes(l)).length;
    return n > 1 && n < estg.length;
  });
  expect(letter, estg.join(', ')).toBeDefined();
  const kept = estg.filter((name) => normalise(name).includes(letter!));

  const search = page.getByRole('search', { name: 'Filtros da lista' });
  await search.getByRole('searchbox', { name: 'Procurar' }).fill(letter!.toUpperCase());
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText([`Procurar: ${letter!.toUpperCase()}`]);
  await expect.poll(() => names(page)).toEqual(kept);

  // Nome, descending: the same rows, in the reverse order (the server's, names folded).
  await page.getByRole('columnheader', { name: 'Nome' }).getByRole('button').click();
  await expect.poll(() => names(page)).toEqual([...kept].reverse());
  await expect(page).toHaveURL(/order=DESC/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESTG');
  await expect(chips.getByRole('listitem')).toHaveText([`Procurar: ${letter!.toUpperCase()}`]);
  await expect.poll(() => names(page)).toEqual([...kept].reverse());

  const link = page.url();
  await asAnotherPerson(browser, 'dev', link, async (dev) => {
    await expect(dev.getByRole('combobox', { name: 'Escola' })).toHaveText('ESTG');
    await expect(dev.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([`Procurar: ${letter!.toUpperCase()}`]);
    await expect.poll(() => names(dev)).toEqual([...kept].reverse());
  });

  // 'Limpar filtros': every row of the school again (the school chosen stays), still by name descending.
  await search.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Escola' })).toHaveText('ESTG');
  await expect.poll(() => names(page)).toEqual([...estg].reverse());
});
