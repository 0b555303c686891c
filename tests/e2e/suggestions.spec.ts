import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './pages';

// Only this file archives suggestions, so the hidden count is stable while it runs; the total is
// read from the screen, never assumed.

const PAGE_SIZE = 25;

function screenParts(page: Page) {
  return {
    cards: page.getByTestId('suggestion'),
    toggle: page.getByRole('switch', { name: 'Mostrar arquivados' }),
    hidden: page.getByTestId('hidden-count'),
    range: page.getByTestId('pager-range'),
    previous: page.getByRole('button', { name: 'Anterior' }),
    next: page.getByRole('button', { name: 'Proximo' }),
  };
}

async function hiddenCount(hidden: Locator): Promise<number> {
  const text = (await hidden.innerText()).trim();
  const match = /^(\d+) (sugestão escondida|sugestões escondidas)$/.exec(text);
  expect(match, `hidden count wording: "${text}"`).not.toBeNull();
  const count = Number(match![1]);
  expect(match![2]).toBe(count === 1 ? 'sugestão escondida' : 'sugestões escondidas');
  return count;
}

test('archive and unarchive a suggestion: the button flips and the hidden count follows', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/admin/suggestions');
  const { cards, toggle, hidden } = screenParts(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(toggle).toBeChecked();
  await expect(hidden).toHaveCount(0);

  // The newest suggestion that is not archived.
  const candidate = cards.filter({ has: page.getByRole('button', { name: 'Arquivar', exact: true }) }).first();
  const cardKey = await candidate.getAttribute('aria-labelledby');
  const card = page.locator(`article[aria-labelledby="${cardKey}"]`);

  await toggle.uncheck();
  await expect(hidden).toBeVisible();
  const before = await hiddenCount(hidden);
  await expect(card).toBeVisible();
  await toggle.check();
  await expect(hidden).toHaveCount(0);

  await card.getByRole('button', { name: 'Arquivar', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Desarquivar' })).toBeVisible();
  await expect(card.getByText('Arquivada')).toBeVisible();

  await toggle.uncheck();
  await expect(hidden).toHaveText(`${before + 1} ${before + 1 === 1 ? 'sugestão escondida' : 'sugestões escondidas'}`);
  await expect(card).toHaveCount(0);
  await expect(cards.filter({ has: page.getByRole('button', { name: 'Desarquivar' }) })).toHaveCount(0);

  await toggle.check();
  await card.getByRole('button', { name: 'Desarquivar' }).click();
  await expect(card.getByRole('button', { name: 'Arquivar', exact: true })).toBeVisible();

  await toggle.uncheck();
  await expect(hidden).toHaveText(`${before} ${before === 1 ? 'sugestão escondida' : 'sugestões escondidas'}`);
  await expect(card).toBeVisible();

  // With the switch off, archiving makes the item leave the list at once.
  await card.getByRole('button', { name: 'Arquivar', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(hidden).toHaveText(`${before + 1} ${before + 1 === 1 ? 'sugestão escondida' : 'sugestões escondidas'}`);
  await toggle.check();
  await card.getByRole('button', { name: 'Desarquivar' }).click();
  await expect(card.getByRole('button', { name: 'Arquivar', exact: true })).toBeVisible();
});

test('pages through the list with Proximo and Anterior, 25 at a time, newest first', async ({ page }) => {
  test.slow();
  await signIn(page, 'dev');
  // Hold the first answer back a moment to see the 10 placeholders.
  let delayed = false;
  await page.route('**/api/bugs?*', async (route) => {
    if (!delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  await page.goto('/admin/suggestions');
  await expect(page.getByTestId('suggestion-skeleton')).toHaveCount(10);

  const { cards, range, previous, next } = screenParts(page);
  await expect(range).toHaveText(/^A mostrar de 1 até 25 de \d+ Entidades$/);
  const total = Number(/de (\d+) Entidades/.exec(await range.innerText())![1]);
  expect(total).toBeGreaterThan(2 * PAGE_SIZE);
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  const dates = await page.locator('[data-testid="suggestion"] time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect([...dates].sort().reverse()).toEqual(dates);
  const firstOfPageOne = await cards.first().getAttribute('aria-labelledby');

  await next.click();
  await expect(range).toHaveText(`A mostrar de 26 até 50 de ${total} Entidades`);
  await expect(previous).toBeEnabled();
  await expect(cards.first()).not.toHaveAttribute('aria-labelledby', firstOfPageOne!);

  await previous.click();
  await expect(range).toHaveText(`A mostrar de 1 até 25 de ${total} Entidades`);
  await expect(cards.first()).toHaveAttribute('aria-labelledby', firstOfPageOne!);
  await expect(previous).toBeDisabled();

  // To the last page: Proximo is disabled there.
  const lastPage = Math.ceil(total / PAGE_SIZE);
  for (let p = 2; p <= lastPage; p += 1) {
    await next.click();
    await expect(range).toHaveText(`A mostrar de ${(p - 1) * PAGE_SIZE + 1} até ${Math.min(p * PAGE_SIZE, total)} de ${total} Entidades`);
  }
  await expect(next).toBeDisabled();
  await expect(cards).toHaveCount(total - (lastPage - 1) * PAGE_SIZE);
});

test("a failing list shows 'Ocorreu um erro...'", async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/bugs?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }));
  await page.goto('/admin/suggestions');
  await expect(page.getByText('Ocorreu um erro...')).toBeVisible();
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the suggestions fit 375 px without a horizontal scroll', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/suggestions');
    await expect(page.getByTestId('suggestion')).toHaveCount(PAGE_SIZE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Proximo' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Proximo' })).toBeInViewport();
  });
});
