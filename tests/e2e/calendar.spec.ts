import { expect, test, type Page } from '@playwright/test';
import { signIn } from './pages';

const section = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const field = (page: Page, sectionName: string, label: string, lang: 'Português' | 'English') =>
  section(page, sectionName).getByRole('textbox', { name: `${label} (${lang})`, exact: true });
const holidays = (page: Page, label: string, lang: 'Português' | 'English') =>
  section(page, 'Feriados').getByRole('group', { name: `${label} (${lang})`, exact: true });

test('the calendar is edited in both languages, saved in one call, and every field is kept', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/calendar');
  await expect(section(page, 'Períodos')).toBeVisible();
  for (const name of ['Paragem Letiva', 'Dias Comemorativos', 'Período de Exames', 'Feriados']) await expect(section(page, name)).toBeVisible();

  const stamp = Date.now().toString(36);
  const enSecondBefore = await field(page, 'Períodos', 'Segundo Semestre', 'English').inputValue();
  const ptSecondBefore = await field(page, 'Períodos', 'Segundo Semestre', 'Português').inputValue();
  const edits: [string, string, 'Português' | 'English', string][] = [
    ['Períodos', 'Primeiro Semestre', 'English', `EN first semester ${stamp}`],
    ['Períodos', 'Primeiro Semestre', 'Português', `PT primeiro semestre ${stamp}`],
    ['Paragem Letiva', 'Natal', 'Português', `Natal ${stamp}`],
    ['Paragem Letiva', 'Semana Academica', 'English', `Academic week ${stamp}`],
    ['Dias Comemorativos', 'ESTG', 'Português', `ESTG ${stamp}`],
    ['Dias Comemorativos', 'Campus', 'English', `Campus day ${stamp}`],
    ['Período de Exames', 'Época Normal e de Recurso - Primeiro Semestre', 'English', `Normal season ${stamp}`],
    ['Período de Exames', 'Época Especial', 'Português', `Época especial ${stamp}`],
  ];
  for (const [sectionName, label, lang, value] of edits) await field(page, sectionName, label, lang).fill(value);

  // A holiday added through 'Data do feriado' (the input clears), and a seeded one removed.
  const enSecond = holidays(page, 'Segundo Semestre', 'English');
  const newHoliday = `1 Apr 2027 (Holiday ${stamp})`;
  await enSecond.getByRole('textbox', { name: 'Data do feriado' }).fill(newHoliday);
  await enSecond.getByRole('button', { name: 'Adicionar feriado' }).click();
  await expect(enSecond.getByRole('textbox', { name: 'Data do feriado' })).toHaveValue('');
  await expect(enSecond.getByText(newHoliday)).toBeVisible();
  const ptFirst = holidays(page, 'Primeiro Semestre', 'Português');
  const removed = (await ptFirst.getByRole('listitem').first().innerText()).trim();
  await ptFirst.getByRole('button', { name: `Remover ${removed}` }).click();
  await expect(ptFirst.getByText(removed, { exact: true })).toHaveCount(0);

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/atividadeLetiva/updateCalendarioLetivo'));
  await page.getByRole('main').getByRole('button', { name: 'Atualizar' }).click();
  const body = (await saved).postDataJSON() as Record<string, Record<string, unknown>>;
  expect(Object.keys(body).sort()).toEqual(['en', 'pt']);
  expect(body.pt).not.toHaveProperty('_id');
  expect(body.en).not.toHaveProperty('_id');
  await expect(page.getByText('Calendário atualizado')).toBeVisible();

  await page.reload();
  await expect(section(page, 'Períodos')).toBeVisible();
  for (const [sectionName, label, lang, value] of edits) await expect(field(page, sectionName, label, lang)).toHaveValue(value);
  // The English first semester went to its own field, not to the second semester's.
  await expect(field(page, 'Períodos', 'Segundo Semestre', 'English')).toHaveValue(enSecondBefore);
  await expect(field(page, 'Períodos', 'Segundo Semestre', 'Português')).toHaveValue(ptSecondBefore);
  await expect(holidays(page, 'Segundo Semestre', 'English').getByText(newHoliday)).toBeVisible();
  await expect(holidays(page, 'Primeiro Semestre', 'Português').getByText(removed, { exact: true })).toHaveCount(0);
  await expect(holidays(page, 'Segundo Semestre', 'Português').getByText(newHoliday)).toHaveCount(0);
});

test('GCI may edit the calendar; the languages stack on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'gci');
  await page.goto('/admin/calendar');
  const pt = field(page, 'Períodos', 'Primeiro Semestre', 'Português');
  const en = field(page, 'Períodos', 'Primeiro Semestre', 'English');
  await expect(pt).toBeVisible();
  const [a, b] = [await pt.boundingBox(), await en.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(Math.abs(b!.x - a!.x)).toBeLessThan(2);
});

test('on a desktop the two languages are side by side under Português / English', async ({ page }) => {
  await signIn(page, 'dev');
  await page.goto('/admin/calendar');
  const pt = field(page, 'Dias Comemorativos', 'ESA', 'Português');
  const en = field(page, 'Dias Comemorativos', 'ESA', 'English');
  await expect(pt).toBeVisible();
  const [a, b] = [await pt.boundingBox(), await en.boundingBox()];
  expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  await expect(section(page, 'Períodos').getByText('Português', { exact: true })).toBeVisible();
  await expect(section(page, 'Períodos').getByText('English', { exact: true })).toBeVisible();
});
