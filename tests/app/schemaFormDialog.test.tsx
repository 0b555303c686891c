import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { z } from 'zod';
import { SchemaFormDialog, type FormField, type SaveOptions } from '../../src/app/components/SchemaFormDialog';
import { i18nProvider } from '../../src/app/providers/i18n';
import { optionalText } from '../../src/contract/schemas/fields';

// An optional text typed and then cleared is saved empty: react-admin's inputs turn '' into null by
// default, which the contract refuses ('Deve ser texto.'), so a job fair's Descrição, once typed,
// could not be emptied again.
const TEXT_KINDS: FormField['kind'][] = ['text', 'longText', 'link'];
const schema = z.object({ note: optionalText(100) });

function openWith(kind: FormField['kind'], note: string, raw: boolean, onSave: (values: Record<string, unknown>) => Promise<unknown>) {
  const common = {
    schema,
    fields: { note: { label: 'Nota', kind } },
    defaultValues: { note },
    texts: { title: 'Uma nota', save: 'Guardar', cancel: 'Cancelar' },
    onClose: () => undefined,
  };
  render(<AdminContext>{raw ? <SchemaFormDialog {...common} raw onSave={onSave} /> : <SchemaFormDialog {...common} onSave={onSave} />}</AdminContext>);
}

describe('an optional text typed and then cleared', () => {
  for (const kind of TEXT_KINDS) {
    for (const [opened, raw] of [['', false], ['', true], ['escrita antes', true]] as const) {
      it(`${kind}, opened ${opened ? 'with a value' : 'empty'}, ${raw ? 'sent as typed' : 'through the schema'}: saved as ''`, async () => {
        const onSave = vi.fn((values: Record<string, unknown>) => Promise.resolve(values));
        openWith(kind, opened, raw, onSave);
        const input = await screen.findByRole('textbox', { name: 'Nota' });
        fireEvent.change(input, { target: { value: 'algo' } });
        fireEvent.change(input, { target: { value: '' } });
        fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(onSave).toHaveBeenCalled());
        expect(onSave.mock.calls[0][0]).toEqual({ note: '' });
        expect(screen.queryByText('Deve ser texto.')).toBeNull();
      });
    }
  }
});

// 'Guardar por cima' in a dialog (issue 45, finding 2): A changed only the Descrição and saved; B,
// who changed only the Tópico, is refused (409). B's panel lists only what B changed, and saving over
// writes B's Tópico with A's Descrição, not B's stale copy of it.
describe('a stale save of a dialog, saved over', () => {
  const topicSchema = z.object({ topic: z.string(), description: z.string() });
  const opened = { id: 'w1', topic: 'Tópico antes', description: 'Descrição antes', version: '1' };
  const now = { ...opened, description: 'Descrição de A', version: '2' };

  it('lists only the fields the person changed, and saves the others as they are now', async () => {
    const onSave = vi.fn<(values: Record<string, unknown>, options: SaveOptions) => Promise<unknown>>();
    onSave.mockRejectedValueOnce(new HttpError('Este registo foi alterado por outra pessoa desde que o abriu.', 409, { current: now }));
    onSave.mockResolvedValueOnce(undefined);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <SchemaFormDialog
          schema={topicSchema}
          fields={{ topic: { label: 'Tópico', kind: 'text' }, description: { label: 'Descrição', kind: 'longText' } }}
          defaultValues={{ topic: opened.topic, description: opened.description }}
          texts={{ title: 'Alterar webinar', save: 'Guardar', cancel: 'Cancelar' }}
          onClose={() => undefined}
          onSave={onSave}
          shared={{ record: opened, toForm: ({ topic, description }) => ({ topic, description }) }}
        />
      </AdminContext>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tópico' }), { target: { value: 'Tópico de B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const panel = await screen.findByRole('alert');
    expect(within(panel).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Tópico']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Guardar por cima' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toEqual({ topic: 'Tópico de B', description: 'Descrição de A' });
    expect(onSave.mock.calls[1][1]).toMatchObject({ overwrite: true });
  });
});
