import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { z } from 'zod';
import { SchemaFormDialog, type FormField } from '../../src/app/layout/SchemaFormDialog';
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
