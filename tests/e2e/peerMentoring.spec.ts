import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import type { PeerMentor } from '../../src/contract';
import { DEMO_PASSWORD, productMenu, signIn } from './pages';
import { expectNoHorizontalOverflow, seriousAxeFindings } from './checks';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const bodyRows = (page: Page, title: string) => section(page, title).getByRole('row').filter({ has: page.getByRole('cell') });
/** The figure of a status line ('69 mentorados' -> 69). */
const countIn = async (page: Page, title: string) => Number((await section(page, title).getByRole('status').innerText()).split(' ')[0]);
const column = (page: Page, title: string, n: number) => bodyRows(page, title).locator(`td:nth-child(${n}), th:nth-child(${n})`).allInnerTexts();

/** The mentors of a year as the API gives them to this account. */
async function mentorsOf(page: Page, username: string, year: string): Promise<PeerMentor[]> {
  const login = await page.request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get('/api/tutorias/availableMentors', { headers: { 'access-token': token } });
  return ((await res.json()) as { mentors: PeerMentor[] }).mentors.filter((m) => m.academicYear === year);
}

test('a TUTORIAS user who does not manage peer mentoring has no menu entry, and its address shows no one', async ({ page }) => {
  await signIn(page, 'orientacao');
  expect(await productMenu(page)).not.toContain('Interações Inter-Pares');
  await page.goto('/mentorias');
  await expect(page.getByText('Ainda não há mentorias inter-pares para mostrar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeDisabled();
});

test('the area admin changes the year, finds a mentee, opens its calendar and comes back, and reads a mentor\'s observations', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.getByRole('menuitem', { name: 'Interações Inter-Pares' }).click();
  await expect(page).toHaveURL(/\/mentorias$/);
  await expect(page.getByRole('heading', { name: 'Interações Inter-Pares', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Ano letivo')).toContainText('2026/2027');
  await expect(bodyRows(page, 'Resumo por unidade orgânica').first()).toBeVisible();
  const summaryUnits = await column(page, 'Resumo por unidade orgânica', 1);
  expect(summaryUnits.length).toBeGreaterThan(1);
  const newest = await countIn(page, 'Mentorados');
  await page.getByLabel('Ano letivo').click();
  await page.getByRole('option', { name: '2024/2025' }).click();
  await expect(section(page, 'Mentorados').getByRole('status')).not.toHaveText(`${newest} mentorados`);
  expect(await countIn(page, 'Mentorados')).toBeGreaterThan(0);

  // A mentee with interactions: search by its username, open its calendar at the month of its latest interaction.
  const mentees = bodyRows(page, 'Mentorados');
  const busy = mentees.filter({ has: page.locator('td:nth-child(5)', { hasText: /^([2-9]|\d\d+)$/ }) }).first();
  const username = await busy.locator('td').first().innerText();
  const latest = await busy.locator('td:nth-child(8)').innerText(); // dd/mm/aaaa
  await section(page, 'Mentorados').getByLabel('Pesquisar por username').fill(username.slice(0, -1));
  await expect(mentees.filter({ hasText: username })).toHaveCount(1);
  await section(page, 'Mentorados').getByLabel('Pesquisar por username').fill(username);
  await expect(section(page, 'Mentorados').getByRole('status')).toHaveText('1 mentorado');
  await section(page, 'Mentorados').getByRole('button', { name: username }).press('Enter');
  const calendar = section(page, 'Mentorados');
  await expect(calendar.getByRole('heading', { name: new RegExp(`^Interações de .*${username}`) })).toBeFocused();
  const [, month, year] = latest.split('/');
  const title = new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  await expect(calendar.getByText(title, { exact: false }).first()).toBeVisible();
  await expect(calendar.getByRole('list', { name: 'Legenda' }).getByRole('listitem')).toHaveText(['Introduzida pelo mentorado', 'Introduzida pelo mentor']);
  const entries = calendar.getByRole('cell').getByRole('listitem');
  expect(await entries.count()).toBeGreaterThan(0);
  await expect(entries.first()).toContainText(/ · \d+ min$/);
  await expect(entries.first().getByRole('img', { name: /^Introduzida pelo (mentorado|mentor)$/ })).toHaveCount(1);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await calendar.getByRole('button', { name: 'Mês seguinte' }).click();
  await expect(calendar.getByText(title, { exact: false })).toHaveCount(0);
  await calendar.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(calendar.getByText(title, { exact: false }).first()).toBeVisible();
  await calendar.getByRole('button', { name: 'Voltar para a Tabela' }).click();
  await expect(section(page, 'Mentorados').getByRole('button', { name: username })).toBeFocused();

  // A mentor's observations, by date, and a mentor without any.
  const year2024 = await mentorsOf(page, 'tutorias_admin', '2024/2025');
  const noted = year2024.find((m) => m.observacoes.length > 1)!;
  const silent = year2024.find((m) => m.observacoes.length === 0)!;
  const mentors = section(page, 'Mentores');
  await mentors.getByLabel('Pesquisar por ID do mentor').fill(noted.id_utilizador);
  await expect(bodyRows(page, 'Mentores')).toHaveCount(1);
  await mentors.getByRole('button', { name: /^Ver Observações/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Observações do Mentor' });
  for (const o of noted.observacoes) await expect(dialog.getByText(o.texto).first()).toBeVisible();
  const [y, m, d] = noted.observacoes[0].data.split('-');
  await expect(dialog.getByText(`${d}/${m}/${y}`).first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(mentors.getByRole('button', { name: /^Ver Observações/ })).toBeFocused();
  await mentors.getByLabel('Pesquisar por ID do mentor').fill(silent.id_utilizador);
  await mentors.getByRole('button', { name: /^Ver Observações/ }).click();
  await expect(dialog.getByText('Nenhuma observação disponível.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('the area admin exports Mentorias_Inter-Pares.xlsx: Resumo, Mentorados and Mentores of the chosen year', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/mentorias');
  await expect(section(page, 'Mentores').getByRole('status')).toBeVisible();
  const units = await column(page, 'Resumo por unidade orgânica', 1);
  const mentees = await countIn(page, 'Mentorados');
  const mentors = await countIn(page, 'Mentores');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Mentorias_Inter-Pares.xlsx');
  const sheets = await readXlsxFile(readFileSync(await saved.path()));
  expect(sheets.map((s) => s.sheet)).toEqual(['Resumo', 'Mentorados', 'Mentores']);
  const [summary, menteeSheet, mentorSheet] = sheets.map((s) => s.data);
  expect(summary[0][0]).toBe('Interações Inter-Pares 2026/2027: resumo por unidade orgânica');
  expect(summary.slice(2).map((r) => r[0])).toEqual(units);
  expect(menteeSheet[1][0]).toBe('Username');
  expect(menteeSheet.length - 2).toBe(mentees);
  expect(mentorSheet[1].slice(-3)).toEqual(['Avaliação média', 'Avaliações', 'Observações']);
  expect(mentorSheet.length - 2).toBe(mentors);
});

test('a TUTORIAS manager of peer mentoring sees and exports only its unit (ESTG)', async ({ page }) => {
  await signIn(page, 'tutorias');
  await page.getByRole('menuitem', { name: 'Interações Inter-Pares' }).click();
  await expect(page).toHaveURL(/\/mentorias$/);
  await expect(section(page, 'Mentores').getByRole('status')).toBeVisible();
  expect(await column(page, 'Resumo por unidade orgânica', 1)).toEqual(['ESTG']);
  const menteeUnits = await column(page, 'Mentorados', 3);
  expect(menteeUnits.length).toBeGreaterThan(0);
  expect(new Set(menteeUnits)).toEqual(new Set(['ESTG']));
  expect(new Set(await column(page, 'Mentores', 3))).toEqual(new Set(['ESTG']));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const sheets = await readXlsxFile(readFileSync(await (await download).path()));
  for (const { sheet, data } of sheets) expect(new Set(data.slice(2).map((r) => r[sheet === 'Resumo' ? 0 : 4])), sheet).toEqual(new Set(['ESTG']));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the tables and an open calendar scroll inside their cards, never the page', async ({ page }) => {
    await signIn(page, 'tutorias_admin');
    await page.goto('/mentorias');
    await expect(section(page, 'Mentores').getByRole('status')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await section(page, 'Mentorados').locator('[data-mentee]').first().click();
    await expect(section(page, 'Mentorados').getByRole('button', { name: 'Voltar para a Tabela' })).toBeVisible();
    await expect(section(page, 'Mentorados').getByRole('button', { name: 'Mês anterior' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
