import { expect, test } from '@playwright/test';
import { signIn } from './pages';

test('choosing a minimum version updates "Versão minima atual"', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/operations');
  const current = page.getByTestId('current-min-version');
  await expect(current).toContainText('Versão minima atual:');
  const before = (await current.innerText()).replace('Versão minima atual:', '').trim();

  const update = page.getByRole('main').getByRole('button', { name: 'Atualizar' });
  await expect(update).toBeDisabled();
  await page.getByRole('combobox', { name: 'Versões disponíveis' }).click();
  const options = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim());
  expect(options[0]).toBe('Escolha uma versão');
  const chosen = options.slice(1).find((v) => v !== before)!;
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await expect(update).toBeEnabled();

  await update.click();
  await expect(page.getByText('Versão minima atualizada')).toBeVisible();
  await expect(current).toHaveText(`Versão minima atual: ${chosen}`);
  await page.reload();
  await expect(page.getByTestId('current-min-version')).toHaveText(`Versão minima atual: ${chosen}`);
});

test('choosing "Escolha uma versão" again disables the update', async ({ page }) => {
  await signIn(page, 'dev');
  await page.goto('/admin/operations');
  const update = page.getByRole('main').getByRole('button', { name: 'Atualizar' });
  await page.getByRole('combobox', { name: 'Versões disponíveis' }).click();
  await page.getByRole('option').nth(1).click();
  await expect(update).toBeEnabled();
  await page.getByRole('combobox', { name: 'Versões disponíveis' }).click();
  await page.getByRole('option', { name: 'Escolha uma versão' }).click();
  await expect(update).toBeDisabled();
});

test('Cancelar closes the purge confirmation without purging', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/operations');
  let purged = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/backoffice/purge')) purged = true;
  });
  await page.getByRole('button', { name: 'Purge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem a certeza?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(purged).toBe(false);
});
