import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { PROGRAMME_TITLES } from '../../src/contract';
import { asAnotherPerson, signIn } from './pages';
import { expectNoHorizontalOverflow, seriousAxeFindings } from './checks';

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a TUTORIAS user sees only the programmes it manages and its own unit, and may not add or remove one', async ({ page }) => {
  await signIn(page, 'tutorias');
  await page.getByRole('menuitem', { name: 'Tutorias & Mentorias' }).click();
  await expect(page).toHaveURL(/\/tutorias$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, PROGRAMME_TITLES.mathPhysics)).toBeVisible();
  await expect(card(page, PROGRAMME_TITLES.peerMentoring)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Responsáveis' })).toHaveCount(0);
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  await maths.getByRole('button', { name: /^Mostrar inscritos/ }).click();
  await expect(maths.getByLabel('Escola')).toHaveCount(0);
  const schools = await maths.getByRole('row').locator('td:nth-child(4)').allInnerTexts();
  expect(schools.length).toBeGreaterThan(0);
  expect(new Set(schools)).toEqual(new Set(['ESTG']));
  expect(new Set(await maths.getByRole('row').locator('td:nth-child(6)').allInnerTexts())).toEqual(new Set(['matematica']));
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the academic year chooses the enrolments; search, school and tutors filter them; the export holds what the table shows', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/tutorias');
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  const toggle = maths.getByRole('button', { name: /inscritos \(\d+\)/ });
  await expect(page.getByLabel('Ano letivo')).toContainText('2026/2027');
  const newest = await toggle.innerText();
  await page.getByLabel('Ano letivo').click();
  await page.getByRole('option', { name: '2024/2025' }).click();
  await expect(toggle).not.toHaveText(newest);
  await toggle.click();
  const rows = maths.getByRole('row');
  const all = (await rows.count()) - 1;
  await maths.getByLabel('Apenas tutores').check();
  const tutors = (await rows.count()) - 1;
  expect(tutors).toBeGreaterThan(0);
  expect(tutors).toBeLessThan(all);
  expect(new Set(await rows.locator('td:nth-child(5)').allInnerTexts())).toEqual(new Set(['tutor']));
  // Each tutor is decided ('Aprovado', 'Rejeitado') or offers 'Aprovar' and 'Rejeitar'.
  const decided = await rows.locator('td:nth-child(7)').filter({ hasText: /^(Aprovado|Rejeitado)$/ }).count();
  await expect(rows.getByRole('button', { name: /^Aprovar: / })).toHaveCount(tutors - decided);
  await maths.getByLabel('Apenas tutores').uncheck();
  await maths.getByLabel('Escola').click();
  await page.getByRole('option', { name: 'ESTG' }).click();
  expect(new Set(await rows.locator('td:nth-child(4)').allInnerTexts())).toEqual(new Set(['ESTG']));
  const number = await rows.nth(1).locator('td').first().innerText();
  await maths.getByLabel('Pesquisar por número').fill(number);
  await expect(rows).toHaveCount(1 + (await rows.locator('td:first-child', { hasText: number }).count()));

  await maths.getByLabel('Pesquisar por número').fill('');
  await maths.getByLabel('Escola').click();
  await page.getByRole('option', { name: 'Todas as Escolas' }).click();
  const download = page.waitForEvent('download');
  await maths.getByRole('button', { name: 'Exportar Lista de Inscritos' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Tutoria matemática e fisica_Inscritos.xlsx');
  const [sheet] = await readXlsxFile(readFileSync(await saved.path()));
  expect(sheet.data[0][0]).toBe(PROGRAMME_TITLES.mathPhysics);
  expect(sheet.data[1]).toEqual(['Numero', 'Email', 'Curso', 'Escola', 'Tipo', 'UC', 'Aprovado']);
  expect(sheet.data.length - 2).toBe(all);
});

test('a long list exports whole under the server\'s content security policy (the writer compresses in a blob: worker)', async ({ page }) => {
  // Enrolments come from the students' app, which has no endpoint here: the server's answer is
  // lengthened in the browser by 2,000 copies of a real enrolment, so the page keeps the server's
  // own headers (its CSP) and the export's size passes the writer's 160 kB threshold.
  const EXTRA = 2000;
  await page.route(/\/api\/tutorias\/?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { title: string; enrolls: Record<string, unknown>[] }[] };
    const maths = body.data.find((t) => t.title === PROGRAMME_TITLES.mathPhysics)!;
    const model = maths.enrolls.find((e) => e.academicYear === '2026/2027')!;
    for (let i = 0; i < EXTRA; i++) maths.enrolls.push({ ...model, id_utilizador: `longa${i}`, num_utilizador: `9${String(i).padStart(7, '0')}`, email: `longa${i}@exemplo.pt` });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'tutorias_admin');
  await page.goto('/tutorias');
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  const toggle = maths.getByRole('button', { name: /inscritos \(\d+\)/ });
  await expect(toggle).toHaveText(/inscritos \(\d{4,}\)/);
  const shown = Number(/\((\d+)\)/.exec(await toggle.innerText())![1]);
  expect(shown).toBeGreaterThan(EXTRA);
  const download = page.waitForEvent('download');
  await maths.getByRole('button', { name: 'Exportar Lista de Inscritos' }).click();
  const [sheet] = await readXlsxFile(readFileSync(await (await download).path()));
  expect(sheet.data.length - 2).toBe(shown);
  expect(sheet.data.map((row) => row[0])).toContain('90001999');
});

test('a tutor is approved or rejected once; a mentee is given a mentor of the same year, then relieved of it', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/tutorias');
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  await maths.getByRole('button', { name: /^Mostrar inscritos/ }).click();
  const approve = maths.getByRole('button', { name: /^Aprovar: / }).first();
  const tutor = (await approve.getAttribute('aria-label'))!.replace('Aprovar: ', '');
  const row = maths.getByRole('row').filter({ hasText: tutor });
  await approve.click();
  await expect(page.getByText('Inscrito aprovado com sucesso!')).toBeVisible();
  await expect(row.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Aprovar|Rejeitar): / })).toHaveCount(0);
  const reject = maths.getByRole('button', { name: /^Rejeitar: / }).first();
  const other = (await reject.getAttribute('aria-label'))!.replace('Rejeitar: ', '');
  await reject.click();
  await expect(page.getByText('Inscrito rejeitado com sucesso!')).toBeVisible();
  await expect(maths.getByRole('row').filter({ hasText: other }).getByText('Rejeitado', { exact: true })).toBeVisible();

  const peers = card(page, PROGRAMME_TITLES.peerMentoring);
  await peers.getByRole('button', { name: /^Mostrar inscritos/ }).click();
  const menteeRow = peers.getByRole('row').filter({ has: page.getByRole('button', { name: 'Associar' }) }).first();
  const mentee = await menteeRow.locator('td:nth-child(2) p').first().innerText();
  const pinned = peers.getByRole('row').filter({ hasText: mentee });
  await expect(pinned.getByRole('button', { name: 'Associar' })).toBeDisabled();
  await pinned.getByLabel(/^Escolher mentor/).click();
  const option = page.getByRole('option').first();
  const mentor = await option.innerText();
  await option.click();
  await pinned.getByRole('button', { name: 'Associar' }).click();
  await expect(page.getByText('Mentor associado com sucesso!')).toBeVisible();
  await expect(pinned.getByText(mentor, { exact: true })).toBeVisible();
  await pinned.getByRole('button', { name: `Remover: ${mentee}` }).click();
  await expect(page.getByText('Mentor removido com sucesso!')).toBeVisible();
  await expect(pinned.getByRole('button', { name: 'Associar' })).toBeDisabled();
});

test('the area admins edit managers: maths and physics by unit and UC, with both validation messages; others never see the editor', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/tutorias');
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  await maths.getByRole('button', { name: 'Responsáveis' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Unidade Orgânica').click();
  await page.getByRole('option', { name: 'ESTG' }).click();
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Adicionar responsável' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Por favor, selecione um ID e uma Unidade Curricular para cada novo resposanvel.')).toBeVisible();
  const added = dialog.getByRole('row').nth(2);
  await added.getByLabel('Responsável', { exact: true }).click();
  await page.getByRole('option', { name: 'Tiago Filipe Correia Neves' }).click();
  await added.getByLabel('Unidade Curricular').click();
  await page.getByRole('option', { name: 'Física' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Responsaveis atualizados com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(maths.getByText('Tiago Filipe Correia Neves (matematica), Tiago Filipe Correia Neves (fisica)')).toBeVisible();

  const study = card(page, 'Orientação para o estudo');
  await study.getByRole('button', { name: 'Responsáveis' }).click();
  const only = page.getByRole('dialog');
  await only.getByRole('button', { name: /^Remover responsável: / }).click();
  await expect(only.getByText('Por favor, selecione pelo menos um responsável.')).toBeVisible();
  await only.getByRole('button', { name: 'Cancelar' }).click();

  await maths.getByRole('button', { name: 'Responsáveis' }).click();
  const again = page.getByRole('dialog');
  await again.getByLabel('Unidade Orgânica').click();
  await page.getByRole('option', { name: 'ESTG' }).click();
  await again.getByRole('button', { name: /^Remover responsável: / }).last().click();
  await expect(page.getByText('Responsável removido com sucesso')).toBeVisible();
  await expect(again.getByRole('row')).toHaveCount(2);
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(maths.getByText('Tiago Filipe Correia Neves (matematica)', { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('ADMIN creates a programme, edits its descriptions, and removes it after confirming', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/tutorias');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  for (const message of ['Titulo é obrigatório', 'Descrição curta é obrigatória', 'Descrição completa é obrigatória']) await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByLabel('Titulo').fill('Tutoria de Programação');
  await dialog.getByLabel('Descrição curta').fill('Apoio a Programação I.');
  await dialog.getByLabel('Descrição completa').fill('Sessões semanais de apoio a Programação I.');
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByText('Nova tutoria criada')).toBeVisible();
  const created = card(page, 'Tutoria de Programação');
  await expect(created.getByText('Apoio a Programação I.', { exact: true })).toBeVisible();

  await created.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Titulo')).toHaveCount(0);
  await edit.getByLabel('Descrição curta').fill('Apoio a Programação I e II.');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tutoria atualizada')).toBeVisible();
  await expect(created.getByText('Apoio a Programação I e II.', { exact: true })).toBeVisible();

  await created.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Está prestes a remover uma tutoria / mentoria.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tutoria removida')).toBeVisible();
  await expect(created).toHaveCount(0);
});

test('a duplicate title is refused in the popup with the server\'s reason', async ({ page }) => {
  await signIn(page, 'dev');
  await page.goto('/tutorias');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titulo').fill(PROGRAMME_TITLES.peerMentoring);
  await dialog.getByLabel('Descrição curta').fill('Outra.');
  await dialog.getByLabel('Descrição completa').fill('Outra mentoria.');
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByText('Erro a criar')).toBeVisible();
  await expect(dialog.getByText('Já existe uma tutoria com este título.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the cards and an open enrolment table fit the width', async ({ page }) => {
    await signIn(page, 'tutorias_admin');
    await page.goto('/tutorias');
    await card(page, PROGRAMME_TITLES.peerMentoring).getByRole('button', { name: /^Mostrar inscritos/ }).click();
    await expect(card(page, PROGRAMME_TITLES.peerMentoring).getByRole('table')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test("the enrolments' approval filter keeps undecided tutors only; a reload and the link opened by another TUTORIAS user keep it, under that user's rows", async ({ page, browser }) => {
  await signIn(page, 'tutorias');
  await page.goto('/tutorias');
  const maths = card(page, PROGRAMME_TITLES.mathPhysics);
  const peers = card(page, PROGRAMME_TITLES.peerMentoring);
  await expect(maths.getByRole('button', { name: /^Mostrar inscritos \(\d+\)$/ })).toBeVisible();

  const bar = page.getByRole('search', { name: 'Filtrar inscritos' });
  await bar.getByRole('combobox', { name: 'Aprovação' }).click();
  await page.getByRole('option', { name: 'Por decidir', exact: true }).click();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText(['Aprovação: Por decidir']);
  await expect(page).toHaveURL(/filter=/);

  /** Only undecided tutors of the user's unit and UC: each offers 'Aprovar'; peer mentoring has none. */
  const expectUndecidedOnly = async () => {
    await expect(peers.getByRole('button', { name: /^Mostrar inscritos/ })).toHaveText('Mostrar inscritos (0)');
    const toggle = maths.getByRole('button', { name: /^Mostrar inscritos/ });
    const count = Number((await toggle.innerText()).match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThan(0);
    await toggle.click();
    const rows = maths.getByRole('row');
    await expect(rows).toHaveCount(count + 1);
    expect(new Set(await rows.locator('td:nth-child(5)').allInnerTexts())).toEqual(new Set(['tutor']));
    expect(new Set(await rows.locator('td:nth-child(4)').allInnerTexts())).toEqual(new Set(['ESTG']));
    expect(new Set(await rows.locator('td:nth-child(6)').allInnerTexts())).toEqual(new Set(['matematica']));
    await expect(maths.getByRole('button', { name: /^Aprovar: / })).toHaveCount(count);
    return count;
  };
  const undecided = await expectUndecidedOnly();

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(['Aprovação: Por decidir']);
  expect(await expectUndecidedOnly()).toBe(undecided);

  // Another TUTORIAS user: the same filter, on the rows its own rules give it (study guidance has no tutors).
  const link = page.url();
  await asAnotherPerson(browser, 'orientacao', link, async (colleague) => {
    await expect(colleague.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['Aprovação: Por decidir']);
    await expect(colleague.getByRole('article')).toHaveCount(1);
    await expect(colleague.getByRole('button', { name: /^Mostrar inscritos/ })).toHaveText('Mostrar inscritos (0)');
  });

  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(chips).toHaveCount(0);
  await expect(peers.getByRole('button', { name: /^Mostrar inscritos/ })).not.toHaveText('Mostrar inscritos (0)');
});

test("the mentor filter keeps that mentor's mentees only, in peer mentoring's card, and none of maths and physics", async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/tutorias');
  const peers = card(page, PROGRAMME_TITLES.peerMentoring);
  await peers.getByRole('button', { name: /^Mostrar inscritos/ }).click();
  const mentorCell = peers.getByRole('row').filter({ has: page.getByRole('button', { name: /^Remover: / }) }).first().locator('td:nth-child(6) p');
  const mentor = await mentorCell.innerText();
  const theirs = await peers.getByRole('row').locator('td:nth-child(6) p').filter({ hasText: new RegExp(`^${mentor}$`) }).count();

  const bar = page.getByRole('search', { name: 'Filtrar inscritos' });
  await bar.getByRole('combobox', { name: 'Mentor Associado' }).click();
  await page.getByRole('option', { name: mentor, exact: true }).first().click();
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([`Mentor Associado: ${mentor}`]);
  await expect(card(page, PROGRAMME_TITLES.mathPhysics).getByRole('button', { name: /^Mostrar inscritos/ })).toHaveText('Mostrar inscritos (0)');
  const toggle = peers.getByRole('button', { name: /inscritos \(\d+\)/ });
  await expect(toggle).toHaveText(/\(\d+\)$/);
  if (!(await peers.getByRole('table').isVisible())) await toggle.click();
  const rows = peers.getByRole('row');
  await expect(rows).toHaveCount(theirs + 1);
  expect(new Set(await rows.locator('td:nth-child(6) p').allInnerTexts())).toEqual(new Set([mentor]));
});
