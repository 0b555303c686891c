import { expect, test } from '@playwright/test';
import { signIn } from './pages';
import { expectNoHorizontalOverflow, seriousAxeFindings } from './checks';

test('RH adds, renames and removes a type; a duplicate and a type in use are refused', async ({ page }) => {
  await signIn(page, 'rh');
  await page.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  const names = await page.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  expect(names.slice(0, 4)).toEqual(['Ajudas de custo', 'Declaração de vínculo', 'Férias', 'Formação profissional']);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo tipo de pedido' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Teletrabalho');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Novo tipo criado')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Teletrabalho', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar' }).click();
  await dialog.getByLabel('Nome').fill('teletrabalho');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Erro a criar')).toBeVisible();
  await expect(dialog.getByText('Já existe um tipo de pedido com este nome.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Ações: Teletrabalho' }).click();
  await page.getByRole('menuitem', { name: 'Alterar' }).click();
  const edit = page.getByRole('dialog', { name: 'Alterar tipo de pedido' });
  await expect(edit.getByLabel('Nome')).toHaveValue('Teletrabalho');
  await edit.getByLabel('Nome').fill('Teletrabalho parcial');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Teletrabalho parcial', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ações: Teletrabalho parcial' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem a certeza?' });
  await expect(confirm).toContainText('Está prestes a eliminar o tipo de pedido "Teletrabalho parcial".');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Removido com sucesso!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Teletrabalho parcial', exact: true })).toHaveCount(0);

  // 'Férias' has requests: refused, and the popup says why.
  await page.getByRole('button', { name: 'Ações: Férias' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Erro a remover')).toBeVisible();
  await expect(confirm.getByText('Este tipo tem pedidos associados e não pode ser eliminado.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('cell', { name: 'Férias', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the table fits and the row menu is reachable by keyboard', async ({ page }) => {
    await signIn(page, 'rh');
    await page.goto('/admin/requestsrh');
    await expect(page.getByRole('cell', { name: 'Férias', exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Ações: Férias' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Alterar' })).toBeFocused();
  });
});
