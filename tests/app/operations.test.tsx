import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, HttpError, memoryStore, testDataProvider } from 'react-admin';
import { OperationsPage } from '../../src/app/operations/OperationsPage';
import { canUpdateMinVersion, NO_VERSION } from '../../src/app/operations/OperationsPage';
import { Notification } from '../../src/app/layout/Notification';
import { i18nProvider } from '../../src/app/providers/i18n';
import { API } from '../../src/contract/api';
import { STALE_MESSAGE } from '../../src/contract';

function renderOperations({ failPurge = false, staleSave = false } = {}) {
  let minimum = '3.0.0';
  /** A fake of the data provider's `call`: by the call's name, its answer on the wire. */
  const call = vi.fn(async ({ name }: { name: string }, input?: { body?: Record<string, unknown> }) => {
    if (name === 'version') return { available: ['3.1.0', '3.0.0', '2.6.0'], minimum };
    if (name === 'minVersion') {
      if (staleSave) throw new HttpError(STALE_MESSAGE, 409, { message: STALE_MESSAGE });
      minimum = input?.body?.version as string;
      return { status: true, mensagem: 'ok', available: ['3.1.0', '3.0.0', '2.6.0'], minimum };
    }
    if (failPurge) throw new Error('falhou');
    return { status: true, mensagem: 'ok', revoked: 3 };
  });
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), call }}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OperationsPage />
      <Notification />
    </AdminContext>,
  );
  return { call };
}

describe('canUpdateMinVersion', () => {
  it('is false while no version is chosen (-1)', () => {
    expect(canUpdateMinVersion(NO_VERSION)).toBe(false);
    expect(canUpdateMinVersion('-1')).toBe(false);
    expect(canUpdateMinVersion('3.1.0')).toBe(true);
  });
});

describe('OperationsPage', () => {
  it('shows the current minimum; Atualizar is disabled until a version is chosen, then saves it', async () => {
    const { call } = renderOperations();
    expect(await screen.findByTestId('current-min-version')).toHaveProperty('textContent', 'Versão minima atual: 3.0.0');
    const update = screen.getByRole('button', { name: 'Atualizar' });
    expect(update).toHaveProperty('disabled', true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Versões disponíveis' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '3.1.0' }));
    expect(update).toHaveProperty('disabled', false);

    fireEvent.click(update);
    await waitFor(() => expect(call).toHaveBeenCalledWith(API.operations.minVersion, { body: { version: '3.1.0' } }, undefined));
    expect(await screen.findByText('Versão minima atualizada')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('current-min-version').textContent).toBe('Versão minima atual: 3.1.0'));
  });

  it('a save refused because another administrator changed the minimum since says so, not only that it failed', async () => {
    renderOperations({ staleSave: true });
    await screen.findByTestId('current-min-version');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Versões disponíveis' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '3.1.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(`Erro ao atualizar: ${STALE_MESSAGE}`)).toBeTruthy();
  });

  it('purges only after confirmation, and the modal closes on success', async () => {
    const { call } = renderOperations();
    fireEvent.click(await screen.findByRole('button', { name: 'Purge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tem a certeza?' });
    const purges = () => call.mock.calls.filter(([c]) => c === API.operations.purge).length;
    expect(purges()).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(purges()).toBe(1));
    expect(await screen.findByText('Purge executado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancelar closes the modal without purging', async () => {
    const { call } = renderOperations();
    fireEvent.click(await screen.findByRole('button', { name: 'Purge' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.some(([c]) => c.name === 'purge')).toBe(false);
  });

  it('keeps the modal open when the purge fails', async () => {
    renderOperations({ failPurge: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Purge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Erro ao executar')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Tem a certeza?' })).toBeTruthy();
  });
});
