import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { asAnotherPerson, signIn } from './pages';
import { holdAnswers } from './network';
import { expectAllDrawn, expectNoHorizontalOverflow, seriousAxeFindings } from './checks';

const PATH = '/mentorias_profissionais';
const MENTOR_BUTTON = /: ver mentorados$/;

const mentors = (page: Page) => page.getByRole('region', { name: 'Mentores' });
/** The mentors' own rows (not the rows of an opened mentee table). */
const mentorRows = (page: Page) => mentors(page).getByRole('row').filter({ has: page.getByRole('button', { name: MENTOR_BUTTON }) });
const mentorRow = (page: Page, name: string) => mentors(page).getByRole('row').filter({ has: page.getByRole('button', { name: `${name}: ver mentorados`, exact: true }) });
const nameOf = async (row: ReturnType<typeof mentorRows>) => (await row.getByRole('button', { name: MENTOR_BUTTON }).getAttribute('aria-label'))!.replace(': ver mentorados', '');
const summary = async (page: Page, label: string) => Number(await page.getByRole('listitem').filter({ hasText: label }).locator('p').last().innerText());

async function openPage(page: Page) {
  await signIn(page, 'tutorias_admin');
  await page.getByRole('menuitem', { name: 'Mentorias Profissionais' }).click();
  await expect(page).toHaveURL(/\/mentorias_profissionais$/);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(mentorRows(page).first()).toBeVisible();
}

// providers/earlyQueries.ts: the overview is the call's answer under its key, so a start at the
// page's address runs it into the cache from the answer asked early, and the page is drawn with it.
test("reloaded, the page is drawn with its mentors at once, without 'Carregando...' first", async ({ page }) => {
  await openPage(page);
  await page.goto(PATH);
  await expect(mentorRows(page).first()).toBeVisible();
  await page.addInitScript(`new MutationObserver(() => { if (document.querySelector('#main-content')?.textContent?.includes('Carregando...')) window.loadingShown = true; }).observe(document, { childList: true, subtree: true, characterData: true });`);
  // The back-office's code held until the overview's early answer is in, as when the server answers before the code is evaluated.
  const code = await holdAnswers(page, (url) => /^\/assets\/App-[\w-]+\.js$/.test(url.pathname), { times: 1 });
  const answered = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/mentoriasProfissionais/overview');
  await page.goto(PATH);
  await answered;
  code.release();
  await expect(mentorRows(page).first()).toBeVisible();
  await code.stop();
  expect(await page.evaluate('window.loadingShown === true')).toBe(false);
});

test('the summary agrees with the tables; a mentor opens its mentees with their ratings per cycle', async ({ page }) => {
  await openPage(page);
  const total = await summary(page, 'Total de Mentores');
  expect(total).toBeGreaterThanOrEqual(30);
  await expect(mentorRows(page)).toHaveCount(total);
  const withMentees = await mentorRows(page).locator('td:nth-child(9)').allInnerTexts();
  expect(withMentees.filter((counts) => counts !== '0 | 0 | 0')).toHaveLength(await summary(page, 'Mentores com Mentorados'));

  // A rated mentor: its average with a star, its mentees with 'Ciclo N' chips and their average.
  const rated = mentorRows(page).filter({ has: page.locator('td:nth-child(10) svg') }).first();
  const name = await nameOf(rated);
  const toggle = page.getByRole('button', { name: `${name}: ver mentorados`, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const mentees = page.getByRole('table', { name: `Mentorados de ${name}` });
  await expect(mentees.getByRole('columnheader')).toHaveText(['Nome', 'Status', 'Curso', 'Unidade Orgânica', 'Email', 'Avaliações']);
  await expect(mentees.getByText(/^Ciclo 1: [1-5]$/).first()).toBeVisible();
  await expect(mentees.getByText(/^Média: [1-5](,\d{1,2})? ★$/).first()).toBeVisible();
  await expect(mentees.getByRole('cell', { name: /^\d{4} — / }).first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await toggle.click();
  await expect(mentees).toHaveCount(0);

  // A mentor nobody applied to says so.
  const alone = mentorRows(page).filter({ has: page.getByRole('cell', { name: '0 | 0 | 0', exact: true }) }).first();
  await alone.getByRole('button', { name: MENTOR_BUTTON }).click();
  await expect(mentors(page).getByText('Nenhum mentorado associado.')).toBeVisible();

  await page.getByRole('tab', { name: 'Ver Mentorados' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('columnheader')).toHaveText(['Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor Associado', 'Status']);
  const rows = panel.getByRole('row').filter({ has: page.getByRole('cell') });
  const emails = await rows.locator('td:nth-child(2)').allInnerTexts();
  const statuses = await rows.locator('td:nth-child(6)').allInnerTexts();
  expect(new Set(emails).size).toBe(await summary(page, 'Total de Mentorados'));
  expect(new Set(emails.filter((_, i) => statuses[i] === 'PENDENTE')).size).toBe(await summary(page, 'Mentorados Pendentes'));
  expect(new Set(emails.filter((_, i) => statuses[i] === 'APROVADO')).size).toBe(await summary(page, 'Mentorados com Mentor'));
});

test('accepting a pending mentor and refusing another change their rows at once, and the server keeps it', async ({ page }) => {
  await openPage(page);
  const pending = await nameOf(mentorRows(page).filter({ hasText: 'PENDENTE' }).first());
  const row = mentorRow(page, pending);
  await row.getByRole('button', { name: 'Aceitar' }).click();
  await expect(row.getByText('ACEITE', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);

  const accepted = await nameOf(mentorRows(page).filter({ hasText: 'ACEITE' }).filter({ hasNotText: pending }).first());
  const other = mentorRow(page, accepted);
  await other.getByRole('button', { name: 'Recusar' }).click();
  await expect(other.getByText('RECUSADO', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Aceitar' })).toBeVisible();

  await page.reload();
  await expect(mentorRow(page, pending).getByText('ACEITE', { exact: true })).toBeVisible();
  await expect(mentorRow(page, accepted).getByText('RECUSADO', { exact: true })).toBeVisible();
});

test("'Exportar para Excel' downloads the mentee list: one sheet 'Mentorias', the rows of 'Ver Mentorados'", async ({ page }) => {
  await openPage(page);
  await page.getByRole('tab', { name: 'Ver Mentorados' }).click();
  const shown = await page.getByRole('tabpanel').getByRole('row').filter({ has: page.getByRole('cell') }).count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar para Excel' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Lista_Mentorados.xlsx');
  const sheets = await readXlsxFile(readFileSync(await saved.path()));
  expect(sheets.map((s) => s.sheet)).toEqual(['Mentorias']);
  expect(sheets[0].data[1]).toEqual(['Nome', 'Email', 'Curso', 'Unidade Orgânica', 'Mentor Associado', 'Status']);
  expect(sheets[0].data.length - 2).toBe(shown);
});

test("the dashboard card counts the mentors waiting to be accepted and opens the page", async ({ page }) => {
  await signIn(page, 'tutorias');
  const card = page.getByRole('region', { name: 'Mentorias Profissionais' });
  const waiting = Number(await page.getByTestId('card-count-professionalMentoring').innerText());
  await card.getByRole('link', { name: /^Mentorias Profissionais / }).click();
  await expect(page).toHaveURL(/\/mentorias_profissionais$/);
  await expect(mentorRows(page).first()).toBeVisible();
  await expect(mentorRows(page).filter({ hasText: 'PENDENTE' })).toHaveCount(waiting);
});

test("the status filter keeps those mentors and their mentees; a reload and the link opened by another TUTORIAS user show the same", async ({ page, browser }) => {
  await signIn(page, 'tutorias');
  await page.goto(PATH);
  await expect(mentorRows(page).first()).toBeVisible();
  await expectAllDrawn(page);
  const statuses = await mentorRows(page).locator('td:nth-child(8)').allInnerTexts();
  const pending = statuses.filter((s) => s === 'PENDENTE').length;
  expect(pending).toBeGreaterThan(0);
  expect(pending).toBeLessThan(statuses.length);

  const bar = page.getByRole('search', { name: 'Filtrar mentores' });
  await bar.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'PENDENTE', exact: true }).click();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText(['Status: PENDENTE']);
  await expect(page).toHaveURL(/filter=/);
  /** Only pending mentors, as many as there were, and the summary and the mentees of those only. */
  const expectPendingOnly = async (p: Page) => {
    await expect(mentorRows(p)).toHaveCount(pending);
    expect(new Set(await mentorRows(p).locator('td:nth-child(8)').allInnerTexts())).toEqual(new Set(['PENDENTE']));
    expect(await summary(p, 'Total de Mentores')).toBe(pending);
    const names = await Promise.all((await mentorRows(p).all()).map(nameOf));
    await p.getByRole('tab', { name: 'Ver Mentorados' }).click();
    const mentorsOfMentees = await p.getByRole('region', { name: 'Mentorados' }).getByRole('row').locator('td:nth-child(5)').allInnerTexts();
    expect(mentorsOfMentees.every((name) => names.includes(name)), mentorsOfMentees.join(', ')).toBe(true);
    await p.getByRole('tab', { name: 'Ver Mentores' }).click();
  };
  await expectPendingOnly(page);

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(['Status: PENDENTE']);
  await expectPendingOnly(page);

  const link = page.url();
  await asAnotherPerson(browser, 'orientacao', link, async (colleague) => {
    await expect(colleague.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Status: PENDENTE']);
    await expectPendingOnly(colleague);
  });
});

test("on a phone, a mentor's decision ('Ações') stays in sight beside the name while the details scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'tutorias_admin');
  await page.goto(PATH);
  const first = mentorRows(page).first();
  const [name, actions] = [await first.getByRole('button', { name: MENTOR_BUTTON }).boundingBox(), await first.locator('td').last().boundingBox()];
  expect(name!.x).toBeLessThan(375);
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(375);
  await expectNoHorizontalOverflow(page);
});
