import { expect, test } from '@playwright/test';
import { signIn } from './pages';

// The purge ends every session but the caller's: it would sign out tests running beside it, so
// this file must run alone (or last).
test.describe.configure({ mode: 'serial' });

test('purge after confirmation signs everyone else out; dev stays signed in', async ({ page, browser }) => {
  // Someone else signed in elsewhere.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'admin');

  await signIn(page, 'dev');
  await page.goto('/admin/operations');
  const purge = page.getByRole('button', { name: 'Purge' });
  await expect(purge).toBeVisible();
  await purge.click();
  const dialog = page.getByRole('dialog', { name: 'Tem a certeza?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Purge executado')).toBeVisible();
  await expect(dialog).toBeHidden();

  // dev is still signed in...
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/operations$/);
  await expect(page.getByTestId('user-name')).toHaveText('Dev');
  // ...and the other session is over.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});
