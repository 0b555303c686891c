import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AuditPage, Suggestion, SuggestionsPage } from '../../src/contract';
import { apiToken, asAnotherPerson, signIn } from './pages';
import { exportedSheet, seriousAxeFindings, typeInPicker } from './checks';
import { holdAnswers } from './network';

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
  // Hold the first answer back until the 10 placeholders are seen.
  const first = await holdAnswers(page, '**/api/bugs?*', { times: 1 });
  await page.goto('/admin/suggestions');
  await expect(page.getByTestId('suggestion-skeleton')).toHaveCount(10);
  first.release();

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

const lisbonDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(iso));

/** A seeded sender with suggestions on more than one Lisbon day (the seed's, all in the past), oldest first. */
async function senderOverDays(request: APIRequestContext, headers: Record<string, string>): Promise<{ term: string; sent: Suggestion[] }> {
  const list = async (query: string) => (await (await request.get(`/api/bugs?${query}`, { headers })).json()) as SuggestionsPage;
  const emails = [...new Set((await list('limit=100')).data.map((s) => s.emailUser).filter((e): e is string => e !== null))];
  for (const email of emails) {
    // Part of the e-mail (before the @), in capitals: the filter finds it in any case.
    const term = email.split('@')[0].toUpperCase();
    const sent = (await list(`sender=${encodeURIComponent(term)}&sort=date&order=ASC&limit=100`)).data;
    if (sent.length >= 3 && lisbonDay(sent[0].date) < lisbonDay(sent[1].date)) return { term, sent };
  }
  throw new Error('no seeded sender with suggestions on several days');
}

test('filters by day and sender and sorts oldest first, all in the address: a reload, and a link opened by another administrator, show the same view', async ({ page, browser, request }) => {
  test.slow();
  const headers = { 'access-token': await apiToken(request, 'admin') };
  const { term, sent } = await senderOverDays(request, headers);
  // From the day of the sender's second suggestion (the first is left out) to that of the last.
  const [from, to] = [lisbonDay(sent[1].date), lisbonDay(sent.at(-1)!.date)];
  const expected = (await (await request.get(`/api/bugs?sender=${encodeURIComponent(term)}&date_gte=${from}&date_lte=${to}&sort=date&order=ASC&limit=25`, { headers })).json()) as SuggestionsPage;
  expect(expected.pagination.total).toBeLessThan(sent.length);
  const first = `suggestion-${expected.data[0]._id}`;

  await signIn(page, 'admin');
  await page.goto('/admin/suggestions');
  const { cards, toggle, range } = screenParts(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  const search = page.getByRole('search', { name: 'Filtrar sugestões' });
  await typeInPicker(search, 'De', from);
  await typeInPicker(search, 'Até', to);
  await search.getByLabel('E-mail do remetente').fill(term);
  const chips = page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem');
  await expect(chips).toHaveText([/^Data: de \d{2}\/\d{2}\/\d{4} até \d{2}\/\d{2}\/\d{4}$/, `E-mail do remetente: ${term}`]);
  await expect(range).toHaveText(`A mostrar de 1 até ${expected.pagination.total} de ${expected.pagination.total} Entidades`);
  // Every card's e-mail holds the part typed, whatever its case.
  await expect(cards.filter({ hasNotText: new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })).toHaveCount(0);

  // Oldest first, from the keyboard: the select opens with the arrows and Enter picks.
  const order = page.getByRole('combobox', { name: 'Ordenar' });
  await expect(order).toHaveText('Mais recentes primeiro');
  await order.focus();
  await order.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Mais recentes primeiro' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect(page).toHaveURL(/order=ASC/);
  await expect(cards.first()).toHaveAttribute('aria-labelledby', first);
  const shown = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
  const view = expected.data.map((s) => `suggestion-${s._id}`);
  await expect.poll(shown).toEqual(view);

  await page.reload();
  await expect(chips).toHaveText([/^Data: /, `E-mail do remetente: ${term}`]);
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect.poll(shown).toEqual(view);

  // The switch keeps the filters and the order, and is kept in the address with them.
  await toggle.uncheck();
  await expect(page).toHaveURL(/arquivados=false/);
  await expect(page).toHaveURL(/order=ASC/);
  await expect(chips).toHaveCount(2);
  await expect.poll(shown).toEqual(expected.data.filter((s) => !s.isArquivado).map((s) => `suggestion-${s._id}`));
  await toggle.check();
  await expect(page).not.toHaveURL(/arquivados/);
  await expect.poll(shown).toEqual(view);

  const link = page.url();
  await asAnotherPerson(browser, 'dev', link, async (dev) => {
    await expect(dev.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([/^Data: /, `E-mail do remetente: ${term}`]);
    await expect(dev.getByRole('combobox', { name: 'Ordenar' })).toHaveText('Mais antigas primeiro');
    await expect(dev.getByTestId('suggestion').first()).toHaveAttribute('aria-labelledby', first);
  });

  // 'Limpar filtros': every suggestion again (still oldest first).
  const all = ((await (await request.get('/api/bugs?limit=1', { headers })).json()) as SuggestionsPage).pagination.total;
  await search.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await expect(range).toHaveText(`A mostrar de 1 até ${PAGE_SIZE} de ${all} Entidades`);
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(search.getByLabel('E-mail do remetente')).toHaveValue('');
});

test('archives several at once after a confirmation; one changed by someone else meanwhile is refused with the reason and stays selected', async ({ page, request }) => {
  test.slow();
  // This screen's live stream is cut, so that it misses the other person's change (as a screen whose stream broke would).
  await page.route('**/api/events', (route) => route.abort());
  await signIn(page, 'admin');
  await page.goto('/admin/suggestions');
  const { cards } = screenParts(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  const open = cards.filter({ has: page.getByRole('button', { name: 'Arquivar', exact: true }) });
  const chosen = await Promise.all([0, 1, 2].map(async (i) => (await open.nth(i).getAttribute('aria-labelledby'))!));
  const card = (key: string) => page.locator(`article[aria-labelledby="${key}"]`);
  for (const key of chosen) await card(key).getByRole('checkbox', { name: /^Selecionar a sugestão de / }).check();
  await expect(page.getByText('3 selecionadas')).toBeVisible();
  // No unarchiving offered: none of the chosen is archived.
  await expect(page.getByRole('button', { name: 'Desarquivar selecionadas' })).toHaveCount(0);

  // Someone else archives the third one meanwhile.
  const headers = { 'access-token': await apiToken(request, 'dev') };
  const third = chosen[2].replace(/^suggestion-/, '');
  expect((await request.put(`/api/bugs/${third}`, { headers, data: { isArquivado: true } })).status()).toBe(200);
  const thirdName = (await card(chosen[2]).getByRole('heading').innerText()).trim();

  await page.getByRole('button', { name: 'Arquivar selecionadas', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Arquivar sugestões' })).toContainText('Arquivar as 3 sugestões selecionadas?');
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Arquivadas 2 sugestões')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Não foi possível arquivar 1 sugestão — ${thirdName}: .+`))).toBeVisible();
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Arquivadas 2 sugestões' }).filter({ hasText: 'Não foi possível arquivar 1 sugestão' })).toBeVisible();
  // The list read again: all three archived (the third by the other person), only the refused one still selected.
  for (const key of chosen) await expect(card(key).getByRole('button', { name: 'Desarquivar' })).toBeVisible();
  await expect(page.getByText('1 selecionada', { exact: true })).toBeVisible();
  await expect(card(chosen[2]).getByRole('checkbox')).toBeChecked();
  await expect(card(chosen[0]).getByRole('checkbox')).not.toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Each archiving is in the audit trail as one change of its own; the refused one is not.
  const trail = (await (await request.get('/api/admin/audit?limit=100&page=0', { headers: { 'access-token': await apiToken(request, 'admin') } })).json()) as AuditPage;
  const ids = chosen.map((key) => key.replace(/^suggestion-/, ''));
  const archived = trail.data.filter((entry) => entry.at >= since && ids.includes(entry.recordId ?? ''));
  expect(archived.map((entry) => [entry.recordId, entry.after])).toEqual(expect.arrayContaining([[ids[0], { isArquivado: true }], [ids[1], { isArquivado: true }]]));
  expect(archived).toHaveLength(2);

  // Unarchived together again (what the other tests of this file expect of the list).
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(page.getByText('Selecionar as sugestões desta página')).toBeVisible();
  for (const key of chosen) await card(key).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Desarquivar selecionadas' }).click();
  await expect(page.getByRole('dialog', { name: 'Desarquivar sugestões' })).toContainText('Desarquivar as 3 sugestões selecionadas?');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Desarquivadas 3 sugestões')).toBeVisible();
  for (const key of chosen) await expect(card(key).getByRole('button', { name: 'Arquivar', exact: true })).toBeVisible();
});

test("'Exportar' writes the suggestions the view shows (without the archived while 'Mostrar arquivados' is off), the sender first, the day as a date cell", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/suggestions?arquivados=false');
  const { cards } = screenParts(page);
  await expect(cards.first()).toBeVisible();
  const { fileName, rows } = await exportedSheet(page);
  expect(fileName).toMatch(/^Sugestões \d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(rows[1]).toEqual(['Nome', 'E-mail', 'Data', 'Mensagem', 'Arquivada']);
  expect(rows.length - 2).toBeGreaterThan(PAGE_SIZE);
  expect(rows.slice(2).every((row) => row[4] === false && row[2] instanceof Date)).toBe(true);
});
