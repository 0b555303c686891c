import { useState } from 'react';
import { pt } from 'date-fns/locale/pt';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptPT } from '@mui/x-date-pickers/locales';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { fromWall, toWall, type WallKind, type WallPickerProps } from './pickers';

const LOCALE_TEXT = ptPT.components.MuiLocalizationProvider.defaultProps.localeText;

const FORMATS: Record<WallKind, string> = { date: 'dd/MM/yyyy', time: 'HH:mm', datetime: 'dd/MM/yyyy HH:mm' };

/** A pt-PT picker over a wall-clock string: type dd/mm/aaaa hh:mm in the field's sections, or pick. */
export function WallPickerField({ kind, value, onChange, onBlur, label, name, error, helperText, required, variant, autoFocus }: WallPickerProps) {
  // While a date is half typed the picker holds an invalid Date; the form holds 'inválida'. Keep the
  // picker's own Date while the form's value is still the one it produced, or the sections reset.
  const [draft, setDraft] = useState<Date | null>(() => fromWall(kind, value));
  const common = {
    label,
    value: toWall(kind, draft) === value ? draft : fromWall(kind, value),
    onChange: (date: Date | null) => {
      setDraft(date);
      onChange(toWall(kind, date));
    },
    format: FORMATS[kind],
    autoFocus,
    // Small, as react-admin makes every other text field (MUI X's field does not read MuiTextField's defaults).
    slotProps: { textField: { name, error, helperText, required, variant, fullWidth: true, onBlur, size: 'small' as const } },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pt} localeText={LOCALE_TEXT}>
      {kind === 'date' ? <DatePicker {...common} /> : kind === 'time' ? <TimePicker {...common} ampm={false} /> : <DateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
