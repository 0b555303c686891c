/**
 * The hand-written UI scenarios of the writes of screens that are not declared resources: one (or
 * more) per write of the access table. tests/e2e/noSilentLoss.spec.ts fails naming any write
 * without one. In each, B presses the write on a screen read before A's change (staleWrite), A makes
 * a change of the same record through A's screen, and B's write must be refused, B told so, and the
 * record keep A's change. The file runs after every other test (its Playwright project), so the
 * seeded records it decides (tutors, mentors, sessions) are no other test's any more.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PROGRAMME_TITLES, type MathPhysicsReport, type SessionsWithNames, type Tutoria, type UsersPage } from '../../../src/contract';
import { simplePdf } from '../../../src/server/db/seed/pdf';
import { chooseRole, findUser } from '../pages';
import { apiAs, expectBothValues, expectRefused, expectStaleSave, staleWrite, token, type UiScenario } from './race';

const DAY = 24 * 3600_000;

/** A scenario, its endpoint a write of the access table (checked by the spec). */
const scenario = (s: UiScenario): UiScenario => s;

// --- Suggestions -----------------------------------------------------------------------------

/** A suggestion of its own, sent from the app just now (the newest: on the first page). */
async function newSuggestion(api: Awaited<ReturnType<typeof apiAs>>, label: string) {
  const mensagem = `${label} ${token()}`;
  await api.send('POST', '/bugs', { mensagem });
  return (page: Page) => page.getByTestId('suggestion').filter({ hasText: mensagem });
}

const suggestions: UiScenario[] = [
  scenario({
    endpoint: 'PUT /bugs/:id',
    title: "a suggestion's 'Arquivar'",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const card = await newSuggestion(api, 'Sugestão disputada');
      await Promise.all([a.goto('/admin/suggestions'), b.goto('/admin/suggestions')]);
      // B presses 'Arquivar' on the card as B read it; A archives it meanwhile (and B's unarchive would undo it).
      const status = await staleWrite(b, 'PUT /bugs/:id', {
        start: () => card(b).getByRole('button', { name: 'Arquivar', exact: true }).click(),
        async meanwhile() {
          await card(a).getByRole('button', { name: 'Arquivar', exact: true }).click();
          await expect(card(a).getByRole('button', { name: 'Desarquivar' })).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await expect(card(b).getByRole('button', { name: 'Desarquivar' })).toBeVisible();
    },
  }),
  scenario({
    endpoint: 'PUT /bugs/:id',
    title: "'Arquivar selecionadas' (bulk)",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const card = await newSuggestion(api, 'Sugestão em lote');
      await Promise.all([a.goto('/admin/suggestions'), b.goto('/admin/suggestions')]);
      await card(b).getByRole('checkbox', { name: /^Selecionar a sugestão de / }).check();
      const status = await staleWrite(b, 'PUT /bugs/:id', {
        async start() {
          await b.getByRole('button', { name: 'Arquivar selecionadas', exact: true }).click();
          await b.getByRole('dialog', { name: 'Arquivar sugestões' }).getByRole('button', { name: 'Confirmar' }).click();
        },
        async meanwhile() {
          await card(a).getByRole('button', { name: 'Arquivar', exact: true }).click();
          await expect(card(a).getByRole('button', { name: 'Desarquivar' })).toBeVisible();
        },
      });
      await expectRefused(b, status);
      // The refused one stays selected, shown as it is now.
      await expect(card(b).getByRole('checkbox')).toBeChecked();
      await expect(card(b).getByRole('button', { name: 'Desarquivar' })).toBeVisible();
    },
  }),
];

// --- Calendar, operations, users ---------------------------------------------------------------

const calendarField = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Períodos', exact: true }).getByRole('textbox', { name: `${label} (Português)`, exact: true });

const singletons: UiScenario[] = [
  scenario({
    endpoint: 'POST /atividadeLetiva/updateCalendarioLetivo',
    title: 'the calendar saved by two people changing the same period',
    accounts: ['admin', 'gci'],
    async run({ a, b }) {
      await Promise.all([a.goto('/admin/calendar'), b.goto('/admin/calendar')]);
      const [mine, theirs] = [`B semestre ${token()}`, `A semestre ${token()}`];
      await calendarField(b, 'Primeiro Semestre').fill(mine);
      await calendarField(a, 'Primeiro Semestre').fill(theirs);
      const save = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Atualizar' });
      const status = await staleWrite(b, 'POST /atividadeLetiva/updateCalendarioLetivo', {
        start: () => save(b).click(),
        async meanwhile() {
          await save(a).click();
          await expect(a.getByText('Calendário atualizado')).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await expectBothValues(b.getByRole('main'), 'Primeiro Semestre (Português)', mine, theirs);
      await a.reload();
      await expect(calendarField(a, 'Primeiro Semestre')).toHaveValue(theirs);
    },
  }),
  scenario({
    endpoint: 'POST /backoffice/minversion',
    title: 'the minimum version chosen by two administrators',
    accounts: ['admin', 'dev'],
    async run({ a, b }) {
      await Promise.all([a.goto('/admin/operations'), b.goto('/admin/operations')]);
      const current = (page: Page) => page.getByTestId('current-min-version');
      await expect(current(a)).toContainText('Versão minima atual:');
      const before = (await current(a).innerText()).replace('Versão minima atual:', '').trim();
      const choose = async (page: Page, pick: (options: string[]) => string) => {
        await page.getByRole('combobox', { name: 'Versões disponíveis' }).click();
        const options = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim()).slice(1).filter((v) => v !== before);
        const chosen = pick(options);
        await page.getByRole('option', { name: chosen, exact: true }).click();
        return chosen;
      };
      await choose(b, (options) => options[0]);
      const theirs = await choose(a, (options) => options[options.length - 1]);
      const update = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Atualizar' });
      const status = await staleWrite(b, 'POST /backoffice/minversion', {
        start: () => update(b).click(),
        async meanwhile() {
          await update(a).click();
          await expect(a.getByText('Versão minima atualizada')).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await a.reload();
      await expect(current(a)).toHaveText(`Versão minima atual: ${theirs}`);
    },
  }),
  scenario({
    endpoint: 'PUT /users/:id_utilizador',
    title: "a user's role given by two administrators",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      // A student of the demo data no other test gives a role (concurrency.spec.ts takes pages 7 and 9).
      const { data } = await api.get<UsersPage>('/users?limit=25&page=11');
      const id = data.find((user) => user.role === null)!.id_utilizador;
      const [rowA, rowB] = [await findUser(a, id), await findUser(b, id)];
      const dialog = await chooseRole(b, rowB, 'GCI');
      await expectStaleSave(b, 'PUT /users/:id_utilizador', {
        dialog,
        save: 'Atualizar',
        label: 'Role',
        mine: 'GCI',
        theirs: 'RH',
        async meanwhile() {
          const mine = await chooseRole(a, rowA, 'RH');
          await mine.getByRole('button', { name: 'Atualizar' }).click();
          await expect(a.getByText('Utilizador atualizado')).toBeVisible();
        },
      });
      const now = await api.get<UsersPage>(`/users?limit=25&search=${id}`);
      expect(now.data.find((user) => user.id_utilizador === id)?.role).toBe('RH');
    },
  }),
];

// --- Notifications -----------------------------------------------------------------------------

/** A pending notification of its own (tomorrow), scheduled by A; its card on a page, and how to read it. */
async function newNotification(api: Awaited<ReturnType<typeof apiAs>>) {
  const titulo = `Aviso ${token()}`;
  const created = await api.send<{ data: { _id: string } }>('POST', '/notifications', { titulo, mensagem: 'Mensagem de partida.', url: '', date: new Date(Date.now() + DAY).toISOString(), tipo: 'geral', extra: '' });
  const id = created.data._id;
  return {
    titulo,
    card: (page: Page, title = titulo) => page.getByRole('article', { name: title, exact: true }),
    now: async () => (await api.get<{ data: { _id: string; titulo: string }[] }>('/notifications/all')).data.find((n) => n._id === id),
  };
}

/** A's edit of a notification's title through A's screen. */
async function retitle(page: Page, card: Locator, title: string) {
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar notificação' });
  await dialog.getByLabel('Titulo').fill(title);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Notificação agendada!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const notifications: UiScenario[] = [
  scenario({
    endpoint: 'PUT /notifications/:_id',
    title: "a notification's edit",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const n = await newNotification(api);
      await Promise.all([a.goto('/admin/notifications'), b.goto('/admin/notifications')]);
      const [mine, theirs] = [`Título B ${token()}`, `Título A ${token()}`];
      await n.card(b).getByRole('button', { name: 'Editar' }).click();
      const dialog = b.getByRole('dialog', { name: 'Editar notificação' });
      await dialog.getByLabel('Titulo').fill(mine);
      await expectStaleSave(b, 'PUT /notifications/:_id', { dialog, label: 'Titulo', mine, theirs, meanwhile: () => retitle(a, n.card(a), theirs) });
      expect((await n.now())?.titulo).toBe(theirs);
    },
  }),
  scenario({
    endpoint: 'DELETE /notifications/:_id',
    title: "a notification's 'Cancelar'",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const n = await newNotification(api);
      await Promise.all([a.goto('/admin/notifications'), b.goto('/admin/notifications')]);
      const theirs = `Título A ${token()}`;
      const status = await staleWrite(b, 'DELETE /notifications/:_id', {
        async start() {
          await n.card(b).getByRole('button', { name: 'Cancelar' }).click();
          await b.getByRole('dialog', { name: 'Tem a certeza?' }).getByRole('button', { name: 'Confirmar' }).click();
        },
        meanwhile: () => retitle(a, n.card(a), theirs),
      });
      await expectRefused(b, status);
      expect((await n.now())?.titulo, 'the notification changed meanwhile is not cancelled').toBe(theirs);
    },
  }),
];

// --- Floor plans -------------------------------------------------------------------------------

/** A floor of its own in ESCE; its row on a page. */
async function newFloor(api: Awaited<ReturnType<typeof apiAs>>) {
  const name = `Piso ${token()}`;
  await api.send('POST', '/blueprints', { school: 'ESCE', name, visible: false });
  return { name, row: (page: Page, floor = name) => page.getByRole('region', { name: 'Plantas ESCE' }).getByRole('listitem').filter({ hasText: floor }) };
}

/** Opens a floor's edit popup and types a name. */
async function renameFloor(page: Page, row: Locator, from: string, to: string) {
  await row.getByRole('button', { name: `Editar ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar piso' });
  await dialog.getByLabel('Nome').fill(to);
  return dialog;
}

/** A's rename, saved. */
async function renamedByA(page: Page, row: Locator, from: string, to: string) {
  const dialog = await renameFloor(page, row, from, to);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Piso atualizado')).toBeVisible();
}

const floors: UiScenario[] = [
  scenario({
    endpoint: 'PUT /blueprints/:id',
    title: "a floor's edit",
    accounts: ['direcao', 'direcao'],
    async run({ a, b, api }) {
      const { name, row } = await newFloor(api);
      await Promise.all([a.goto('/blueprints'), b.goto('/blueprints')]);
      const [mine, theirs] = [`Piso B ${token()}`, `Piso A ${token()}`];
      const dialog = await renameFloor(b, row(b), name, mine);
      await expectStaleSave(b, 'PUT /blueprints/:id', { dialog, label: 'Nome', mine, theirs, meanwhile: () => renamedByA(a, row(a), name, theirs) });
      await a.reload();
      await expect(row(a, theirs)).toBeVisible();
    },
  }),
  scenario({
    endpoint: 'DELETE /blueprints/:id',
    title: "a floor's 'Remover'",
    accounts: ['direcao', 'direcao'],
    async run({ a, b, api }) {
      const { name, row } = await newFloor(api);
      await Promise.all([a.goto('/blueprints'), b.goto('/blueprints')]);
      const theirs = `Piso A ${token()}`;
      const status = await staleWrite(b, 'DELETE /blueprints/:id', {
        async start() {
          await row(b).getByRole('button', { name: `Remover ${name}` }).click();
          await b.getByRole('dialog', { name: 'Remover piso' }).getByRole('button', { name: 'Remover' }).click();
        },
        meanwhile: () => renamedByA(a, row(a), name, theirs),
      });
      await expectRefused(b, status);
      await a.reload();
      await expect(row(a, theirs)).toBeVisible();
    },
  }),
];

// --- HR answers --------------------------------------------------------------------------------

const hr: UiScenario[] = [
  scenario({
    endpoint: 'POST /questoesrh/update',
    title: 'an HR request answered by two people',
    accounts: ['admin', 'rh'],
    async run({ a, b }) {
      const corpo = `Pedido disputado ${token()}`;
      await (await apiAs(a, 'default')).send('POST', '/questoesrh', { type: 'Declaração de vínculo', corpo });
      const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: simplePdf(['Declaração de vínculo', corpo]) });
      await Promise.all([a.goto('/requestsrh'), b.goto('/requestsrh')]);
      const card = (page: Page) => page.getByRole('article').filter({ hasText: corpo });
      const status = await staleWrite(b, 'POST /questoesrh/update', {
        start: () => card(b).locator('input[type=file]').setInputFiles(pdf('resposta-de-b.pdf')),
        async meanwhile() {
          await card(a).locator('input[type=file]').setInputFiles(pdf('resposta-de-a.pdf'));
          await expect(card(a).getByRole('button', { name: 'resposta-de-a.pdf' })).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await expectBothValues(card(b), 'Ficheiro da resposta', 'resposta-de-b.pdf', 'resposta-de-a.pdf');
      await a.reload();
      await expect(card(a).getByRole('button', { name: 'resposta-de-a.pdf' })).toBeVisible();
    },
  }),
];

// --- Tutorias ----------------------------------------------------------------------------------

const programmeCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A programme of its own; its card, and how to read it. */
async function newProgramme(api: Awaited<ReturnType<typeof apiAs>>) {
  const title = `Tutoria ${token()}`;
  const created = await api.send<{ data: { _id: string } }>('POST', '/tutorias', { title, short_description: 'Curta de partida.', description: 'Completa de partida.' });
  return {
    card: (page: Page) => programmeCard(page, title),
    now: async () => (await api.get<{ data: Tutoria[] }>('/tutorias/')).data.find((p) => p._id === created.data._id),
  };
}

/** Opens a programme's edit popup and types its short description. */
async function describe(page: Page, card: Locator, text: string) {
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Descrição curta').fill(text);
  return dialog;
}

async function describedByA(page: Page, card: Locator, text: string) {
  await (await describe(page, card, text)).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tutoria atualizada')).toBeVisible();
}

/** The enrolments of a programme's card, shown. */
async function enrolments(page: Page, title: string) {
  await page.goto('/tutorias');
  const card = programmeCard(page, title);
  await card.getByRole('button', { name: /^Mostrar inscritos/ }).click();
  return card;
}

/** A tutor's decision by B, stale: A decides the other way meanwhile; the tutor keeps A's decision. */
function decision(endpoint: string, mine: 'Aprovar' | 'Rejeitar', theirs: 'Aprovar' | 'Rejeitar', shown: string, done: string): UiScenario {
  return scenario({
    endpoint,
    title: `a tutor's '${mine}' after another person's '${theirs}'`,
    accounts: ['tutorias_admin', 'tutorias_admin'],
    async run({ a, b }) {
      const [cardA, cardB] = [await enrolments(a, PROGRAMME_TITLES.mathPhysics), await enrolments(b, PROGRAMME_TITLES.mathPhysics)];
      const tutor = (await cardB.getByRole('button', { name: new RegExp(`^${mine}: `) }).first().getAttribute('aria-label'))!.replace(`${mine}: `, '');
      const status = await staleWrite(b, endpoint, {
        start: () => cardB.getByRole('button', { name: `${mine}: ${tutor}`, exact: true }).click(),
        async meanwhile() {
          await cardA.getByRole('button', { name: `${theirs}: ${tutor}`, exact: true }).click();
          await expect(a.getByText(done)).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await enrolments(a, PROGRAMME_TITLES.mathPhysics);
      await expect(cardA.getByRole('row').filter({ hasText: tutor }).getByText(shown, { exact: true })).toBeVisible();
    },
  });
}

/** The mentee of the first row of peer mentoring that `has` a button, pinned by name. */
async function menteeRow(card: Locator, page: Page, has: string | RegExp) {
  const first = card.getByRole('row').filter({ has: page.getByRole('button', { name: has }) }).first();
  const mentee = await first.locator('td:nth-child(2) p').first().innerText();
  return { mentee, row: (on: Locator) => on.getByRole('row').filter({ hasText: mentee }) };
}

/** Chooses a mentor for the mentee's row (the `nth` offered) and presses 'Associar'. */
async function associate(page: Page, row: Locator, nth: number) {
  await row.getByLabel(/^Escolher mentor/).click();
  const options = page.getByRole('option');
  const option = options.nth(Math.min(nth, (await options.count()) - 1));
  const mentor = (await option.innerText()).trim();
  await option.click();
  await row.getByRole('button', { name: 'Associar' }).click();
  return mentor;
}

const tutorias: UiScenario[] = [
  scenario({
    endpoint: 'PUT /tutorias/:id',
    title: "a programme's descriptions edited by two administrators",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const p = await newProgramme(api);
      await Promise.all([a.goto('/tutorias'), b.goto('/tutorias')]);
      const [mine, theirs] = [`Curta de B ${token()}`, `Curta de A ${token()}`];
      const dialog = await describe(b, p.card(b), mine);
      await expectStaleSave(b, 'PUT /tutorias/:id', { dialog, label: 'Descrição curta', mine, theirs, meanwhile: () => describedByA(a, p.card(a), theirs) });
      expect((await p.now())?.short_description).toBe(theirs);
    },
  }),
  scenario({
    endpoint: 'PUT /tutorias/:id',
    title: "a programme's managers ('Responsáveis') saved after another person's edit",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const p = await newProgramme(api);
      await Promise.all([a.goto('/tutorias'), b.goto('/tutorias')]);
      const theirs = `Curta de A ${token()}`;
      await p.card(b).getByRole('button', { name: 'Responsáveis' }).click();
      const dialog = b.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Adicionar responsável' }).click();
      await dialog.getByRole('row').last().getByLabel('Responsável', { exact: true }).click();
      await b.getByRole('option').first().click();
      const status = await staleWrite(b, 'PUT /tutorias/:id', {
        start: () => dialog.getByRole('button', { name: 'Guardar' }).click(),
        meanwhile: () => describedByA(a, p.card(a), theirs),
      });
      await expectRefused(b, status);
      const now = await p.now();
      expect([now?.short_description, now?.managers]).toEqual([theirs, []]);
    },
  }),
  scenario({
    endpoint: 'DELETE /tutorias/:id',
    title: "a programme's 'Remover'",
    accounts: ['admin', 'dev'],
    async run({ a, b, api }) {
      const p = await newProgramme(api);
      await Promise.all([a.goto('/tutorias'), b.goto('/tutorias')]);
      const theirs = `Curta de A ${token()}`;
      const status = await staleWrite(b, 'DELETE /tutorias/:id', {
        async start() {
          await p.card(b).getByRole('button', { name: 'Remover' }).click();
          await b.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
        },
        meanwhile: () => describedByA(a, p.card(a), theirs),
      });
      await expectRefused(b, status);
      expect((await p.now())?.short_description, 'the programme changed meanwhile is not removed').toBe(theirs);
    },
  }),
  decision('POST /tutorias/aprovado', 'Aprovar', 'Rejeitar', 'Rejeitado', 'Inscrito rejeitado com sucesso!'),
  decision('POST /tutorias/desaprovado', 'Rejeitar', 'Aprovar', 'Aprovado', 'Inscrito aprovado com sucesso!'),
  scenario({
    endpoint: 'POST /tutorias/tutoriasInterParesAssociate',
    title: 'a mentee given a mentor by two people',
    accounts: ['tutorias_admin', 'tutorias_admin'],
    async run({ a, b }) {
      const [cardA, cardB] = [await enrolments(a, PROGRAMME_TITLES.peerMentoring), await enrolments(b, PROGRAMME_TITLES.peerMentoring)];
      const { mentee, row } = await menteeRow(cardB, b, 'Associar');
      let theirs = '';
      const status = await staleWrite(b, 'POST /tutorias/tutoriasInterParesAssociate', {
        start: () => associate(b, row(cardB), 0).then(() => undefined),
        async meanwhile() {
          theirs = await associate(a, row(cardA), 1);
          await expect(a.getByText('Mentor associado com sucesso!')).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await enrolments(a, PROGRAMME_TITLES.peerMentoring);
      await expect(row(cardA).getByText(theirs, { exact: true })).toBeVisible();
      await expect(row(cardA).getByRole('button', { name: `Remover: ${mentee}` })).toBeVisible();
    },
  }),
  scenario({
    endpoint: 'POST /tutorias/removeMentorFromMentee',
    title: "a mentee's mentor removed by two people",
    accounts: ['tutorias_admin', 'tutorias_admin'],
    async run({ a, b }) {
      const [cardA, cardB] = [await enrolments(a, PROGRAMME_TITLES.peerMentoring), await enrolments(b, PROGRAMME_TITLES.peerMentoring)];
      const { mentee, row } = await menteeRow(cardB, b, /^Remover: /);
      const status = await staleWrite(b, 'POST /tutorias/removeMentorFromMentee', {
        start: () => row(cardB).getByRole('button', { name: `Remover: ${mentee}` }).click(),
        async meanwhile() {
          await row(cardA).getByRole('button', { name: `Remover: ${mentee}` }).click();
          await expect(a.getByText('Mentor removido com sucesso!')).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await enrolments(a, PROGRAMME_TITLES.peerMentoring);
      await expect(row(cardA).getByRole('button', { name: 'Associar' })).toBeVisible();
    },
  }),
];

// --- Maths and physics, professional mentoring -------------------------------------------------

const YEAR = '2025/2026';
const day = (date: string) => date.split('-').reverse().join('/');

const sessionsAndMentors: UiScenario[] = [
  scenario({
    endpoint: 'POST /tutorias/validarSessaoGC',
    title: "a session's 'Validar Horas' by two people",
    accounts: ['tutorias_admin', 'tutorias_admin'],
    async run({ a, b, api }) {
      const { people } = (await api.get<{ data: MathPhysicsReport }>(`/tutorias/mathPhysicsReport?academicYear=${encodeURIComponent(YEAR)}`)).data;
      let found: { person: (typeof people)[number]; date: string } | undefined;
      for (const person of people.filter((p) => p.type === 'tutor')) {
        const { data } = await api.get<SessionsWithNames>(`/tutorias/sessoesByID/${person.id_utilizador}/${person.uc}`);
        const open = data.filter((s) => s.academicYear === YEAR && s.validado && !s.validadoGC);
        // One alone on its day: its card is found by the date.
        const session = open.find((s) => data.filter((o) => o.date === s.date).length === 1);
        if (session) {
          found = { person, date: session.date };
          break;
        }
      }
      if (!found) throw new Error('no confirmed session left to validate');
      const { person, date } = found;
      const open = async (page: Page) => {
        await page.goto('/mat_fisica');
        await page.getByRole('combobox', { name: /Ano Letivo:/ }).click();
        await page.getByRole('option', { name: YEAR }).click();
        await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0);
        await page.locator(`tr[data-person="${person.id_utilizador}"]`).filter({ hasText: `${person.type} (${person.uc})` }).getByRole('button', { name: 'Ver Sessões' }).click();
        await page.locator('[id^="mp-sessions-"]').getByRole('button').filter({ hasText: day(date) }).filter({ hasText: 'Confirmada' }).click();
        return page.getByRole('dialog', { name: 'Detalhes da Sessão' });
      };
      const [dialogA, dialogB] = [await open(a), await open(b)];
      const status = await staleWrite(b, 'POST /tutorias/validarSessaoGC', {
        start: () => dialogB.getByRole('button', { name: 'Validar Horas' }).click(),
        async meanwhile() {
          await dialogA.getByRole('button', { name: 'Validar Horas' }).click();
          await expect(a.getByText('Sessão Validada com sucesso!')).toBeVisible();
        },
      });
      await expectRefused(b, status);
    },
  }),
  scenario({
    endpoint: 'PUT /mentoriasProfissionais/updateStatus/:mentorId',
    title: "a pending mentor accepted by B after A refused it",
    accounts: ['tutorias_admin', 'tutorias_admin'],
    async run({ a, b }) {
      const mentors = (page: Page) => page.getByRole('region', { name: 'Mentores' });
      await Promise.all([a.goto('/mentorias_profissionais'), b.goto('/mentorias_profissionais')]);
      const pending = mentors(b).getByRole('row').filter({ has: b.getByRole('button', { name: /: ver mentorados$/ }) }).filter({ hasText: 'PENDENTE' }).first();
      const name = (await pending.getByRole('button', { name: /: ver mentorados$/ }).getAttribute('aria-label'))!.replace(': ver mentorados', '');
      const row = (page: Page) => mentors(page).getByRole('row').filter({ has: page.getByRole('button', { name: `${name}: ver mentorados`, exact: true }) });
      const status = await staleWrite(b, 'PUT /mentoriasProfissionais/updateStatus/:mentorId', {
        start: () => row(b).getByRole('button', { name: 'Aceitar' }).click(),
        async meanwhile() {
          await row(a).getByRole('button', { name: 'Recusar' }).click();
          await expect(row(a).getByText('RECUSADO', { exact: true })).toBeVisible();
        },
      });
      await expectRefused(b, status);
      await a.reload();
      await expect(row(a).getByText('RECUSADO', { exact: true })).toBeVisible();
    },
  }),
];

export const HAND_WRITTEN: UiScenario[] = [...suggestions, ...singletons, ...notifications, ...floors, ...hr, ...tutorias, ...sessionsAndMentors];
