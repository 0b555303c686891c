import { fireEvent, within } from '@testing-library/react';
import { pickerText } from '../pickers';

/** The input holding the value of the picker labelled `label` (it loads lazily: found asynchronously). */
export async function pickerInput(label: string, container: HTMLElement = document.body): Promise<HTMLInputElement> {
  const group = await within(container).findByRole('group', { name: label });
  return group.querySelector('input') as HTMLInputElement;
}

/** Enters a form value ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm') in the picker, as the browser's autofill would. */
export async function enterInPicker(label: string, value: string, container?: HTMLElement): Promise<void> {
  fireEvent.change(await pickerInput(label, container), { target: { value: pickerText(value) } });
}

export { pickerText };
