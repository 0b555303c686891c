import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MathPhysicsReport, ReportPerson, SessionsWithNames, TutoringSession } from '../../src/contract';
import { DEMO_PASSWORD, signIn } from './pages';
import { expectAllDrawn, expectNoHorizontalOverflow, seriousAxeFindings } from './checks';
import { holdAnswers } from './network';

const YEAR = '2025/2026';
const pt = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2 });
/** Averages: always two decimals ('2,50'). */
const average = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = (date: string) => date.split('-').reverse().join('/');

/** The API as a user sees it (to pick rows to act on; the page is what is tested). */
async function api(request: APIRequestContext, username: string) {
  const { token } = (await (await request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } })).json()) as { token: string };
  const get = async <T,>(path: string) => (await (await request.get(`/api/tutorias/${path}`, { headers: { 'access-token': token } })).json()) as T;
  return {
    report: async (year: string) => (await get<{ data: MathPhysicsReport }>(`mathPhysicsReport?academicYear=${encodeURIComponent(year)}`)).data,
    sessions: (p: ReportPerson) => get<SessionsWithNames>(`sessoesByID/${p.id_utilizador}/${p.uc}`),
  };
}

const personRow = (page: Page, p: ReportPerson) => page.locator(`tr[data-person="${p.id_utilizador}"]`).filter({ hasText: `${p.type} (${p.uc})` });
const chooseYear = async (page: Page, year: string) => {
  await page.getByRole('combobox', { name: /Ano Letivo:/ }).click();
  await page.getByRole('option', { name: year }).click();
  await expect(page.getByRole('combobox', { name: /Ano Letivo:/ })).toHaveText(year);
  // The year's report has come (until then the previous year's tables are shown, busy).
  await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0);
};

test('the newest year first; another year changes both tables; a person with no session says so', async ({ page, request }) => {
  const as = await api(request, 'tutorias_admin');
  const older = await as.report(YEAR);
  await signIn(page, 'tutorias_admin');
  await page.getByRole('menuitem', { name: 'Matemática / Fisica' }).click();
  await expect(page).toHaveURL(/\/mat_fisica$/);
  await expect(page.getByRole('heading', { name: 'Ano Letivo:' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Ano Letivo:/ })).toHaveText('2026/2027');
  const statistics = page.getByRole('region', { name: 'Estatísticas por Unidade Orgânica' });
  await expect(statistics.getByRole('columnheader')).toHaveText([
    'Unidade Orgânica', 'Nº de Tutores', 'Nº de Tutorados', 'Sessões Agendadas', 'Sessões Confirmadas', 'Total de Horas', 'Média de Inscritos/Sessão', 'Avaliação Média',
  ]);
  await page.getByRole('combobox', { name: /Ano Letivo:/ }).click();
  await expect(page.getByRole('option')).toHaveText(['2026/2027', '2025/2026', '2024/2025']);
  await page.getByRole('option', { name: YEAR }).click();

  const first = older.statistics[0];
  await expect(statistics.getByRole('row').nth(1).locator('th, td')).toHaveText([first.unidade_organica ?? '', ...[first.tutores, first.tutorados, first.sessoesAgendadas, first.sessoesConfirmadas, first.totalHoras].map((n) => pt.format(n)), ...[first.mediaInscritos, first.avaliacaoMedia].map((n) => average.format(n))]);
  const people = page.getByRole('region', { name: 'Inscritos' });
  await expect(people.locator('tr[data-person]')).toHaveCount(older.people.length);
  expect(await people.locator('tr[data-person] td:nth-child(2)').allInnerTexts()).toEqual(older.people.map((p) => p.id_utilizador));

  let idle: ReportPerson | undefined;
  for (const p of older.people.filter((x) => x.horas === 0)) if ((await as.sessions(p)).data.every((s) => s.academicYear !== YEAR)) idle = p;
  await personRow(page, idle!).getByRole('button', { name: 'Ver Sessões' }).click();
  await expect(page.getByText('Sem sessões registadas')).toBeVisible();
  await personRow(page, idle!).getByRole('button', { name: 'Fechar Sessões' }).click();
  await expect(page.getByText('Sem sessões registadas')).toHaveCount(0);
});

test("while another year is read, the previous year's tables are busy and out of reach, and the year chosen is shown at once", async ({ page, request }) => {
  const older = await (await api(request, 'tutorias_admin')).report(YEAR);
  const olderYear = await holdAnswers(page, /\/api\/tutorias\/mathPhysicsReport\?academicYear=2025%2F2026/);
  await signIn(page, 'tutorias_admin');
  await page.goto('/mat_fisica');
  const people = page.getByRole('region', { name: 'Inscritos' });
  await expect(people.locator('tr[data-person]').first()).toBeVisible();
  await expectAllDrawn(page);
  const newest = await people.locator('tr[data-person] td:nth-child(2)').allInnerTexts();

  await page.getByRole('combobox', { name: /Ano Letivo:/ }).click();
  await page.getByRole('option', { name: YEAR }).click();
  await expect(page.getByRole('combobox', { name: /Ano Letivo:/ })).toHaveText(YEAR);
  const tables = page.locator('#main-content [inert]');
  await expect(tables).toHaveAttribute('aria-busy', 'true');
  // Still the newest year's people, and their buttons cannot be reached (inert: not even by focus).
  expect(await people.locator('tr[data-person] td:nth-child(2)').allInnerTexts()).toEqual(newest);
  const open = people.getByRole('button', { name: 'Ver Sessões' }).first();
  await open.evaluate((button) => (button as HTMLElement).focus());
  await expect(open).not.toBeFocused();

  olderYear.release();
  await expect(tables).toHaveCount(0);
  await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0);
  await expectAllDrawn(page);
  expect(await people.locator('tr[data-person] td:nth-child(2)').allInnerTexts()).toEqual(older.people.map((p) => p.id_utilizador));
});

test("a tutor's sessions by date; a confirmed one's details, 'Validar Horas', and the card and validated hours follow", async ({ page, request }) => {
  const as = await api(request, 'tutorias_admin');
  const people = (await as.report(YEAR)).people.filter((p) => p.type === 'tutor');
  let tutor: ReportPerson | undefined;
  let target: TutoringSession | undefined;
  let names: Record<string, string | null> = {};
  for (const p of people) {
    const answer = await as.sessions(p);
    target = answer.data.find((s) => s.academicYear === YEAR && s.validado && !s.validadoGC && s.inscritos.length > 0);
    if (target) {
      [tutor, names] = [p, answer.nomes];
      break;
    }
  }
  const own = (await as.sessions(tutor!)).data.filter((s) => s.academicYear === YEAR);

  await signIn(page, 'tutorias_admin');
  await page.goto('/mat_fisica');
  await chooseYear(page, YEAR);
  const row = personRow(page, tutor!);
  const validatedHours = row.getByRole('cell').nth(4);
  await expect(validatedHours).toHaveText(pt.format(tutor!.horasValidadas));
  await row.getByRole('button', { name: 'Ver Sessões' }).click();
  const panel = page.locator('[id^="mp-sessions-"]');
  const cards = panel.getByRole('listitem');
  await expect(cards).toHaveCount(own.length);
  const dates = (await cards.locator('span:first-child').allInnerTexts()).map((d) => d.split('/').reverse().join('-'));
  expect(dates).toEqual([...dates].sort());

  const card = panel.getByRole('button').filter({ hasText: day(target!.date) }).filter({ hasText: 'Confirmada' }).first();
  await expect(card).toContainText(`Duração: ${target!.duration} minutos`);
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes da Sessão' });
  await expect(dialog).toContainText(`${target!.duration} minutos`);
  await expect(dialog.getByText('Participantes:')).toBeVisible();
  const participants = dialog.getByRole('listitem');
  await expect(participants).toHaveCount(target!.inscritos.length);
  for (const id of target!.inscritos) await expect(participants.filter({ hasText: names[id] ?? 'Nome não disponível' })).toHaveCount(1);
  await expect(dialog.locator('[data-rated="true"]')).toHaveCount(target!.ratings.length);
  if (/^https?:\/\//.test(target!.location)) await expect(dialog.getByRole('link', { name: 'Ver Local' })).toHaveAttribute('href', target!.location);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Validar Horas' }).click();
  await expect(page.getByText('Sessão Validada com sucesso!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Validar Horas' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0); // no longer 'Confirmada'
  await expect(panel.getByRole('button').filter({ hasText: day(target!.date) }).filter({ hasText: 'Horas validadas' }).first()).toBeVisible();
  await expect(validatedHours).toHaveText(pt.format(Math.round((tutor!.horasValidadas + target!.duration / 60) * 100) / 100));
});

test("a failed load of a person's sessions says so in a toast", async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.route('**/api/tutorias/sessoesByID/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Erro interno do servidor."}' }));
  await page.goto('/mat_fisica');
  await page.getByRole('button', { name: 'Ver Sessões' }).first().click();
  // The toast (top right), besides the panel's own message.
  await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Erro ao buscar sessões do inscrito' })).toBeVisible();
  await expect(page.locator('[id^="mp-sessions-"]').getByText('Erro ao buscar sessões do inscrito')).toBeVisible();
});

test('a TUTORIAS user sees only the maths people of its unit (ESTG) and its unit\'s statistics', async ({ page, request }) => {
  const everyone = await (await api(request, 'admin')).report(YEAR);
  const expected = everyone.people.filter((p) => p.unidade_organica === 'ESTG' && p.uc === 'matematica').map((p) => p.id_utilizador);
  await signIn(page, 'tutorias');
  await page.goto('/mat_fisica');
  await chooseYear(page, YEAR);
  const statistics = page.getByRole('region', { name: 'Estatísticas por Unidade Orgânica' });
  await expect(statistics.getByRole('row')).toHaveCount(2);
  await expect(statistics.getByRole('rowheader')).toHaveText(['ESTG']);
  const people = page.getByRole('region', { name: 'Inscritos' });
  await expect(people.locator('tr[data-person]')).toHaveCount(expected.length);
  expect(await people.locator('tr[data-person] td:nth-child(2)').allInnerTexts()).toEqual(expected);
  expect(new Set((await people.locator('tr[data-person] td:nth-child(3)').allInnerTexts()).map((t) => t.replace(/^\w+ /, '')))).toEqual(new Set(['(matematica)']));
});

test("the dashboard card's academic year opens the report on that year", async ({ page }) => {
  await signIn(page, 'tutorias');
  const year = page.getByRole('region', { name: 'Matemática / Fisica' }).getByRole('link', { name: /^\d{4}\/\d{4}$/ }).first();
  const label = await year.innerText();
  await year.click();
  await expect(page).toHaveURL(new RegExp(`/mat_fisica\\?academicYear=${encodeURIComponent(label)}$`));
  await expect(page.getByRole('combobox', { name: /Ano Letivo:/ })).toHaveText(label);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("a person's open sessions fit the width", async ({ page }) => {
    await signIn(page, 'tutorias');
    await page.goto('/mat_fisica');
    await chooseYear(page, YEAR);
    const person = page.locator('li[data-person]').filter({ hasText: 'tutor (matematica)' }).first();
    await person.getByRole('button', { name: 'Ver Sessões' }).click();
    await expect(person.getByRole('button', { name: 'Fechar Sessões' })).toBeVisible();
    await expect(person.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
