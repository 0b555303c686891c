import { expect, test } from '@playwright/test';
import { signIn } from './pages';

// Every open screen is live (docs/concurrency.md, "Events"): two people, each in a browser of its
// own, on the same list. What one adds and removes appears on and leaves the other's screen without
// a reload. The test waits for the screen to show it; it measures no time.

test("the first user's list shows the second's changes with no reload", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const watcher = await first.newPage();
    const editor = await second.newPage();
    // The watcher's stream (opened with the back-office) is answered before the other one changes anything.
    const streamOpen = watcher.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);
    await signIn(watcher, 'admin');
    await signIn(editor, 'rh');
    const name = `Trabalho em direto ${Date.now().toString(36)}`;
    const row = watcher.getByRole('cell', { name, exact: true });

    await watcher.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
    await expect(watcher.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
    await streamOpen;
    let loads = 0;
    watcher.on('load', () => loads++);

    await editor.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
    await editor.getByRole('button', { name: 'Adicionar' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Novo tipo de pedido' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(editor.getByText('Novo tipo criado')).toBeVisible();

    await expect(row).toBeVisible();

    await editor.getByRole('button', { name: `Ações: ${name}` }).click();
    await editor.getByRole('menuitem', { name: 'Eliminar' }).click();
    await editor.getByRole('dialog', { name: 'Tem a certeza?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(editor.getByText('Removido com sucesso!')).toBeVisible();

    await expect(row).toHaveCount(0);
    expect(loads).toBe(0);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
