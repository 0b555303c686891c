import { fireEvent, within } from '@testing-library/react';
import { pickerText } from '../pickers';

/**
 * The date pickers are a chunk of their own, loaded when a form first shows one: the first of a run
 * waits for vitest to transform @mui/x-date-pickers, over a second on a busy machine, and 13 s beside
 * a CPU hog and a browser suite (4 s was the limit, and failed there). Slow is not wrong: up to 60 s,
 * within the unit tests' 120 s.
 */
const FIRST_LOAD_MS = 60_000;

/** The input holding the value of the picker labelled `label` (it loads lazily: found asynchronously). */
export async function pickerInput(label: string, container: HTMLElement = document.body): Promise<HTMLInputElement> {
  const group = await within(container).findByRole('group', { name: label }, { timeout: FIRST_LOAD_MS });
  return group.querySelector('input') as HTMLInputElement;
}

/** Enters a form value ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm') in the picker, as the browser's autofill would. */
export async function enterInPicker(label: string, value: string, container?: HTMLElement): Promise<void> {
  fireEvent.change(await pickerInput(label, container), { target: { value: pickerText(value) } });
}

export { pickerText };
