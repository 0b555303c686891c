import { expect, test, type Page } from '@playwright/test';
import { apiToken, asAnotherPerson, signIn } from './pages';
import { expectPicker, exportedSheet, typeInPicker } from './checks';
import { holdAnswers } from './network';

/**
 * Notifications against the real server (scripts/e2e-server.mjs runs the sender every second).
 * Dates are typed and shown in UTC whatever the browser's time zone.
 */

const MINUTE = 60_000;

/** The datetime-local value (UTC) of the first whole minute at least `aheadMs` from now. */
function utcMinuteAhead(aheadMs: number): { input: string; shown: string } {
  const d = new Date(Math.ceil((Date.now() + aheadMs) / MINUTE) * MINUTE);
  const iso = d.toISOString();
  return { input: iso.slice(0, 16), shown: `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` };
}

/** A title unique to this run and test, within the 40-character limit. */
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`.slice(0, 40);

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function schedule(page: Page, fields: { titulo: string; mensagem: string; date: string; tipo: string | RegExp; url?: string }) {
  await page.getByRole('button', { name: 'Agendar notificação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar notificação' });
  await dialog.getByLabel('Titulo').fill(fields.titulo);
  await dialog.getByLabel('Mensagem').fill(fields.mensagem);
  if (fields.url) await dialog.getByLabel('Link (opcional)').fill(fields.url);
  await typeInPicker(dialog, 'Data (UTC)', fields.date);
  await dialog.getByRole('combobox', { name: 'Tipo de notificação' }).click();
  await page.getByRole('option', { name: fields.tipo }).click();
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(page.getByText('Notificação agendada!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('as GCI', () => {
  // A browser far from UTC: what is typed in 'Data (UTC)' is what the list shows.
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('schedules a notification half an hour ahead, edits its title, and cancels another after confirming', async ({ page }) => {
    await signIn(page, 'gci');
    await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Notificações' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Histórico de notificações' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Mostrar todas as notificações' })).toHaveCount(0);

    // Far enough ahead that a slow machine never reaches it mid-test: past, the sender sends it and an
    // edit asks first (an edit to a date already past sends at once).
    const when = utcMinuteAhead(30 * MINUTE);
    const title = uniqueTitle('Aviso GCI');
    const other = uniqueTitle('Para cancelar');

    await page.getByRole('button', { name: 'Agendar notificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar notificação' });
    await dialog.getByLabel('Titulo').fill(title);
    await dialog.getByLabel('Mensagem').fill('Mensagem de teste de ponta a ponta.');
    await dialog.getByLabel('Link (opcional)').fill('https://www.campus.exemplo.pt/teste');
    await typeInPicker(dialog, 'Data (UTC)', when.input);
    // The UTC time typed, read on the institution's clock beside it (an hour apart in summer).
    const lisbon = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Lisbon' }).format(new Date(`${when.input}Z`));
    await expect(dialog.getByText(`Hora UTC: ${lisbon} em Lisboa.`, { exact: false })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Tipo de notificação' }).click();
    await page.getByRole('option', { name: 'Geral' }).click();
    // Hold the request until the pending toast is seen, before the outcome replaces it.
    const scheduling = await holdAnswers(page, '**/api/notifications', { method: 'POST' });
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(page.getByText('A agendar notificação..')).toBeVisible();
    scheduling.release();
    await expect(page.getByText('Notificação agendada!')).toBeVisible();

    const scheduled = card(page, title);
    await expect(scheduled).toBeVisible();
    await expect(scheduled.getByText(when.shown)).toBeVisible();
    await expect(scheduled.getByText('Pendente', { exact: true })).toBeVisible();
    await expect(scheduled.getByText('Recebido por 0 pessoa(s).')).toBeVisible();
    const link = scheduled.getByRole('link', { name: /campus\.exemplo\.pt\/teste/ });
    await expect(link).toHaveAttribute('href', 'https://www.campus.exemplo.pt/teste');
    await expect(link).toHaveAttribute('target', '_blank');

    // Edit: the popup starts from the notification; the title changes, the date stays.
    const edited = uniqueTitle('Aviso GCI editado');
    await scheduled.getByRole('button', { name: 'Editar' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar notificação' });
    await expect(editDialog.getByLabel('Titulo')).toHaveValue(title);
    await expectPicker(editDialog, 'Data (UTC)', when.input);
    await editDialog.getByLabel('Titulo').fill(edited);
    await editDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Notificação agendada!')).toBeVisible();
    await expect(card(page, edited)).toBeVisible();
    await expect(card(page, edited).getByText(when.shown)).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);

    // Cancel another one, after 'Tem a certeza?'.
    await schedule(page, { titulo: other, mensagem: 'Esta vai ser cancelada.', date: utcMinuteAhead(30 * MINUTE).input, tipo: 'Geral' });
    await card(page, other).getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tem a certeza?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(card(page, other)).toBeVisible();
    await card(page, other).getByRole('button', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Notificação cancelada')).toBeVisible();
    await expect(card(page, other)).toHaveCount(0);
    await page.reload();
    await expect(card(page, edited)).toBeVisible();
    await expect(card(page, other)).toHaveCount(0);
  });

  test('an empty form shows the validation messages under the fields; an earlier date is refused', async ({ page }) => {
    await signIn(page, 'gci');
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Agendar notificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar notificação' });
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
    for (const message of ['Titulo é obrigatório', 'Mensagem é obrigatória', 'Data é obrigatório', 'Tipo de notificação é obrigatório']) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Titulo').fill('x'.repeat(41));
    await expect(dialog.getByText('Maximo de 40 caracteres')).toBeVisible();
    await expect(dialog.getByText('41/40')).toBeVisible();
    await typeInPicker(dialog, 'Data (UTC)', '2020-01-01T10:00');
    await expect(dialog.getByText('Data de agendamento invalida.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toBeHidden();
  });
});

test('ADMIN sees everyone’s notifications on /admin/notifications, and only its own with the box unticked', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('menu', { name: 'Campus' }).getByRole('menuitem', { name: 'Notificações' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  const all = page.getByRole('checkbox', { name: 'Mostrar todas as notificações' });
  await expect(all).toBeChecked();
  // GCI's (sent in the demo data) and the author shown.
  const gciCard = card(page, 'Dia aberto do Politécnico');
  await expect(gciCard).toBeVisible();
  await expect(gciCard.getByText('Enviada', { exact: true })).toBeVisible();
  await expect(gciCard.getByText(/Autor: Catarina Isabel Lopes Ribeiro/)).toBeVisible();
  await expect(gciCard.getByText(/^Recebido por \d+ pessoa\(s\)\.$/)).toBeVisible();
  // Sent: nothing to edit or cancel, only its history.
  await expect(gciCard.getByRole('button')).toHaveText(['Histórico']);
  await expect(card(page, 'Reunião de curso')).toBeVisible();

  await all.uncheck();
  await expect(card(page, 'Manutenção da aplicação')).toBeVisible();
  await expect(card(page, 'Dia aberto do Politécnico')).toHaveCount(0);

  // /notifications: own by default, the checkbox still offered to ADMIN.
  await page.goto('/notifications');
  await expect(page.getByRole('checkbox', { name: 'Mostrar todas as notificações' })).not.toBeChecked();
  await expect(card(page, 'Manutenção da aplicação')).toBeVisible();
  await expect(card(page, 'Dia aberto do Politécnico')).toHaveCount(0);
});

test('CCURSO is offered only its own courses (9201 and 9205)', async ({ page }) => {
  await signIn(page, 'ccurso');
  await page.goto('/notifications');
  await expect(card(page, 'Reunião de curso')).toBeVisible();
  await page.getByRole('button', { name: 'Agendar notificação' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Tipo de notificação' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveText(/^Curso 9201 — /);
  await expect(options.nth(1)).toHaveText(/^Curso 9205 — /);
});

test('the schedule button can be pressed while the types load: it spins, and the form opens when they arrive', async ({ page }) => {
  await signIn(page, 'ccurso');
  // Hold the types' answer until the button has been pressed.
  const types = await holdAnswers(page, '**/api/notifications/type/me');
  await page.goto('/notifications');
  await expect(card(page, 'Reunião de curso')).toBeVisible();
  const button = page.getByRole('button', { name: 'Agendar notificação' });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Agendar notificação' });
  await expect(dialog).toHaveCount(0);
  await expect(button.getByRole('progressbar')).toBeVisible();
  types.release();
  await expect(dialog.getByRole('combobox', { name: 'Tipo de notificação' })).toBeVisible();
});

test('a scheduled notification becomes Enviada with its recipient count', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'ccurso');
  await page.goto('/notifications');
  const title = uniqueTitle('Envio em breve');
  // The earliest whole minute at least 30 s ahead (dates earlier than now are refused).
  await schedule(page, { titulo: title, mensagem: 'Esta notificação é enviada pelo servidor.', date: utcMinuteAhead(30_000).input, tipo: /^Curso 9201 — / });
  const scheduled = card(page, title);
  await expect(scheduled.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(scheduled.getByRole('button', { name: 'Editar' })).toBeVisible();

  await expect(async () => {
    await page.reload();
    await expect(card(page, title).getByText('Enviada', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });

  const sent = card(page, title);
  const received = await sent.getByText(/^Recebido por \d+ pessoa\(s\)\.$/).innerText();
  expect(Number(/\d+/.exec(received)?.[0])).toBeGreaterThan(0);
  await expect(sent.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(sent.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect(sent.getByText('9201 — Engenharia Informática')).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the schedule popup fills the screen', async ({ page }) => {
    await signIn(page, 'presidencia');
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Agendar notificação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar notificação' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await expect(dialog.getByRole('button', { name: 'Agendar', exact: true })).toBeInViewport();
  });
});

test('ADMIN filters by type, state and dates and sorts oldest first; a reload and the link opened by DEV show the same view; Limpar filtros clears', async ({ page, browser, request }) => {
  // Two sign-ins and a reload: over the 45 s default beside another worker on 2 cores.
  test.setTimeout(120_000);
  // Notifications of their own, in a month no other test schedules in: two for everyone (by two
  // authors), one for a school (another type).
  const stamp = Date.now().toString(36);
  const first = `Filtro A ${stamp}`;
  const second = `Filtro B ${stamp}`;
  const school = `Filtro escola ${stamp}`;
  const schedule = async (user: string, titulo: string, date: string, tipo: string, extra = '') => {
    const res = await request.post('/api/notifications', { headers: { 'access-token': await apiToken(request, user) }, data: { titulo, mensagem: 'Para os filtros.', url: '', date, tipo, extra } });
    expect(res.status(), await res.text()).toBe(201);
  };
  await schedule('gci', first, '2031-05-10T09:00:00.000Z', 'geral');
  await schedule('admin', second, '2031-05-12T09:00:00.000Z', 'geral');
  await schedule('admin', school, '2031-05-11T09:00:00.000Z', 'escola', 'ESTG');

  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  const search = page.getByRole('search', { name: 'Filtrar notificações' });
  await search.getByLabel('Tipo').click();
  await page.getByRole('option', { name: 'Geral', exact: true }).click();
  await search.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Pendente' }).click();
  await typeInPicker(search, 'De', '2031-05-01');
  await typeInPicker(search, 'Até', '2031-05-31');
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  const applied = ['Tipo: Geral', 'Estado: Pendente', 'Data: de 01/05/2031 até 31/05/2031'];
  await expect(chips.getByRole('listitem')).toHaveText(applied);
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([second, first]);

  // Oldest first, from the keyboard: the order's select opened with Enter, the other order chosen with the arrow.
  const order = page.getByRole('combobox', { name: 'Ordenar' });
  await expect(order).toHaveText('Mais recentes primeiro');
  await order.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Mais recentes primeiro' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/order=ASC/);
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect(titles).toHaveText([first, second]);

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(applied);
  await expect(order).toHaveText('Mais antigas primeiro');
  await expect(titles).toHaveText([first, second]);

  const link = page.url();
  await asAnotherPerson(browser, 'dev', link, async (dev) => {
    await expect(dev.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(applied);
    await expect(dev.getByRole('combobox', { name: 'Ordenar' })).toHaveText('Mais antigas primeiro');
    await expect(dev.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([first, second]);
  });

  // None of them is sent yet.
  await search.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Enviada' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['Tipo: Geral', 'Estado: Enviada', 'Data: de 01/05/2031 até 31/05/2031']);
  await expect(page.getByText('Nenhuma notificação corresponde aos filtros.')).toBeVisible();

  await search.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await expect(card(page, school)).toBeVisible();
  await expect(card(page, 'Dia aberto do Politécnico')).toBeVisible();
  await expect(search.getByLabel('Tipo')).toHaveText('Todos');
});

test("a refused cancel shows the server's reason, not only that it failed", async ({ page, request }) => {
  const headers = { 'access-token': await apiToken(request, 'gci') };
  const titulo = uniqueTitle('Já cancelada');
  const created = await request.post('/api/notifications', { headers, data: { titulo, mensagem: 'Cancelada noutro lado.', url: '', date: new Date(Date.now() + 60 * MINUTE).toISOString(), tipo: 'geral', extra: '' } });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()).data as { _id: string };
  // This screen does not hear of the other cancel (its events stream is held): it still shows the card.
  await page.route('**/api/events**', () => undefined);
  await signIn(page, 'gci');
  await page.goto('/notifications');
  await expect(card(page, titulo)).toBeVisible();
  expect((await request.delete(`/api/notifications/${_id}`, { headers })).status()).toBe(200);

  await card(page, titulo).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('dialog', { name: 'Tem a certeza?' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Erro ao cancelar notificação: Notificação não encontrada.')).toBeVisible();
});

test('an edit to a date already past asks first, with how many it reaches; nothing is sent until confirmed', async ({ page, request }) => {
  const headers = { 'access-token': await apiToken(request, 'ccurso') };
  const titulo = uniqueTitle('Enviar já');
  const created = await request.post('/api/notifications', { headers, data: { titulo, mensagem: 'Editada para trás.', url: '', date: new Date(Date.now() + 60 * MINUTE).toISOString(), tipo: 'curso;9201', extra: '' } });
  expect(created.status()).toBe(201);
  const { _id, date: scheduledFor } = (await created.json()).data as { _id: string; date: string };
  const recipients = (await (await request.get(`/api/notifications/${_id}/recipients`, { headers })).json()).data.recipients as number;
  expect(recipients).toBeGreaterThan(1);
  const stored = async () => ((await (await request.get('/api/notifications', { headers })).json()).data as { _id: string; date: string; sent: boolean; recievedBy: number }[]).find((n) => n._id === _id);
  const writes: string[] = [];
  page.on('request', (r) => void (r.method() === 'PUT' && writes.push(r.url())));

  await signIn(page, 'ccurso');
  await page.goto('/notifications');
  await card(page, titulo).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar notificação' });
  // Ten minutes ago: within the spec's one-hour grace, so the server would take it and send it at once.
  const past = new Date(Math.floor((Date.now() - 10 * MINUTE) / MINUTE) * MINUTE).toISOString().slice(0, 16);
  await typeInPicker(dialog, 'Data (UTC)', past);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const ask = page.getByRole('dialog', { name: 'Enviar já?' });
  await expect(ask).toContainText(`Será enviada de imediato a ${recipients} pessoas. Continuar?`);

  // No: the popup stays open with what was typed, nothing was written, nothing sent.
  await ask.getByRole('button', { name: 'Voltar' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expectPicker(dialog, 'Data (UTC)', past);
  expect(writes).toEqual([]);
  expect(await stored()).toMatchObject({ date: scheduledFor, sent: false, recievedBy: 0 });

  // Yes: saved, and the sender delivers it to those people.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await ask.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Notificação agendada!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes).toHaveLength(1);
  await expect.poll(async () => (await stored())?.recievedBy, { timeout: 30_000 }).toBe(recipients);
});

test("'Exportar' writes everyone's notifications as listed: the title first, the date as a date cell, the state, the count and the author", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/notifications');
  await expect(card(page, 'Dia aberto do Politécnico')).toBeVisible();
  const { fileName, rows } = await exportedSheet(page);
  expect(fileName).toMatch(/^Notificações \d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(rows[1]).toEqual(['Titulo', 'Mensagem', 'Tipo', 'Extra', 'Data (Lisboa)', 'Estado', 'Recebida por', 'Link', 'Autor']);
  const open = rows.find((row) => row[0] === 'Dia aberto do Politécnico')!;
  expect(open[4]).toBeInstanceOf(Date);
  expect(open[5]).toBe('Enviada');
  expect(typeof open[6]).toBe('number');
  expect(open[8]).toBe('Catarina Isabel Lopes Ribeiro');
});
