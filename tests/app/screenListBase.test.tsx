import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider, useListContext, type AuthProvider } from 'react-admin';
import { ScreenListBase } from '../../src/app/lists/ScreenListBase';
import { i18nProvider } from '../../src/app/providers/i18n';

const NAMES = ['Ana Silva', 'Rui Costa', 'Inês Santos', 'Tiago Ferreira'];

/** The rows of the list context and a button to the next page, as a screen's list draws them. */
function Rows() {
  const { data, setPage, page } = useListContext();
  return (
    <>
      <ul>{data?.map((r) => <li key={r.id}>{r.nome}</li>)}</ul>
      <button type="button" onClick={() => setPage(page + 1)}>
        Seguinte
      </button>
    </>
  );
}

describe('a screen list (ScreenListBase)', () => {
  it('is marked busy while the previous view is still shown, and no longer once the new rows are drawn', async () => {
    // The second page is answered only when the test says so. Released before the list has asked
    // for it (its request starts in an effect, after the busy mark is drawn), it is answered at once.
    let release: () => void = () => {};
    const secondPage = new Promise<void>((resolve) => (release = resolve));
    const getList = async (_resource: string, { pagination: { page, perPage } }: { pagination: { page: number; perPage: number } }) => {
      if (page === 2) await secondPage;
      return { data: NAMES.slice((page - 1) * perPage, page * perPage).map((nome, i) => ({ id: (page - 1) * perPage + i + 1, nome })), total: NAMES.length };
    };
    window.history.replaceState(null, '', '/');
    const { container } = render(
      <AdminContext
        dataProvider={{ ...testDataProvider(), getList } as never}
        authProvider={{} as AuthProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ScreenListBase resource="pessoas" perPage={2} storeKey={false}>
          <Rows />
        </ScreenListBase>
      </AdminContext>,
    );
    const busy = () => container.querySelector('[aria-busy="true"]');
    expect(await screen.findByText('Ana Silva')).toBeTruthy();
    expect(busy()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    // The first page's rows stay while the second is read: the list says they are not the new view.
    await waitFor(() => expect(busy()).not.toBeNull());
    expect(screen.getByText('Ana Silva')).toBeTruthy();
    expect(busy()!.textContent).toContain('Ana Silva');

    release();
    expect(await screen.findByText('Inês Santos')).toBeTruthy();
    expect(screen.queryByText('Ana Silva')).toBeNull();
    expect(busy()).toBeNull();
  });
});
