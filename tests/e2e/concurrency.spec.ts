import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../../src/server/db/seed/pdf';
import { chooseRole, DEMO_PASSWORD, findUser, twoPeople } from './pages';
import { axeFindings } from './checks';
import { holdAnswers } from './network';

// No lost update (docs/concurrency.md): two people, each in a browser of its own, edit the same
// record. The one whose screen is stale is told at once, sees both values, and chooses: reload (their
// typing dropped) or save over the other change (audited as such). The test waits for what the
// screen shows; it measures no time.

const STALE = 'Este registo foi alterado por outra pessoa desde que o abriu.';

/** Opens the HR request types and the edit popup of `name`. */
async function editType(page: Page, name: string) {
  await page.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
  await page.getByRole('button', { name: `Ações: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Alterar' }).click();
  return page.getByRole('dialog', { name: 'Alterar tipo de pedido' });
}

test('a declared record: the stale popup shows both values; "Guardar por cima" saves, audited; "Recarregar" takes the current record', async ({ browser }) => {
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    const token = Date.now().toString(36);
    const original = `Pedido partilhado ${token}`;
    await b.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
    await b.getByRole('button', { name: 'Adicionar' }).click();
    await b.getByRole('dialog', { name: 'Novo tipo de pedido' }).getByLabel('Nome').fill(original);
    await b.getByRole('dialog', { name: 'Novo tipo de pedido' }).getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Novo tipo criado')).toBeVisible();

    // A opens the record; B changes it meanwhile.
    const mine = await editType(a, original);
    await mine.getByLabel('Nome').fill(`Versão de A ${token}`);
    const theirs = await editType(b, original);
    await theirs.getByLabel('Nome').fill(`Versão de B ${token}`);
    await theirs.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Atualizado com sucesso!')).toBeVisible();

    // A's open popup says so at once (the list is live), with both values, before any save.
    const panel = mine.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa.' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row', { name: `Nome Versão de A ${token} Versão de B ${token}` })).toBeVisible();
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/conflict-live.png` });

    // Saving anyway is refused by the server (409): the popup stays, with what A typed.
    await mine.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(mine.getByRole('alert').filter({ hasText: STALE })).toBeVisible();
    await expect(mine.getByLabel('Nome')).toHaveValue(`Versão de A ${token}`);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/conflict-refused.png` });

    await mine.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Atualizado com sucesso!')).toBeVisible();
    await expect(mine).toBeHidden();
    await expect(a.getByRole('cell', { name: `Versão de A ${token}`, exact: true })).toBeVisible();
    // B's list follows without a reload.
    await expect(b.getByRole('cell', { name: `Versão de A ${token}`, exact: true })).toBeVisible();

    // The audit trail says A saved over B's change.
    await a.goto('/admin/audit');
    await expect(a.getByRole('row').filter({ hasText: 'Guardou por cima' }).filter({ hasText: `Versão de A ${token}` }).first()).toBeVisible();

    // 'Recarregar': B edits again while A's popup is open; A reloads and saves on top of B's value.
    const again = await editType(a, `Versão de A ${token}`);
    const other = await editType(b, `Versão de A ${token}`);
    await other.getByLabel('Nome').fill(`Segunda de B ${token}`);
    await other.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(b.getByText('Atualizado com sucesso!').last()).toBeVisible();
    await again.getByRole('button', { name: 'Recarregar' }).click();
    await expect(again.getByLabel('Nome')).toHaveValue(`Segunda de B ${token}`);
    await expect(again.getByRole('alert')).toHaveCount(0);
    await again.getByLabel('Nome').fill(`Versão final ${token}`);
    await again.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(again).toBeHidden();
    await expect(a.getByRole('cell', { name: `Versão final ${token}`, exact: true })).toBeVisible();

    // The type leaves with the test (hrRequestTypes.spec.ts reads the first rows of the list).
    await a.getByRole('menuitem', { name: 'Tipos pedidos RH' }).click();
    await a.getByRole('button', { name: `Ações: Versão final ${token}` }).click();
    await a.getByRole('menuitem', { name: 'Eliminar' }).click();
    await a.getByRole('dialog', { name: 'Tem a certeza?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(a.getByText('Removido com sucesso!')).toBeVisible();
  } finally {
    await close();
  }
});

/** A token of `username` for the API, to set the scene. */
async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/api/backoffice/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test("users' roles: two administrators give the same user a role; the stale one sees both, saves over it, audited", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'dev');
  try {
    // A student of the demo data no other test gives a role (users.spec.ts changes two by name, early in the name order).
    const token = await tokenOf(a, 'admin');
    const listed = await a.request.get('/api/users?limit=25&page=7', { headers: { 'access-token': token } });
    const { data } = (await listed.json()) as { data: { id_utilizador: string; role: string | null }[] };
    const target = data.find((user) => user.role === null);
    expect(target).toBeDefined();
    const id = target!.id_utilizador;

    const rowA = await findUser(a, id);
    const rowB = await findUser(b, id);
    await expect(rowA.getByRole('cell').nth(3)).toHaveText('DEFAULT');

    // A opens the popup and chooses GCI; B gives the user RH meanwhile.
    const mine = await chooseRole(a, rowA, 'GCI');
    const theirs = await chooseRole(b, rowB, 'RH');
    await theirs.getByRole('button', { name: 'Atualizar' }).click();
    await expect(b.getByText('Utilizador atualizado')).toBeVisible();
    await expect(theirs).toBeHidden();

    // A's open popup says so at once (the list is live), with both roles.
    const live = mine.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa.' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('row', { name: 'Role GCI RH' })).toBeVisible();

    // Saving anyway: refused (409), the popup stays with A's choice and both values.
    await mine.getByRole('button', { name: 'Atualizar' }).click();
    const refused = mine.getByRole('alert').filter({ hasText: STALE });
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('row', { name: 'Role GCI RH' })).toBeVisible();
    await expect(mine.getByRole('combobox', { name: 'Role' })).toHaveText('GCI');
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/conflict-users.png` });

    await refused.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Utilizador atualizado')).toBeVisible();
    await expect(mine).toBeHidden();
    await expect(rowA.getByRole('cell').nth(3)).toHaveText('GCI');
    // B's list follows without a reload.
    await expect(rowB.getByRole('cell').nth(3)).toHaveText('GCI');

    await a.goto('/admin/audit');
    await expect(a.getByRole('row').filter({ hasText: 'Guardou por cima' }).filter({ hasText: id }).first()).toBeVisible();
  } finally {
    await close();
  }
});

test('an HR answer: two HR staff answer the same request; the second is refused, sees both files, and replaces the answer on purpose', async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    // A request sent from the app just now, answered by no one.
    const corpo = `Pedido disputado (${Date.now()})`;
    const sent = await a.request.post('/api/questoesrh', { headers: { 'access-token': await tokenOf(a, 'default') }, data: { type: 'Declaração de vínculo', corpo } });
    expect(sent.status()).toBe(201);
    const requestId = ((await sent.json()) as { data: { _id: string } }).data._id;
    const pdf = simplePdf(['Declaração de vínculo', corpo]);

    await Promise.all([a.goto('/requestsrh'), b.goto('/requestsrh')]);
    const cardA = a.getByRole('article').filter({ hasText: corpo });
    const cardB = b.getByRole('article').filter({ hasText: corpo });
    await expect(cardA.getByRole('button', { name: 'Escolha o ficheiro' })).toBeVisible();
    await expect(cardB.getByRole('button', { name: 'Escolha o ficheiro' })).toBeVisible();

    // Both answer at once: B's answer reaches the server after A's (held until A's is in).
    const answerB = await holdAnswers(b, '**/api/questoesrh/update', { times: 1 });
    await cardB.locator('input[type=file]').setInputFiles({ name: 'resposta-de-b.pdf', mimeType: 'application/pdf', buffer: pdf });
    await answerB.arrived;
    await cardA.locator('input[type=file]').setInputFiles({ name: 'resposta-de-a.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(cardA.getByRole('button', { name: 'resposta-de-a.pdf' })).toBeVisible();
    answerB.release();

    // B is refused (409): in place, the message, both files, and the choice.
    const panel = cardB.getByRole('alert').filter({ hasText: STALE });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('row', { name: 'Ficheiro da resposta resposta-de-b.pdf resposta-de-a.pdf' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    if (process.env.SHOTS) await b.screenshot({ path: `${process.env.SHOTS}/conflict-hr.png` });

    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(cardB.getByRole('button', { name: 'resposta-de-b.pdf' })).toBeVisible();
    await expect(panel).toBeHidden();
    // A's list follows without a reload.
    await expect(cardA.getByRole('button', { name: 'resposta-de-b.pdf' })).toBeVisible();

    await a.goto('/admin/audit');
    await expect(a.getByRole('row').filter({ hasText: 'Guardou por cima' }).filter({ hasText: requestId }).first()).toBeVisible();
  } finally {
    await close();
  }
});

/**
 * A new HR request: B, on the open requests ('Mostrar respondidos' off), opens the file chooser on
 * it; A, on every request, answers it meanwhile with 'resposta-de-a.pdf'. B's chooser is still open.
 */
async function answeredWhileChoosing(a: Page, b: Page, label: string) {
  const corpo = `${label} (${Date.now()})`;
  const sent = await a.request.post('/api/questoesrh', { headers: { 'access-token': await tokenOf(a, 'default') }, data: { type: 'Declaração de vínculo', corpo } });
  expect(sent.status()).toBe(201);
  const pdf = simplePdf(['Declaração de vínculo', corpo]);
  await Promise.all([a.goto('/requestsrh'), b.goto('/requestsrh?respondidos=false')]);
  const cardA = a.getByRole('article').filter({ hasText: corpo });
  const cardB = b.getByRole('article').filter({ hasText: corpo });
  await expect(cardB.getByRole('button', { name: 'Escolha o ficheiro' })).toBeVisible();
  const [chooser] = await Promise.all([b.waitForEvent('filechooser'), cardB.getByRole('button', { name: 'Escolha o ficheiro' }).click()]);
  await cardA.locator('input[type=file]').setInputFiles({ name: 'resposta-de-a.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(cardA.getByRole('button', { name: 'resposta-de-a.pdf' })).toBeVisible();
  return { cardA, cardB, chooser, pdf };
}

test('an HR answer in the list of open requests: a colleague answers while the file chooser is open; the card stays, says so, keeps the file, and saves it over on purpose', async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    // B opens the file chooser; A answers meanwhile; B's list (live) no longer lists the request...
    const { cardA, cardB, chooser, pdf } = await answeredWhileChoosing(a, b, 'Pedido com o seletor aberto');
    // ...and B, who was answering it, still has it (not taken away mid-answer).
    await expect(cardB).toBeVisible();
    await chooser.setFiles({ name: 'resposta-de-b.pdf', mimeType: 'application/pdf', buffer: pdf });

    // Refused (409): a toast and, in the card, both files and the choice.
    await expect(b.locator('.MuiSnackbar-root').filter({ hasText: STALE })).toBeVisible();
    const panel = cardB.getByRole('alert').filter({ hasText: STALE });
    await expect(panel.getByRole('row', { name: 'Ficheiro da resposta resposta-de-b.pdf resposta-de-a.pdf' })).toBeVisible();
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(cardB.getByRole('button', { name: 'resposta-de-b.pdf' })).toBeVisible();

    // The answer stored is B's file: A's list (live) shows it.
    await expect(cardA.getByRole('button', { name: 'resposta-de-b.pdf' })).toBeVisible();
  } finally {
    await close();
  }
});

/** A job fair of its own for one test, created by the API; its card on `page`'s /feiraemprego. */
async function newFair(page: Page, nome: string) {
  const created = await page.request.post('/api/feiraEmprego', { headers: { 'access-token': await tokenOf(page, 'admin') }, data: { nome, descricao: 'Feira criada para um teste.', anoLetivo: '2026/2027' } });
  expect(created.status()).toBe(201);
}

test('a job fair: a confirmation acts on what was seen when it opened; a PDF chosen before another person sent theirs does not replace it unseen', async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'tutorias_admin');
  try {
    const nome = `Feira partilhada ${Date.now().toString(36)}`;
    await newFair(a, nome);
    await Promise.all([a.goto('/feiraemprego'), b.goto('/feiraemprego')]);
    const fairA = a.getByRole('article').filter({ hasText: nome });
    // B's card is also read behind B's confirmation (a modal hides it from the accessibility tree).
    const fairB = b.locator('article').filter({ hasText: nome });

    // B asks to mark it inactive; A marks it inactive meanwhile.
    await fairB.getByRole('button', { name: 'Marcar como Inativa' }).click();
    const asking = b.getByRole('dialog');
    await expect(asking.getByText('Tem certeza que deseja marcar a feira como inativa?')).toBeVisible();
    await fairA.getByRole('button', { name: 'Marcar como Inativa' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(a.getByText('Status da feira de emprego atualizado com sucesso!')).toBeVisible();
    // B's card behind the confirmation follows (live).
    await expect(fairB.getByRole('button', { name: 'Marcar como Ativa', includeHidden: true })).toBeVisible();
    // B's open confirmation still asks what B saw; confirming is refused, not turned into "active".
    await expect(asking.getByText('Tem certeza que deseja marcar a feira como inativa?')).toBeVisible();
    await asking.getByRole('button', { name: 'Confirmar' }).click();
    await expect(b.getByText(`Erro ao atualizar o status: ${STALE}`)).toBeVisible();
    await expect(fairA.getByRole('button', { name: 'Marcar como Ativa' })).toBeVisible();
    await expect(fairB.getByRole('button', { name: 'Marcar como Ativa' })).toBeVisible();

    // B chooses a PDF; A sends hers meanwhile; B's 'Submeter PDF' is refused and keeps B's file chosen.
    await fairB.locator('input[type=file]').setInputFiles({ name: 'programa-de-b.pdf', mimeType: 'application/pdf', buffer: simplePdf(['Programa de B']) });
    await fairA.locator('input[type=file]').setInputFiles({ name: 'programa-de-a.pdf', mimeType: 'application/pdf', buffer: simplePdf(['Programa de A']) });
    await fairA.getByRole('button', { name: 'Submeter PDF' }).click();
    await expect(a.getByText('PDF adicionado com sucesso!')).toBeVisible();
    await expect(fairB.getByRole('button', { name: 'programa-de-a.pdf' })).toBeVisible();
    await fairB.getByRole('button', { name: 'Submeter PDF' }).click();
    await expect(fairB.getByText(`Erro ao adicionar PDF: ${STALE}`)).toBeVisible();
    await expect(fairA.getByRole('button', { name: 'programa-de-a.pdf' })).toBeVisible();
    await expect(fairB.getByText('programa-de-b.pdf')).toBeVisible();
    // Sent again, knowingly (A's file is on B's screen now): B's replaces it.
    await fairB.getByRole('button', { name: 'Submeter PDF' }).click();
    await expect(b.getByText('PDF adicionado com sucesso!')).toBeVisible();
    await expect(fairA.getByRole('button', { name: 'programa-de-b.pdf' })).toBeVisible();
  } finally {
    await close();
  }
});

test("a webinar: A changes only the Descrição, B only the Tópico; B's 'Guardar por cima' keeps A's Descrição", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'tutorias_admin');
  try {
    const stamp = Date.now().toString(36);
    const topic = `Webinar partilhado ${stamp}`;
    const created = await a.request.post('/api/webinares', {
      headers: { 'access-token': await tokenOf(a, 'admin') },
      data: { topic, date: '2027-04-14', time: '17:30', description: 'Descrição de partida.', link: 'https://videoconf.campus.exemplo.pt/partilhado' },
    });
    expect(created.status()).toBe(201);
    await Promise.all([a.goto('/webinares'), b.goto('/webinares')]);
    const open = async (page: Page) => {
      await page.getByRole('article').filter({ hasText: topic }).getByRole('button', { name: 'Editar' }).click();
      return page.getByRole('dialog', { name: 'Editar Webinar' });
    };
    const theirs = await open(a);
    const mine = await open(b);
    await mine.getByLabel('Tópico').fill(`${topic} (tópico de B)`);
    await theirs.getByLabel('Descrição').fill(`Descrição de A ${stamp}`);
    await theirs.getByRole('button', { name: 'Guardar' }).click();
    await expect(a.getByText('Webinar atualizado')).toBeVisible();

    // B's panel lists what B changed only (not A's Descrição, which B never touched).
    const panel = mine.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await expect(panel.getByRole('rowheader')).toHaveText(['Tópico']);
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(b.getByText('Webinar atualizado')).toBeVisible();
    const card = b.getByRole('article').filter({ hasText: `${topic} (tópico de B)` });
    await expect(card.getByText(`Descrição de A ${stamp}`)).toBeVisible();
    await expect(a.getByRole('article').filter({ hasText: `${topic} (tópico de B)` }).getByText(`Descrição de A ${stamp}`)).toBeVisible();
  } finally {
    await close();
  }
});

test("a webinar's history: B restores the version before A's change; A's later change shows the conflict panel, and saving over keeps it", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'tutorias_admin');
  try {
    const stamp = Date.now().toString(36);
    const topic = `Webinar com histórico ${stamp}`;
    const headers = { 'access-token': await tokenOf(a, 'admin') };
    const first = { topic, date: '2027-05-20', time: '17:00', description: 'Versão 1', link: 'https://videoconf.campus.exemplo.pt/v1' };
    const created = await a.request.post('/api/webinares', { headers, data: first });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    expect((await a.request.put(`/api/webinares/${id}`, { headers, data: { ...first, description: 'Versão 2' } })).status()).toBe(200);

    await b.goto('/webinares');
    const card = b.getByRole('article').filter({ hasText: topic });
    await card.getByRole('button', { name: 'Histórico' }).click();
    const history = b.getByRole('dialog', { name: `Histórico: ${topic}` });
    await expect(history.getByText('Descrição: Versão 1 → Versão 2')).toBeVisible();
    await expect(history.getByText(/^Criou · /)).toBeVisible();
    // The newest state is the record itself: only the earlier one can be restored.
    await expect(history.getByRole('button', { name: 'Repor esta versão' })).toHaveCount(1);
    if (process.env.SHOTS) await b.screenshot({ path: `${process.env.SHOTS}/history.png` });
    await history.getByRole('listitem').filter({ hasText: 'Criou' }).getByRole('button', { name: 'Repor esta versão' }).click();

    const restore = b.getByRole('dialog', { name: /^Repor a versão de / });
    await expect(restore.getByLabel('Descrição')).toHaveValue('Versão 1');
    // A changes the link meanwhile: B's open popup says so, listing only what B's restore changes.
    expect((await a.request.put(`/api/webinares/${id}`, { headers, data: { ...first, description: 'Versão 2', link: 'https://videoconf.campus.exemplo.pt/v3' } })).status()).toBe(200);
    const panel = restore.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await expect(panel.getByRole('rowheader')).toHaveText(['Descrição']);
    if (process.env.SHOTS) await b.screenshot({ path: `${process.env.SHOTS}/history-restore-conflict.png` });
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(b.getByText('Webinar atualizado')).toBeVisible();

    const now = ((await (await a.request.get('/api/webinares/', { headers })).json()) as { data: { _id: string; description: string; link: string }[] }).data.find((w) => w._id === id)!;
    expect([now.description, now.link]).toEqual(['Versão 1', 'https://videoconf.campus.exemplo.pt/v3']);
    await card.getByRole('button', { name: 'Histórico' }).click();
    await expect(history.getByRole('listitem').first()).toContainText('Guardou por cima');
  } finally {
    await close();
  }
});

test("a notification's edit: 'Recarregar' takes the other person's change; 'Guardar por cima' keeps it and saves only the message changed", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'gci', 'admin');
  try {
    const stamp = Date.now().toString(36);
    const scheduled = { titulo: `Aviso partilhado ${stamp}`, mensagem: 'Mensagem de partida.', url: '', date: new Date(Date.now() + 24 * 3600_000).toISOString() };
    const created = await a.request.post('/api/notifications', { headers: { 'access-token': await tokenOf(a, 'gci') }, data: { ...scheduled, tipo: 'geral', extra: '' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const admin = { 'access-token': await tokenOf(b, 'admin') };
    const change = async (fields: Partial<typeof scheduled>) =>
      expect((await b.request.put(`/api/notifications/${id}`, { headers: admin, data: { ...scheduled, ...fields } })).status()).toBe(200);

    await a.goto('/notifications');
    await a.getByRole('article', { name: scheduled.titulo, exact: true }).getByRole('button', { name: 'Editar' }).click();
    const dialog = a.getByRole('dialog', { name: 'Editar notificação' });
    await expect(dialog.getByLabel('Titulo')).toHaveValue(scheduled.titulo);

    // B changes the title: A's open popup says so at once; 'Recarregar' takes it.
    await change({ titulo: `Título de B ${stamp}` });
    const panel = dialog.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Recarregar' }).click();
    await expect(dialog.getByLabel('Titulo')).toHaveValue(`Título de B ${stamp}`);
    await expect(panel).toHaveCount(0);

    // A changes the message; B the title again: the panel lists A's message only, and saving over keeps B's title.
    await dialog.getByLabel('Mensagem').fill(`Mensagem de A ${stamp}`);
    await change({ titulo: `Segundo título de B ${stamp}` });
    await expect(panel.getByRole('rowheader')).toHaveText(['Mensagem']);
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Notificação agendada!')).toBeVisible();
    const now = ((await (await b.request.get('/api/notifications/all', { headers: admin })).json()) as { data: { _id: string; titulo: string; mensagem: string }[] }).data.find((n) => n._id === id)!;
    expect([now.titulo, now.mensagem]).toEqual([`Segundo título de B ${stamp}`, `Mensagem de A ${stamp}`]);
  } finally {
    await close();
  }
});

test("the other conflict buttons: a user's role popup and an HR answer each take the other person's change with 'Recarregar'", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'rh');
  try {
    // A user's role: A chooses GCI, an administrator (B's API call) gives RH meanwhile; 'Recarregar' shows RH.
    const token = await tokenOf(a, 'admin');
    const listed = await a.request.get('/api/users?limit=25&page=9', { headers: { 'access-token': token } });
    const target = ((await listed.json()) as { data: { id_utilizador: string; role: string | null }[] }).data.find((user) => user.role === null)!;
    const row = await findUser(a, target.id_utilizador);
    const mine = await chooseRole(a, row, 'GCI');
    expect((await b.request.put(`/api/users/${target.id_utilizador}`, { headers: { 'access-token': token }, data: { role: 'RH', role_extra: [] } })).status()).toBe(200);
    const panel = mine.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await panel.getByRole('button', { name: 'Recarregar' }).click();
    await expect(mine.getByRole('combobox', { name: 'Role' })).toHaveText('RH');
    await expect(panel).toHaveCount(0);
    await mine.getByRole('button', { name: 'Cancelar' }).click();

    // An HR answer: B's file is refused because A answered first; 'Recarregar' shows A's answer in B's card.
    const { cardB, chooser, pdf } = await answeredWhileChoosing(a, b, 'Pedido recarregado');
    await chooser.setFiles({ name: 'resposta-de-b.pdf', mimeType: 'application/pdf', buffer: pdf });
    const refused = cardB.getByRole('alert').filter({ hasText: STALE });
    await refused.getByRole('button', { name: 'Recarregar' }).click();
    await expect(cardB.getByRole('button', { name: 'resposta-de-a.pdf' })).toBeVisible();
    await expect(refused).toHaveCount(0);
  } finally {
    await close();
  }
});

/** Opens the 'Histórico' of a row or card and gives the dialog ('Histórico: <name>'). */
async function openHistory(page: Page, name: string, open: () => Promise<void>) {
  await open();
  const history = page.getByRole('dialog', { name: `Histórico: ${name}` });
  await expect(history).toBeVisible();
  // Each entry, newest first (not the lines of its changes): 'Alterou · 27/11/2026, 22:31'.
  const entries = history.getByRole('listitem').filter({ has: page.getByText(/^(Criou|Alterou|Removeu|Consultou|Guardou por cima) · /) });
  return { history, entries };
}

test("a user's history: A restores the role B replaced; B changes it again meanwhile; A sees both and saves over, audited", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'admin', 'dev');
  try {
    const headers = { 'access-token': await tokenOf(b, 'dev') };
    const listed = await b.request.get('/api/users?limit=25&page=11', { headers });
    const target = ((await listed.json()) as { data: { id_utilizador: string; nome: string | null; role: string | null }[] }).data.find((user) => user.role === null)!;
    const id = target.id_utilizador;
    const give = async (role: string) => expect((await b.request.put(`/api/users/${id}`, { headers, data: { role, role_extra: [] } })).status()).toBe(200);
    await give('RH');
    await give('GCI');

    const row = await findUser(a, id);
    const userHistory = () =>
      openHistory(a, target.nome ?? id, async () => {
        await row.getByRole('button', { name: /^Ações/ }).click();
        await a.getByRole('menuitem', { name: 'Histórico' }).click();
      });
    const { entries } = await userHistory();
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Role: RH → GCI');
    await expect(entries.first()).toContainText('dev (DEV)');
    expect(await axeFindings(a)).toEqual([]);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/history-user.png` });
    await entries.nth(1).getByRole('button', { name: 'Repor esta versão' }).click();

    const restore = a.getByRole('dialog', { name: /^Repor a versão de / });
    await expect(restore.getByRole('combobox', { name: 'Role' })).toHaveText('RH');
    // B gives another role meanwhile: A's popup says so (the list is live), with both roles.
    await give('PRESIDENCIA');
    const panel = restore.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await expect(panel.getByRole('row', { name: 'Role RH PRESIDENCIA' })).toBeVisible();
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Utilizador atualizado')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('RH');

    const after = (await userHistory()).entries;
    await expect(after.first()).toContainText('Guardou por cima');
    await expect(after.first()).toContainText('Role: PRESIDENCIA → RH');
  } finally {
    await close();
  }
});

test("a notification's history: its author restores the message an administrator replaced; the administrator's later link is kept", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'gci', 'admin');
  try {
    const stamp = Date.now().toString(36);
    const first = { titulo: `Aviso com histórico ${stamp}`, mensagem: 'Versão 1', url: '', date: new Date(Date.now() + 48 * 3600_000).toISOString() };
    const created = await a.request.post('/api/notifications', { headers: { 'access-token': await tokenOf(a, 'gci') }, data: { ...first, tipo: 'geral', extra: '' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const admin = { 'access-token': await tokenOf(b, 'admin') };
    const change = async (fields: Partial<typeof first>) => expect((await b.request.put(`/api/notifications/${id}`, { headers: admin, data: { ...first, ...fields } })).status()).toBe(200);
    await change({ mensagem: 'Versão 2' });

    await a.goto('/notifications');
    const card = a.getByRole('article', { name: first.titulo, exact: true });
    const { history, entries } = await openHistory(a, first.titulo, () => card.getByRole('button', { name: 'Histórico' }).click());
    await expect(history.getByText('Mensagem: Versão 1 → Versão 2')).toBeVisible();
    await expect(entries.first()).toContainText('admin (ADMIN)');
    await entries.filter({ hasText: 'Criou' }).getByRole('button', { name: 'Repor esta versão' }).click();

    const restore = a.getByRole('dialog', { name: /^Repor a versão de / });
    await expect(restore.getByLabel('Mensagem')).toHaveValue('Versão 1');
    // The administrator adds a link meanwhile: the panel lists only what the restore changes.
    await change({ mensagem: 'Versão 2', url: 'https://www.exemplo.pt/aviso' });
    const panel = restore.getByRole('alert').filter({ hasText: 'Este registo foi alterado por outra pessoa' });
    await expect(panel.getByRole('rowheader')).toHaveText(['Mensagem']);
    expect(await axeFindings(a)).toEqual([]);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/history-notification-restore.png` });
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(a.getByText('Notificação agendada!')).toBeVisible();

    const now = ((await (await b.request.get('/api/notifications/all', { headers: admin })).json()) as { data: { _id: string; mensagem: string; url: string }[] }).data.find((n) => n._id === id)!;
    expect([now.mensagem, now.url]).toEqual(['Versão 1', 'https://www.exemplo.pt/aviso']);
  } finally {
    await close();
  }
});

test("an HR request's history: what the app sent, each answer and who downloaded it; an earlier answer restored over a colleague's newer one, on purpose", async ({ browser }) => {
  test.slow();
  const { a, b, close } = await twoPeople(browser, 'rh', 'admin');
  try {
    const corpo = `Pedido com histórico (${Date.now()})`;
    const sent = await a.request.post('/api/questoesrh', { headers: { 'access-token': await tokenOf(a, 'default') }, data: { type: 'Declaração de vínculo', corpo } });
    expect(sent.status()).toBe(201);
    const id = ((await sent.json()) as { data: { _id: string } }).data._id;
    const admin = { 'access-token': await tokenOf(b, 'admin'), 'if-match': '*' };
    const replace = async (anexoNome: string) =>
      expect((await b.request.post('/api/questoesrh/update', { headers: admin, data: { _id: id, anexo: simplePdf([anexoNome, corpo]).toString('base64'), anexoNome } })).status()).toBe(200);
    await Promise.all([a.goto('/requestsrh'), b.goto('/requestsrh')]);
    const cardA = a.getByRole('article').filter({ hasText: corpo });
    const cardB = b.getByRole('article').filter({ hasText: corpo });
    await cardA.locator('input[type=file]').setInputFiles({ name: 'resposta-historico.pdf', mimeType: 'application/pdf', buffer: simplePdf(['Declaração', corpo]) });
    // B's list is live: the answer shows; B downloads it.
    const download = b.waitForEvent('download');
    await cardB.getByRole('button', { name: 'resposta-historico.pdf' }).click();
    await download;

    const historyOfA = () => openHistory(a, 'Declaração de vínculo', () => cardA.getByRole('button', { name: /^Histórico/ }).click());
    const { history, entries } = await historyOfA();
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Consultou');
    await expect(entries.nth(0)).toContainText('admin (ADMIN)');
    await expect(entries.nth(1)).toContainText('Ficheiro da resposta: nulo → resposta-historico.pdf');
    await expect(entries.nth(1)).toContainText('rh (RH)');
    await expect(entries.nth(2)).toContainText('Criou');
    // The answer now is not offered again, nor the request as sent.
    await expect(history.getByRole('button', { name: 'Repor esta versão' })).toHaveCount(0);
    await history.getByRole('button', { name: 'Fechar' }).click();

    // The administrator replaces the answer; A restores the earlier one...
    await replace('segunda.pdf');
    await expect(cardA.getByRole('button', { name: 'segunda.pdf' })).toBeVisible();
    const later = await historyOfA();
    await expect(later.entries.nth(0)).toContainText('Guardou por cima');
    await expect(later.history.getByRole('button', { name: 'Repor esta versão' })).toHaveCount(1);
    expect(await axeFindings(a)).toEqual([]);
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/history-hr.png` });
    await later.entries.filter({ hasText: 'resposta-historico.pdf' }).getByRole('button', { name: 'Repor esta versão' }).click();
    const confirm = a.getByRole('dialog', { name: /^Repor a versão de / });
    await expect(confirm).toContainText('A resposta deste pedido volta a ser «resposta-historico.pdf».');
    expect(await axeFindings(a)).toEqual([]);
    // ...while the administrator replaces it again: A's restore is refused, with both files, and saved over on purpose.
    await replace('terceira.pdf');
    await expect(cardB.getByRole('button', { name: 'terceira.pdf' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Repor' }).click();
    const panel = cardA.getByRole('alert').filter({ hasText: STALE });
    await expect(panel.getByRole('row', { name: 'Ficheiro da resposta resposta-historico.pdf terceira.pdf' })).toBeVisible();
    if (process.env.SHOTS) await a.screenshot({ path: `${process.env.SHOTS}/history-hr-restore-conflict.png` });
    await panel.getByRole('button', { name: 'Guardar por cima' }).click();
    await expect(cardA.getByRole('button', { name: 'resposta-historico.pdf' })).toBeVisible();
    await expect(cardB.getByRole('button', { name: 'resposta-historico.pdf' })).toBeVisible();
    const { entries: last } = await historyOfA();
    await expect(last.nth(0)).toContainText('Guardou por cima');
    await expect(last.nth(0)).toContainText('rh (RH)');
    await expect(last.nth(0)).toContainText('Ficheiro da resposta: terceira.pdf → resposta-historico.pdf');
  } finally {
    await close();
  }
});
