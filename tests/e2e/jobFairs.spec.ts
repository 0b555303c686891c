import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { simplePdf } from '../../src/server/db/seed/pdf';
import { apiToken, signIn } from './pages';
import { expectNoEntry, expectNoHorizontalOverflow, exportedSheet, seriousAxeFindings } from './checks';

// The job fair page has no menu entry (spec): the tutoring area reaches it from its dashboard card.

// The redirect of every screen for every role is access.spec.ts's; this one also looks at the dashboard it leads to.
test('a role outside the tutoring area has no way in and is sent to /', async ({ page }) => {
  await expectNoEntry(page, 'rh', 'Feiras de Emprego', '/feiraemprego');
  await expect(page.getByRole('region', { name: 'Feiras de Emprego' })).toHaveCount(0);
});

test('a TUTORIAS user reaches the fairs from the dashboard and reads them, registrations included, without changing them', async ({ page }) => {
  await signIn(page, 'tutorias');
  await page.getByRole('link', { name: /^Feiras de Emprego / }).click();
  await expect(page).toHaveURL(/\/feiraemprego$/);
  const fair = page.getByRole('article').filter({ hasText: 'Feira de Emprego e Empreendedorismo 2026' });
  await expect(fair.getByText('Ano Letivo:')).toBeVisible();
  await expect(fair.getByText('2025/2026')).toBeVisible();
  await fair.getByRole('button', { name: /^Mostrar Inscritos/ }).click();
  await expect(fair.getByRole('columnheader')).toHaveText(['Nome', 'Email', 'Curso']);
  await expect(fair.getByRole('row').nth(1)).toContainText('@alunos.');
  await fair.getByRole('button', { name: /^Ocultar Inscritos/ }).click();
  await expect(fair.getByRole('table')).toHaveCount(0);
  for (const name of ['Criar Feira de Emprego', 'Submeter PDF', 'Marcar como Inativa', 'Marcar como Ativa']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  // Reading the fair's PDF is for everyone who may see the fair.
  const download = page.waitForEvent('download');
  await fair.getByRole('button', { name: 'programa.pdf' }).click();
  expect(readFileSync(await (await download).path()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('TUTORIAS_ADMIN creates a fair, sends its PDF (a fake one refused), reads it back, and marks it inactive after confirming', async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/feiraemprego');
  await page.getByRole('button', { name: 'Criar Feira de Emprego' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Feira de Emprego' });
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Ano Letivo é obrigatório')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Feira de Estágios de Verão');
  await dialog.getByLabel('Descrição').fill('Estágios de verão em empresas parceiras.\nInscrições no balcão do estudante.');
  await dialog.getByLabel('Ano Letivo').click();
  await page.getByRole('option', { name: '2026/2027' }).click();
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByText('Feira de Emprego criada com sucesso')).toBeVisible();

  const fair = page.getByRole('article').filter({ hasText: 'Feira de Estágios de Verão' });
  await expect(fair.getByText('2026/2027')).toBeVisible();
  await fair.getByRole('button', { name: 'Submeter PDF' }).click();
  await expect(fair.getByText('Por favor, selecione um arquivo PDF.')).toBeVisible();

  // A file that is not a PDF, whatever its name, is refused by the server with its reason.
  const chooser = fair.locator('input[type=file]');
  await chooser.setInputFiles({ name: 'cartaz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await fair.getByRole('button', { name: 'Submeter PDF' }).click();
  await expect(page.getByText('Erro ao adicionar PDF: O ficheiro tem de ser um PDF.').first()).toBeVisible();

  const pdf = simplePdf(['Feira de Estágios de Verão', 'Empresas participantes']);
  await chooser.setInputFiles({ name: 'Empresas participantes.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(fair.getByText('Empresas participantes.pdf')).toBeVisible();
  await fair.getByRole('button', { name: 'Submeter PDF' }).click();
  await expect(page.getByText('PDF adicionado com sucesso!')).toBeVisible();
  const download = page.waitForEvent('download');
  await fair.getByRole('button', { name: 'Empresas participantes.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Empresas participantes.pdf');
  expect(readFileSync(await saved.path()).equals(pdf)).toBe(true);

  await fair.getByRole('button', { name: /^Mostrar Inscritos/ }).click();
  await expect(fair.getByText('Ainda não há inscritos.')).toBeVisible();

  await fair.getByRole('button', { name: 'Marcar como Inativa' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Tem certeza que deseja marcar a feira como inativa?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fair.getByRole('button', { name: 'Marcar como Inativa' })).toBeVisible();
  await fair.getByRole('button', { name: 'Marcar como Inativa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status da feira de emprego atualizado com sucesso!')).toBeVisible();
  await expect(fair.getByRole('button', { name: 'Marcar como Ativa' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a duplicate fair in the same academic year is refused with the server\'s reason', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/feiraemprego');
  await page.getByRole('button', { name: 'Criar Feira de Emprego' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Feira de Emprego' });
  await dialog.getByLabel('Nome').fill('dia da engenharia e tecnologia');
  await dialog.getByLabel('Ano Letivo').click();
  await page.getByRole('option', { name: '2025/2026' }).click();
  await dialog.getByRole('button', { name: 'Submeter' }).click();
  await expect(page.getByText('Erro ao criar feira de emprego: Já existe uma feira de emprego com este nome neste ano letivo.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the cards and the registrations fit the width', async ({ page }) => {
    await signIn(page, 'tutorias_admin');
    await page.goto('/feiraemprego');
    const fair = page.getByRole('article').filter({ hasText: 'Feira de Emprego e Empreendedorismo 2026' });
    await fair.getByRole('button', { name: /^Mostrar Inscritos/ }).click();
    await expect(fair.getByRole('table')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test("'Exportar' names each fair first, then its fields, 'Ativa' as yes/no and its registrations as a number", async ({ page }) => {
  await signIn(page, 'tutorias_admin');
  await page.goto('/feiraemprego');
  await expect(page.getByRole('article').first()).toBeVisible();
  const { fileName, rows } = await exportedSheet(page);
  expect(fileName).toMatch(/^Feiras de Emprego \d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(rows[1]).toEqual(['Nome', 'Descrição', 'Ano Letivo', 'Ativa', 'Inscritos']);
  const token = await apiToken(page.request, 'tutorias_admin');
  const { data } = (await (await page.request.get('/api/feiraEmprego', { headers: { 'access-token': token } })).json()) as { data: { nome: string; ativa: boolean; inscricoes: unknown[] }[] };
  const fair = data.find((f) => f.nome === 'Feira de Emprego e Empreendedorismo 2026')!;
  const row = rows.find((r) => r[0] === fair.nome)!;
  expect(row.slice(2)).toEqual(['2025/2026', fair.ativa, fair.inscricoes.length]);
});
