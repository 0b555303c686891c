import { useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { Box, FormHelperText, IconButton, InputAdornment, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import type { CalendarLang } from '../../contract';

interface CalendarInputProps {
  /** The form path: `${lang}.${fieldKey}`. */
  name: string;
  lang: CalendarLang;
  /** The field's label (already translated). */
  label: string;
}

/** 'PT' / 'EN' before the value on a phone, where the two languages are stacked. */
function LangAdornment({ lang }: { lang: CalendarLang }) {
  const translate = useTranslate();
  return (
    <InputAdornment position="start" sx={{ display: { md: 'none' } }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {translate(`app.calendar.languageShort.${lang}`)}
      </Typography>
    </InputAdornment>
  );
}

/** One free-text value of one language. */
export function CalendarTextInput({ name, lang, label }: CalendarInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      size="small"
      hiddenLabel
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        htmlInput: { 'aria-label': `${label} (${translate(`app.calendar.languages.${lang}`)})`, lang },
        input: { startAdornment: <LangAdornment lang={lang} /> },
      }}
    />
  );
}

/**
 * A list of holidays of one language: a 'Data do feriado' input that adds its text (then clears),
 * and the items, each with a delete button. Blank texts are not added.
 */
export function HolidayListInput({ name, lang, label }: CalendarInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const [draft, setDraft] = useState('');
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const groupName = `${label} (${translate(`app.calendar.languages.${lang}`)})`;

  const add = () => {
    const holiday = draft.trim();
    if (!holiday) return;
    field.onChange([...items, holiday]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Box role="group" aria-label={groupName}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.calendar.holidays.input')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { lang }, input: { startAdornment: <LangAdornment lang={lang} /> } }}
        />
        <IconButton aria-label={translate('app.calendar.holidays.add')} onClick={add} disabled={!draft.trim()} color="primary">
          <AddIcon />
        </IconButton>
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 1, py: 1 }}>
          {translate('app.calendar.holidays.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={groupName}>
          {items.map((holiday, index) => (
            <ListItem
              key={`${index}-${holiday}`}
              divider={index < items.length - 1}
              sx={{ pl: 1 }}
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('app.calendar.holidays.remove', { holiday })}
                  onClick={() => field.onChange(items.filter((_, i) => i !== index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={holiday} slotProps={{ primary: { lang } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
