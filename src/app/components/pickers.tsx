import { Suspense, useState, type ReactNode } from 'react';
import { InputAdornment, TextField } from '@mui/material';
// The picker's own calendar icon (MUI X's CalendarIcon draws the same path), without loading MUI X.
import CalendarIcon from '@mui/icons-material/Event';
import { lazyComponent } from './lazyComponent';

/*
 * Date and time pickers in pt-PT everywhere (dd/MM/yyyy, 24 h, Portuguese calendar and buttons),
 * whatever language the browser itself speaks: the native inputs followed the browser, and showed
 * 'mm/dd/yyyy, --:-- --' in an English Chromium. Values stay the forms' wall-clock strings. The
 * pickers and date-fns load with the first form or filter that needs them (WallPickerField), or when
 * the page is idle, not with the app.
 */

export type WallKind = 'date' | 'time' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');
const PATTERNS: Record<WallKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  time: /^(\d{2}):(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/,
};

/** 'YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DDTHH:mm' -> a Date with those wall-clock fields (no time zone involved); null when empty or malformed. */
export function fromWall(kind: WallKind, value: string): Date | null {
  const m = PATTERNS[kind].exec(value);
  if (!m) return null;
  const n = m.slice(1).map(Number);
  if (kind === 'time') return new Date(2000, 0, 1, n[0], n[1]);
  return new Date(n[0], n[1] - 1, n[2], n[3] ?? 0, n[4] ?? 0);
}

/** The picker's Date back to the form's string; '' when empty, 'inválida' kept as typed text so validation reports it. */
export function toWall(kind: WallKind, date: Date | null): string {
  if (!date) return '';
  if (Number.isNaN(date.getTime())) return 'inválida';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return kind === 'date' ? day : kind === 'time' ? time : `${day}T${time}`;
}

export interface WallPickerProps {
  kind: WallKind;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  /** The look of the form around it (react-admin's inputs are 'filled'). */
  variant?: 'filled' | 'outlined';
  /** Focused when drawn (a field taken by the focus before the picker was there: WallPicker). */
  autoFocus?: boolean;
}

/** The pickers' chunk (MUI X's pickers and date-fns): fetched on first use, or before when the page is idle (ScreenPreloader). */
export const WallPickerField = lazyComponent<WallPickerProps, 'WallPickerField'>(() => import('./WallPickerField'), 'WallPickerField');

/** A wall-clock value as the picker shows it: '2026-12-03' -> '03/12/2026', '2026-12-03T18:30' -> '03/12/2026 18:30'. */
function wallText(kind: WallKind, value: string): string {
  const date = fromWall(kind, value);
  if (!date) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return kind === 'date' ? day : kind === 'time' ? time : `${day} ${time}`;
}

/**
 * The picker, loaded on first use unless preloaded; until then a disabled field with the same label
 * keeps the layout, busy. `untilTouched` (a list's filter bar, drawn with every opening of its screen): a
 * plain field that looks like the picker at rest (its label, its value, its calendar icon) until the
 * pointer comes over it or it takes the focus, then the picker, focused if the field was. MUI X's
 * picker is the costliest part of a filter bar to draw (its sections, and a forced layout on every
 * render): drawn plain, a menu click to the suggestions, the notifications and the HR requests takes
 * 0.83-0.97x what it did, and their load by address 0.86-0.99x (`npm run bench -- screenTimes`,
 * two runs, docs/performance.md).
 */
export function WallPicker({ untilTouched = false, ...props }: WallPickerProps & { untilTouched?: boolean }) {
  const [touched, setTouched] = useState<false | 'pointer' | 'focus'>(false);
  if (untilTouched && !touched) {
    return (
      <TextField
        label={props.label}
        name={props.name}
        variant={props.variant}
        // Small, as the picker and every other text field: nothing moves when the picker comes.
        size="small"
        value={wallText(props.kind, props.value)}
        error={props.error}
        helperText={props.helperText}
        required={props.required}
        fullWidth
        onPointerEnter={() => setTouched('pointer')}
        onFocus={() => setTouched('focus')}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CalendarIcon color="action" sx={{ mr: -0.5 }} />
              </InputAdornment>
            ),
          },
        }}
      />
    );
  }
  return (
    <Suspense fallback={<TextField label={props.label} disabled fullWidth helperText={props.helperText} aria-busy="true" />}>
      <WallPickerField {...props} autoFocus={touched === 'focus'} />
    </Suspense>
  );
}
