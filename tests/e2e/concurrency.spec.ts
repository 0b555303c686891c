import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './pages';

// No lost update (docs/concurrency.md): two people, each in a browser of its own, edit the same
// record. The one whose screen is stale is told at once, sees both values, and chooses: reload (their
// typing dropped) or save over the other change (audited as such). The test waits for what the
// screen shows; it measures no time.

const STALE = 'Este registo foi alterado por outra pessoa desde que o abriu.';

/** Two people signed in, each in a browser context of its own. */
async function twoPeople(browser: Browser, first: string, second: string): Promise<{ a: Page; b: Page; close: () => Promise<void> }> {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  await signIn(a, first);
  await signIn(b, second);
  return { a, b, close: () => Promise.all([ca.close(), cb.close()]).then(() => undefined) };
}

/** Opens the HR request types and the edit popup of `name`. */
async function editType(page: Page, name: string) {
  await page.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
  await page.getByRole('button', { name: `Ações: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Alterar' }).click();
  return page.getByRole('dialog', { name: 'Alterar tipo de pedido' });
}

test('a declared record: the stale popup shows both values; "Guardar por cima" saves, audited; "Recarregar" takes the current record', async ({ browser }) => {
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    const token = Date.now().toString(36);
    const original = `Pedido partilhado ${token}`;
    await b.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
    await b.getByRole('button', { name: 'Adicionar' }).click();
    await b.getByRole('dialog', { name: 'Novo tipo de pedido' }).getByLabel('Nome').fill(original);
    await b.getByRole('dialog', { name: 'Novo tipo de pedido' }).getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Novo tipo criado')).toBeVisible();

    // A opens the record; B changes it meanwhile.
    const mine = await editType(a, original);
    await mine.getByLabel('Nome').fill(`Versão de A ${token}`);
    const theirs = await editType(b, original);
    await theirs.getByLabel('Nome').fill(`Versão de B ${token}`);
    await theirs.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Atualizado com sucesso!')).toBeVisible();

    // A's open popup says so at once (the list is live), with both values, before any save.
    const panel = mine.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa.' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row', { name: `Nome Versão de A ${token} Versão de B ${token}` })).toBeVisible();
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/conflict-live.png` });

    // Saving anyway is refused by the server (409): the popup stays, with what A typed.
    await mine.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(mine.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
    await expect(mine.getByLabel('Nome')).toHaveValue(`Versão de A ${token}`);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/conflict-refused.png` });

    await mine.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Atualizado com sucesso!')).toBeVisible();
    await expect(mine).toBeHidden();
    await expect(a.getByRole('cell', { name: `Versão de A ${token}`, exact: true })).toBeVisible();
    // B's list follows without a reload.
    await expect(b.getByRole('cell', { name: `Versão de A ${token}`, exact: true })).toBeVisible();

    // The audit trail says A saved over B's change.
    await a.goto('/admin/audit');
    await expect(a.getByRole('row').filter({ hasText: 'Guardou por cima' }).filter({ hasText: `Versão de A ${token}` }).first()).toBeVisible();

    // 'Recarregar': B edits again while A's popup is open; A reloads and saves on top of B's value.
    const again = await editType(a, `Versão de A ${token}`);
    const other = await editType(b, `Versão de A ${token}`);
    await other.getByLabel('Nome').fill(`Segunda de B ${token}`);
    await other.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Atualizado com sucesso!').last()).toBeVisible();
    await again.getByRole('button', { name: 'Recarregar' }).click();
    await expect(again.getByLabel('Nome')).toHaveValue(`Segunda de B ${token}`);
    await expect(again.getByRole('alert')).toHaveCount(0);
    await again.getByLabel('Nome').fill(`Final ${token}`);
    await again.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(again).toBeHidden();
    await expect(a.getByRole('cell', { name: `Final ${token}`, exact: true })).toBeVisible();
  } finally {
    await close();
  }
});
