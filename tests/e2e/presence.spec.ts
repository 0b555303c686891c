import { expect, test, type Page } from '@playwright/test';
import { PRESENCE_BEAT_MS } from '../../src/contract';
import { twoPeople } from './pages';

// Presence ('Também aberto por …') names whoever else has a record on screen, in any session: here
// two people watch the newest HR request, which every other test's HR or admin session listing the
// requests would have on screen too. So this file runs alone, after the others (playwright.config.ts).

test('two HR staff with the same request on screen see each other by name; when one leaves, the other sees it go', async ({ browser }) => {
  // A note missed while a page's live stream was still opening arrives with the next beat at the latest.
  test.slow();
  const noted = { timeout: PRESENCE_BEAT_MS + 5_000 };
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    const [nameA, nameB] = await Promise.all([a.getByTestId('user-name').innerText(), b.getByTestId('user-name').innerText()]);
    await Promise.all([a.goto('/requestsrh'), b.goto('/requestsrh')]);
    const first = (page: Page) => page.getByRole('article').first();
    await expect(first(a)).toBeVisible();
    const title = await first(a).getByRole('heading').innerText();
    await expect(first(b).getByRole('heading')).toHaveText(title);

    await expect(first(a).getByTestId('presence-note')).toHaveText(`Também aberto por ${nameB}`, noted);
    await expect(first(b).getByTestId('presence-note')).toHaveText(`Também aberto por ${nameA}`, noted);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/presence-hr.png` });

    // B goes to another screen: A's card no longer names B, with no reload.
    await b.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(first(a).getByTestId('presence-note')).toHaveCount(0, noted);
    // B comes back, then closes the tab: named again, then gone again.
    await b.getByRole('menuitem', { name: 'Pedidos RH', exact: true }).click();
    await expect(first(a).getByTestId('presence-note')).toHaveText(`Também aberto por ${nameB}`, noted);
    await b.close({ runBeforeUnload: true });
    await expect(first(a).getByTestId('presence-note')).toHaveCount(0, noted);
  } finally {
    await close();
  }
});
