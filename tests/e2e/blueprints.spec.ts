import { expect, test } from '@playwright/test';
import { floorPlanPng } from '../../src/server/db/seed/floorPlan';
import { signIn } from './pages';

test('DIRECAO adds a floor, uploads its plan, previews it, hides it and removes it', async ({ page }) => {
  const name = `Piso ${Date.now() % 100000}`;
  await signIn(page, 'direcao');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Plantas' }).click();
  const esce = page.getByRole('region', { name: 'Plantas ESCE' });
  await expect(page.getByRole('region', { name: 'Plantas ESTG' })).toBeVisible();

  await esce.getByRole('button', { name: 'Novo Piso' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Piso' });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Nome é obrigatório')).toBeVisible();
  await create.getByLabel('Nome').fill(name);
  await create.getByLabel('Disponível na aplicação').check();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Novo piso criado')).toBeVisible();
  const row = esce.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Ver planta de ${name}` })).toBeDisabled();

  // The plan: an SVG is refused before sending, a renamed file by the server, a PNG is taken.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar piso' });
  const chooser = edit.locator('input[type=file]');
  await chooser.setInputFiles({ name: 'planta.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(edit.getByText('A planta tem de ser uma imagem PNG, JPEG ou WebP.')).toBeVisible();
  await chooser.setInputFiles({ name: 'planta.png', mimeType: 'image/png', buffer: Buffer.from('MZ not an image at all') });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'A planta tem de ser uma imagem PNG, JPEG ou WebP.' })).toBeVisible();
  await chooser.setInputFiles({ name: 'planta.png', mimeType: 'image/png', buffer: floorPlanPng(4) });
  await edit.getByLabel('Disponível na aplicação').uncheck();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Piso atualizado')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByRole('img', { name: 'Escondido na aplicação' })).toBeVisible();

  await row.getByRole('button', { name: `Ver planta de ${name}` }).click();
  const preview = page.getByRole('dialog', { name });
  const image = preview.getByRole('img', { name: `Ver planta de ${name}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await preview.getByRole('button', { name: 'Fechar' }).click();

  await row.getByRole('button', { name: `Remover ${name}` }).click();
  await page.getByRole('dialog', { name: 'Remover piso' }).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Piso removido')).toBeVisible();
  await expect(row).toHaveCount(0);
});
