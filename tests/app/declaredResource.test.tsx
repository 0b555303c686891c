/**
 * docs/adding-a-resource.md, done in the client: the throw-away resource of tests/fixtures/notes.ts
 * (declared only there) rendered by the whole App against the real server (a child process on
 * in-memory PGlite), with every i18n key required to resolve in pt-PT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ACCESS, DECLARED_RESOURCES, declaredScreen, type AnyResource } from '../../src/contract';
import { App } from '../../src/app/App';
import { clientScreens } from '../../src/app/areas';
import { createAuthProvider } from '../../src/app/providers/authProvider';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import { createHttpClient } from '../../src/app/providers/http';
import { createI18nProvider } from '../../src/app/providers/i18n';
import { notes } from '../fixtures/notes';
import { housing } from '../fixtures/housing';
import { enterInPicker } from './pickers';

let server: ChildProcess;
let base: string;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/notes-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /PORT=(\d+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`the notes server stopped (${code})`)));
  });
  base = `http://127.0.0.1:${port}/api`;
}, 180_000);
afterAll(() => {
  server?.kill('SIGTERM');
});

const screens = [...ACCESS, declaredScreen(notes), declaredScreen(housing)];
const resources = [...DECLARED_RESOURCES, notes, housing];

/** The App as the product builds it, plus the test's screens, signed in as `username`, at `resource`'s screen (the notes'). */
async function openNotesAs(username: string, resource: AnyResource = notes) {
  const http = createHttpClient(base);
  const authProvider = createAuthProvider(http, resources);
  await authProvider.login({ username, password: 'demo' });
  const missing: string[] = [];
  const i18nProvider = createI18nProvider(resources, (key) => {
    missing.push(key);
    return key;
  });
  window.history.pushState({}, '', resource.screen.path);
  render(<App screens={screens} authProvider={authProvider} dataProvider={createDataProvider(clientScreens(screens).apis, http)} i18nProvider={i18nProvider} />);
  await screen.findByRole('heading', { name: resource.screen.title, level: 1 });
  return { missing };
}

const rowMenu = (title: string) => screen.findByRole('button', { name: `Ações: ${title}` });

describe('a resource declared only in a test', () => {
  it('lists, creates and edits through the real server, as RH (who may not delete)', async () => {
    const { missing } = await openNotesAs('rh');
    expect(await screen.findByText('Ainda não há notas.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nova nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova nota' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Título é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText('Prazo é obrigatório')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Avaliação de desempenho' } });
    await enterInPicker('Prazo', '2031-06-01', dialog);
    fireEvent.change(within(dialog).getByLabelText('Texto'), { target: { value: 'Enviar as fichas até ao fim do mês.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    // After the 'invalid form' toast of the first try (toasts queue, 5 s each): a ceiling beyond both.
    expect(await screen.findByText('Nota criada', undefined, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Avaliação de desempenho')).toBeTruthy();
    expect(screen.getByText('01/06/2031')).toBeTruthy();

    fireEvent.click(await rowMenu('Avaliação de desempenho'));
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Alterar' }));
    const edit = await screen.findByRole('dialog', { name: 'Alterar nota' });
    expect((within(edit).getByLabelText('Título') as HTMLInputElement).value).toBe('Avaliação de desempenho');
    fireEvent.change(within(edit).getByLabelText('Título'), { target: { value: 'Avaliação de desempenho 2031' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nota atualizada')).toBeTruthy();
    expect(await screen.findByText('Avaliação de desempenho 2031')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it("shows the server's refusal of a duplicate in the popup, with the declared toast", async () => {
    const { missing } = await openNotesAs('dev');
    fireEvent.click(await screen.findByRole('button', { name: 'Nova nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova nota' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'AVALIAÇÃO DE DESEMPENHO 2031' } });
    await enterInPicker('Prazo', '2031-07-01', dialog);
    fireEvent.change(within(dialog).getByLabelText('Texto'), { target: { value: 'Repetida.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Erro a criar')).toBeTruthy();
    expect(await within(dialog).findByText('Já existe uma nota com este título.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(missing).toEqual([]);
  });

  it('deletes after the declared confirmation, as an admin', async () => {
    const { missing } = await openNotesAs('dev');
    fireEvent.click(await rowMenu('Avaliação de desempenho 2031'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tem a certeza?' });
    expect(within(confirm).getByText('Vai eliminar a nota "Avaliação de desempenho 2031".')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Nota eliminada')).toBeTruthy();
    expect(await screen.findByText('Ainda não há notas.')).toBeTruthy();
    expect(missing).toEqual([]);
  });
});

describe('numbers and a yes/no in a declared table (tests/fixtures/housing.ts)', () => {
  it("takes a rent typed as '350,50', shows it as '350,50 €', and turns 'Ativo' off after its confirmation", async () => {
    const { missing } = await openNotesAs('gci', housing);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo alojamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo alojamento' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'T2 junto à ESTG' } });
    fireEvent.change(within(dialog).getByLabelText('Renda mensal'), { target: { value: '350,505' } });
    fireEvent.change(within(dialog).getByLabelText('Quartos'), { target: { value: '2' } });
    await enterInPicker('Livre a partir de', '2031-09-01', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No máximo 2 casas decimais.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Renda mensal'), { target: { value: '350,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Alojamento criado', undefined, { timeout: 30_000 })).toBeTruthy();
    const row = (await screen.findByText('T2 junto à ESTG')).closest('tr')!;
    expect(within(row).getByText(/^350,50\s€$/)).toBeTruthy();
    expect(within(row).getByText('Sim')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Desativar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desativar' });
    expect(within(confirm).getByText('Deixar de mostrar este alojamento aos estudantes?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Alojamento atualizado')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('T2 junto à ESTG').closest('tr')!).getByText('Não')).toBeTruthy());
    expect(missing).toEqual([]);
  });
});

describe("a declared toggle on several rows at once ('Desativar selecionados')", () => {
  it('sets it on every selected row still active, each at its version, and says how many', async () => {
    const signedIn = await fetch(`${base}/backoffice/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'gci', password: 'demo' }) });
    const { token } = (await signedIn.json()) as { token: string };
    for (const title of ['T1 no centro', 'T3 com jardim']) {
      const created = await fetch(`${base}/alojamentos`, { method: 'POST', headers: { 'content-type': 'application/json', 'access-token': token }, body: JSON.stringify({ title, rent: '420', rooms: 1, freeFrom: '2031-10-01' }) });
      expect(created.status).toBe(201);
    }
    const { missing } = await openNotesAs('gci', housing);
    const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
    for (const title of ['T1 no centro', 'T3 com jardim']) fireEvent.click(within(await rowOf(title)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar selecionados' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desativar alojamentos' });
    expect(within(confirm).getByText('Desativar os 2 alojamentos selecionados?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 alojamentos desativados')).toBeTruthy();
    for (const title of ['T1 no centro', 'T3 com jardim']) await waitFor(async () => expect(within(await rowOf(title)).getByText('Não')).toBeTruthy());
    expect(missing).toEqual([]);
  });
});

describe('the way in, against the real server', () => {
  it('signed out at a protected address shows the login form; too many attempts are refused in Portuguese, the wait in minutes', async () => {
    const http = createHttpClient(base);
    const authProvider = createAuthProvider(http, resources);
    window.history.pushState({}, '', '/admin/users');
    render(<App screens={screens} authProvider={authProvider} dataProvider={createDataProvider(clientScreens(screens).apis, http)} i18nProvider={createI18nProvider(resources)} />);
    const username = await screen.findByLabelText('Utilizador');
    expect(window.location.pathname).toBe('/login');
    for (let attempt = 1; attempt <= 11; attempt++) {
      fireEvent.change(username, { target: { value: 'ninguem' } });
      fireEvent.change(screen.getByLabelText('Palavra-passe'), { target: { value: `errada${attempt}` } });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      const expected = attempt <= 10 ? 'Utilizador ou palavra-passe incorretos.' : 'Demasiadas tentativas de entrada. Tente novamente dentro de 1 minuto.';
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false));
    }
  });
});
