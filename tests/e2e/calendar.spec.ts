import { expect, test, type Browser, type Page } from '@playwright/test';
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

/** Two people on the calendar at once, each in a browser of their own: 'admin' (A) and 'gci' (B). */
async function twoEditors(browser: Browser) {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [a, b] = await Promise.all(contexts.map((context) => context.newPage()));
  await signIn(a, 'admin');
  await signIn(b, 'gci');
  for (const page of [a, b]) {
    await page.goto('/admin/calendar');
    await expect(field(page, 'Períodos', 'Primeiro Semestre', 'Português')).toBeVisible();
  }
  return { a, b, close: () => Promise.all(contexts.map((context) => context.close())) };
}

const saveButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Atualizar' });
const isSave = (url: string) => url.endsWith('/api/atividadeLetiva/updateCalendarioLetivo');

test('two people save the calendar at once: a holiday of one and a period of the other are both kept', async ({ browser }) => {
  const { a, b, close } = await twoEditors(browser);
  const stamp = Date.now().toString(36);

  // A adds a holiday (not saved yet).
  const aHolidays = holidays(a, 'Primeiro Semestre', 'English');
  const holiday = `2 Feb 2027 (A ${stamp})`;
  await aHolidays.getByRole('textbox', { name: 'Data do feriado' }).fill(holiday);
  await aHolidays.getByRole('button', { name: 'Adicionar feriado' }).click();
  await expect(aHolidays.getByText(holiday)).toBeVisible();

  // B changes a period and saves; A's screen reads the calendar again (live) and keeps A's holiday.
  const period = `B segundo semestre ${stamp}`;
  const aReads = a.waitForResponse((r) => r.url().endsWith('/api/atividadeLetiva/getCalendarioLetivo'));
  await field(b, 'Períodos', 'Segundo Semestre', 'Português').fill(period);
  await saveButton(b).click();
  await expect(b.getByText('Calendário atualizado')).toBeVisible();
  await aReads;
  await expect(aHolidays.getByText(holiday)).toBeVisible();
  await expect(field(a, 'Períodos', 'Segundo Semestre', 'Português')).not.toHaveValue(period);

  // A saves: refused (B saved since A read it), merged, saved again with both changes.
  const statuses: number[] = [];
  a.on('response', (r) => void (isSave(r.url()) && statuses.push(r.status())));
  await saveButton(a).click();
  await expect(a.getByText('Calendário atualizado')).toBeVisible();
  expect(statuses).toEqual([409, 200]);
  await expect(a.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' })).toHaveCount(0);
  // The form shows the merged calendar.
  await expect(field(a, 'Períodos', 'Segundo Semestre', 'Português')).toHaveValue(period);
  await expect(aHolidays.getByText(holiday)).toBeVisible();

  for (const page of [a, b]) {
    await page.reload();
    await expect(field(page, 'Períodos', 'Segundo Semestre', 'Português')).toHaveValue(period);
    await expect(holidays(page, 'Primeiro Semestre', 'English').getByText(holiday)).toBeVisible();
  }
  await close();
});

test('both change the same period: the save shows both values; Guardar por cima keeps the first one, audited', async ({ browser }) => {
  const { a, b, close } = await twoEditors(browser);
  const stamp = Date.now().toString(36);
  const mine = `A primeiro semestre ${stamp}`;
  const theirs = `B primeiro semestre ${stamp}`;
  // A also changes an entry B does not touch: merged, not asked about.
  const natal = `Natal de A ${stamp}`;

  await field(a, 'Períodos', 'Primeiro Semestre', 'Português').fill(mine);
  await field(a, 'Paragem Letiva', 'Natal', 'English').fill(natal);
  await field(b, 'Períodos', 'Primeiro Semestre', 'Português').fill(theirs);
  await saveButton(b).click();
  await expect(b.getByText('Calendário atualizado')).toBeVisible();

  await saveButton(a).click();
  const conflict = a.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa desde que o abriu.' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('columnheader')).toHaveText(['Campo', 'O seu valor', 'Valor atual']);
  const rows = conflict.getByRole('row').filter({ has: a.getByRole('rowheader') });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('rowheader')).toHaveText('Primeiro Semestre (Português)');
  await expect(rows.getByRole('cell')).toHaveText([mine, theirs]);
  // The person's values stay in the form.
  await expect(field(a, 'Períodos', 'Primeiro Semestre', 'Português')).toHaveValue(mine);
  await expect(field(a, 'Paragem Letiva', 'Natal', 'English')).toHaveValue(natal);
  await expect(conflict.getByRole('button', { name: 'Recarregar' })).toBeVisible();

  const overwrite = a.waitForRequest((r) => isSave(r.url()));
  await conflict.getByRole('button', { name: 'Guardar por cima' }).click();
  expect((await overwrite).headers()['if-match']).toMatch(/^"\*\.\d+"$/);
  await expect(a.getByText('Calendário atualizado')).toBeVisible();
  await expect(conflict).toHaveCount(0);
  await expect(a.getByText('Ocorreu um erro')).toHaveCount(0);

  for (const page of [a, b]) {
    await page.reload();
    await expect(field(page, 'Períodos', 'Primeiro Semestre', 'Português')).toHaveValue(mine);
    await expect(field(page, 'Paragem Letiva', 'Natal', 'English')).toHaveValue(natal);
  }

  // The audit trail says A saved over B's change.
  await a.goto('/admin/audit');
  const overwrites = a.getByRole('row').filter({ hasText: 'Guardou por cima' }).filter({ hasText: 'Calendário Letivo' });
  await expect(overwrites.filter({ hasText: 'admin (ADMIN)' }).first()).toBeVisible();
  await close();
});

test('both change the same period: Recarregar takes the other person’s calendar, drops the typing, and the screen stays', async ({ browser }) => {
  const { a, b, close } = await twoEditors(browser);
  const stamp = Date.now().toString(36);
  const theirs = `B segundo semestre ${stamp}`;
  const before = await field(a, 'Períodos', 'Segundo Semestre', 'Português').inputValue();

  await field(a, 'Períodos', 'Segundo Semestre', 'Português').fill(`A segundo semestre ${stamp}`);
  await field(a, 'Paragem Letiva', 'Carnaval', 'Português').fill(`Carnaval de A ${stamp}`);
  await field(b, 'Períodos', 'Segundo Semestre', 'Português').fill(theirs);
  await saveButton(b).click();
  await expect(b.getByText('Calendário atualizado')).toBeVisible();

  await saveButton(a).click();
  const conflict = a.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa desde que o abriu.' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Recarregar' }).click();
  await expect(conflict).toHaveCount(0);
  // The screen is still the calendar (no 'Ocorreu um erro!'), now as B saved it.
  await expect(a.getByText('Ocorreu um erro')).toHaveCount(0);
  await expect(field(a, 'Períodos', 'Segundo Semestre', 'Português')).toHaveValue(theirs);
  await expect(field(a, 'Paragem Letiva', 'Carnaval', 'Português')).not.toHaveValue(`Carnaval de A ${stamp}`);
  expect(before).not.toBe(theirs);
  await close();
});
