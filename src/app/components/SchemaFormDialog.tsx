import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, HttpError, SaveButton, useInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDeclaration } from '../../contract';
import { WallPicker, type WallKind } from './pickers';
import { ConflictPanel, currentOf, sameValue } from './ConflictPanel';

/** A field of a form: the declaration's label (shown as given), kind and choices, and how it looks. */
export interface FormField extends Omit<FieldDeclaration, 'kind'> {
  /** The declared kinds, and 'multiChoice': several of `choices`, chips showing their ids (the name on hover). */
  kind: FieldDeclaration['kind'] | 'multiChoice';
  /** Marks the label (the schema decides what is refused). */
  required?: boolean;
  /** For 'longText': the lines shown before it grows (3 unless told). */
  minRows?: number;
  /** Under the field while it has no message (a hint, what its choices are). */
  hint?: string;
  /** A hint that follows the value (e.g. a UTC time read on Lisbon's clock); none: `hint`. */
  hintOf?: (value: unknown) => string | undefined;
  /** For text: a 'typed/max' counter beside the message (the schema refuses more). */
  max?: number;
  /** For choices read from the server: still loading, or the message shown when they could not be. */
  loading?: boolean;
  loadError?: string;
  /** When the person changes it: the values it sets on other fields (a choice that clears or restores another). */
  onChange?: (value: unknown) => Record<string, unknown> | void;
}

/** A schema whose form values are an object (its messages are the contract's Portuguese ones). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

interface CommonProps<S extends FormSchema> {
  /** Validates the form on submit; its messages go under the fields. */
  schema: S;
  /** The inputs, in order, by the values' keys. */
  fields: Readonly<Record<string, FormField>>;
  /** The values the form opens with (read once, when the popup opens). */
  defaultValues: Record<string, unknown>;
  /**
   * Shown as given (translate them first). `error`: shown when a save fails without a server's reason;
   * `close`: the name of a close button in the title.
   */
  texts: { title: ReactNode; save: string; cancel: string; error?: string; close?: string };
  /** After a successful save, and on Cancel (not while saving). */
  onClose: () => void;
  /** react-admin's 'the form is not valid' toast when a submit is refused by the schema. */
  invalidToast?: boolean;
  /** Save stays disabled while the schema refuses the values, whose messages show as they change. */
  saveWhenValid?: boolean;
  /** Shown above the fields (e.g. what the form is about). */
  lead?: ReactNode;
  /** More of the form after the fields (e.g. a file to send with them). */
  children?: ReactNode;
  /** The record edited, when others may change it too: a stale save (409) or a newer version shown by the screen opens the conflict panel. */
  shared?: SharedRecord;
  /** Asked with the checked values before saving (e.g. a confirmation): false keeps the popup open, nothing sent. */
  beforeSave?: (values: Record<string, unknown>) => Promise<boolean>;
  /**
   * Values set as if the person had typed them when the popup opens (over `defaultValues`, what it
   * opened on): 'Repor esta versão' opens the record as it is with an earlier version's values typed in.
   */
  typedIn?: Record<string, unknown>;
}

/** A record others edit too (docs/concurrency.md). */
export interface SharedRecord {
  /** The record the form opened on: its version is the one a save sends. */
  record: Record<string, unknown>;
  /** The record as form values (for 'Recarregar' and to show what differs). */
  toForm: (record: Record<string, unknown>) => Record<string, unknown>;
  /** The record as the screen shows it now (refreshed live): a newer version shows the conflict while the form is open. */
  latest?: Record<string, unknown>;
  /** After 'Recarregar', the record the form now edits (for what the dialog keeps beside the form, e.g. which fields it shows). */
  onReloaded?: (current: Record<string, unknown>) => void;
}

/** How a save writes: `base`, the record whose version it sends (the opened one, or the one reloaded); `overwrite`, 'Guardar por cima'. */
export interface SaveOptions {
  base?: Record<string, unknown>;
  overwrite: boolean;
}

/**
 * `onSave` gets the schema's output, or with `raw` the values as typed (for a server that parses the
 * same schema itself). It resolves when the server has them; a refusal keeps the popup open.
 */
export type SchemaFormDialogProps<S extends FormSchema> = CommonProps<S> &
  ({ raw?: false; onSave: (values: z.output<S>, options: SaveOptions) => Promise<unknown> } | { raw: true; onSave: (values: z.input<S>, options: SaveOptions) => Promise<unknown> });

/**
 * The conflict panel, inside the form: 'Recarregar' resets the form to the record as it is now;
 * 'Guardar por cima' is a three-way merge of what the person opened (the form's defaults), what they
 * typed and the record now: the fields they did not change take the current values first, so only
 * their own changes are saved over the other person's.
 */
function FormConflict({ conflict, shared, fields, busy, onReloaded, onOverwrite }: {
  conflict: { current: Record<string, unknown>; message: string };
  shared: SharedRecord;
  fields: Readonly<Record<string, FormField>>;
  busy: boolean;
  onReloaded: (current: Record<string, unknown>) => void;
  onOverwrite: (values: FieldValues) => void;
}) {
  const form = useFormContext();
  const { defaultValues: opened = {} } = useFormState();
  const current = shared.toForm(conflict.current);
  return (
    <ConflictPanel
      message={conflict.message}
      fields={fields}
      current={current}
      opened={opened}
      busy={busy}
      onReload={() => {
        form.reset(current);
        onReloaded(conflict.current);
        shared.onReloaded?.(conflict.current);
      }}
      onOverwrite={() => {
        for (const source of Object.keys(fields)) {
          if (sameValue(form.getValues(source), opened[source]) && !sameValue(current[source], opened[source])) form.setValue(source, current[source]);
        }
        void form.handleSubmit(onOverwrite)();
      }}
    />
  );
}

/**
 * Sets `values` in the form once, as changes the person made (so they are saved, and merged as
 * theirs): after react-admin's Form has reset itself to its record (its own effect, which runs after
 * a child's).
 */
function TypedIn({ values }: { values?: Record<string, unknown> }) {
  const form = useFormContext();
  useEffect(() => {
    if (!values) return;
    const typing = setTimeout(() => {
      for (const [name, value] of Object.entries(values)) form.setValue(name, value, { shouldDirty: true });
    });
    return () => clearTimeout(typing);
  }, [form, values]);
  return null;
}

/** How an input is drawn: its field, whether the form checks as it goes, whether it takes the focus. */
interface InputProps {
  source: string;
  field: FormField;
  /** The form checks values as they change (saveWhenValid), not from the first submit. */
  live: boolean;
  autoFocus?: boolean;
}

/** The helper line: the message (or hint) and, for a limited text, the 'typed/max' counter. */
function HelperLine({ message, count, max }: { message: string; count: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0, color: count > max ? 'error.main' : 'text.secondary' }}>
        {count}/{max}
      </Box>
    </Box>
  );
}

const asTyped = (value: unknown) => value;

/**
 * A field bound to the form: its value, its change (which sets the fields it drives), and how it is
 * shown: its error (the schema's or the server's message, or its choices' load error), else its hint.
 */
function useFormField({ source, field, live }: InputProps) {
  // Values as typed: react-admin's default parse turns '' into null, which the contract refuses
  // ('Deve ser texto.'): an optional text typed and then cleared could not be saved.
  const { field: bound, fieldState } = useInput({ source, parse: asTyped });
  const form = useFormContext();
  const problem = field.loadError ?? fieldState.error?.message;
  // A blank line keeps the form from jumping when a message appears.
  const message = problem ?? field.hintOf?.(bound.value) ?? field.hint ?? ' ';
  const count = typeof bound.value === 'string' ? bound.value.length : 0;
  return {
    value: bound.value as unknown,
    change: (value: unknown) => {
      bound.onChange(value);
      // Once the form checks (as it goes, or since a submit), the fields this one sets are checked too.
      const shouldValidate = live || form.formState.isSubmitted;
      for (const [name, set] of Object.entries(field.onChange?.(value) ?? {})) form.setValue(name, set, { shouldDirty: true, shouldValidate });
    },
    shown: {
      name: source,
      onBlur: bound.onBlur,
      label: field.label,
      required: field.required,
      error: !!problem,
      helperText: field.max === undefined ? message : <HelperLine message={message} count={count} max={field.max} />,
      variant: 'filled' as const,
    },
  };
}

/** A date, time or date-time field: the pt-PT picker over the form's wall-clock string. */
function PickerInput({ kind, ...props }: InputProps & { kind: WallKind }) {
  const { value, change, shown } = useFormField(props);
  return <WallPicker kind={kind} {...shown} value={(value as string | undefined) ?? ''} onChange={change} />;
}

/** The keyboard a phone shows for a kind: a web address's, digits (with a comma for decimals). */
const INPUT_MODES: Partial<Record<FormField['kind'], { inputMode: 'url' | 'numeric' | 'decimal'; autoComplete?: string }>> = {
  link: { inputMode: 'url', autoComplete: 'url' },
  integer: { inputMode: 'numeric' },
  decimal: { inputMode: 'decimal' },
  money: { inputMode: 'decimal' },
};

/**
 * A text, long text, link or number field: MUI's TextField bound with useInput (a number is typed as
 * people write it, '350,50', and the schema reads it). This is the one place of the
 * MUI 9 binding fix: react-admin 5.15's TextInput hands MUI 9 the `InputProps` it no longer takes.
 */
function TextInputField(props: InputProps) {
  const { field, autoFocus } = props;
  const { value, change, shown } = useFormField(props);
  const multiline = field.kind === 'longText';
  return (
    <TextField
      {...shown}
      value={(value as string | undefined) ?? ''}
      onChange={(event) => change(event.target.value)}
      autoFocus={autoFocus}
      fullWidth
      margin="dense"
      multiline={multiline}
      minRows={multiline ? (field.minRows ?? 3) : undefined}
      slotProps={{
        htmlInput: INPUT_MODES[field.kind],
        // Euros say so beside the number.
        input: field.kind === 'money' ? { endAdornment: <InputAdornment position="end">€</InputAdornment> } : undefined,
        // The counter's line is laid out in a block.
        formHelperText: field.max === undefined ? undefined : ({ component: 'div' } as object),
      }}
    />
  );
}

/** One of the choices: MUI's select, bound the same way (the schema says when none is chosen). */
function SelectField(props: InputProps) {
  const { field, autoFocus } = props;
  const { value, change, shown } = useFormField(props);
  return (
    <TextField {...shown} value={(value as string | undefined) ?? ''} onChange={(event) => change(event.target.value)} select fullWidth margin="dense" autoFocus={autoFocus}>
      {(field.choices ?? []).map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several of the choices: an autocomplete whose chips show the ids, the names in the list and on hover. */
function MultiChoiceInput(props: InputProps) {
  const { field, autoFocus } = props;
  const { value, change, shown } = useFormField(props);
  const choices = field.choices;
  const names = useMemo(() => new Map((choices ?? []).map((choice) => [choice.id, choice.name])), [choices]);
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={(choices ?? []).map((choice) => choice.id)}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(_, chosen) => change(chosen)}
      onBlur={shown.onBlur}
      getOptionLabel={nameOf}
      loading={field.loading}
      renderValue={(chosen, getItemProps) =>
        chosen.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={id} title={nameOf(id)} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} {...shown} onBlur={undefined} autoFocus={autoFocus} margin="dense" />}
    />
  );
}

/** A yes/no field: a labelled checkbox, its message under it. */
function CheckboxInput(props: InputProps) {
  const { source, field } = props;
  const { value, change, shown } = useFormField(props);
  return (
    <FormControl error={shown.error} margin="dense">
      <FormControlLabel control={<Checkbox name={source} checked={value === true} onChange={(event) => change(event.target.checked)} onBlur={shown.onBlur} />} label={field.label} />
      {shown.error && <FormHelperText>{shown.helperText}</FormHelperText>}
    </FormControl>
  );
}

/** One input per field kind. */
function FormInput(props: InputProps) {
  switch (props.field.kind) {
    case 'date':
    case 'time':
    case 'datetime':
      return <PickerInput {...props} kind={props.field.kind} />;
    case 'select':
      return <SelectField {...props} />;
    case 'multiChoice':
      return <MultiChoiceInput {...props} />;
    case 'boolean':
      return <CheckboxInput {...props} />;
    default:
      return <TextInputField {...props} />;
  }
}

/** Whether the schema takes the values as they are now (read as they change, so the answer is there at once). */
function useSchemaTakes(schema: FormSchema, check: boolean) {
  const values = useWatch();
  return !check || schema.safeParse(values).success;
}

/** Cancel and save; both wait while the save runs (the save button turns into a spinner); `saveWhenValid`: save waits for valid values. */
function Actions({ texts, schema, saveWhenValid, onCancel }: { texts: { save: string; cancel: string }; schema: FormSchema; saveWhenValid: boolean; onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  const enabled = useSchemaTakes(schema, saveWhenValid) && !isSubmitting;
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {texts.cancel}
      </Button>
      <SaveButton label={texts.save} alwaysEnable={enabled} disabled={!enabled} />
    </DialogActions>
  );
}

/**
 * The app's one form popup (full screen on a phone): react-admin's Form validated by a zod schema
 * (the one the server runs), an input per declared field kind, the server's refusal shown on top and
 * its per-field messages (an HttpError's `body.errors`) under their fields.
 */
export function SchemaFormDialog<S extends FormSchema>(props: SchemaFormDialogProps<S>) {
  const { schema, fields, texts, onClose, invalidToast = false, saveWhenValid = false, lead, children, shared } = props;
  const [typedIn] = useState(props.typedIn);
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [initial] = useState(props.defaultValues);
  const [refused, setRefused] = useState<string | null>(null);
  const [base, setBase] = useState(shared?.record);
  const [stale, setStale] = useState<{ current: Record<string, unknown>; message: string } | null>(null);
  // The screen shows a newer version than the one the form edits: say so at once, not at the save.
  const latest = shared?.latest;
  const changedMeanwhile = latest?.version !== undefined && base?.version !== undefined && latest.version !== base.version ? latest : undefined;
  const conflict = stale ?? (changedMeanwhile ? { current: changedMeanwhile, message: translate('app.conflict.changedMeanwhile') } : null);

  // The save (what `beforeSave` asks, then `onSave`): true once sent, false when `beforeSave` kept it.
  const save = useMutation<boolean, unknown, { values: FieldValues; overwrite: boolean }>({
    mutationFn: async ({ values, overwrite }) => {
      // The resolver has run the schema: the values are its output (its input with `raw`).
      const options: SaveOptions = { base, overwrite };
      if (props.beforeSave && !(await props.beforeSave(values))) return false;
      await (props.raw ? props.onSave(values as z.input<S>, options) : props.onSave(values as z.output<S>, options));
      return true;
    },
  });
  const saving = save.isPending;

  const submit = async (values: FieldValues, overwrite = false) => {
    setRefused(null);
    try {
      if (await save.mutateAsync({ values, overwrite })) onClose();
    } catch (error) {
      const current = shared ? currentOf(error) : undefined;
      if (current) return void setStale({ current, message: (error as HttpError).message });
      if (error instanceof HttpError) {
        setRefused(error.message);
        // Per-field messages of a 400 go under their fields.
        return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      }
      if (texts.error === undefined) throw error;
      setRefused(error instanceof Error ? error.message : texts.error);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      // The form fills the popup: its fields scroll, the buttons stay at the bottom.
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } } }}
    >
      <DialogTitle id={titleId} sx={texts.close ? { pr: 6 } : undefined}>
        {texts.title}
        {texts.close && (
          <IconButton aria-label={texts.close} onClick={onClose} disabled={saving} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        )}
      </DialogTitle>
      <Form
        record={initial}
        resolver={props.raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema)}
        onSubmit={(values: FieldValues) => submit(values)}
        mode={saveWhenValid ? 'onChange' : 'onSubmit'}
        noValidate
        disableInvalidFormNotification={!invalidToast}
      >
        <TypedIn values={typedIn} />
        <DialogContent sx={{ display: 'grid', alignContent: 'start', pt: 0 }}>
          {refused && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {refused}
            </Alert>
          )}
          {conflict && shared && (
            <FormConflict
              conflict={conflict}
              shared={shared}
              fields={fields}
              busy={saving}
              onReloaded={(current) => {
                setBase(current);
                setStale(null);
              }}
              onOverwrite={(values) => void submit(values, true)}
            />
          )}
          {lead}
          {Object.entries(fields).map(([source, field], index) => (
            // The popup opens on its first field (on a phone, the keyboard waits for a tap).
            <FormInput key={source} source={source} field={field} live={saveWhenValid} autoFocus={index === 0 && !phone} />
          ))}
          {children}
        </DialogContent>
        <Actions texts={texts} schema={schema} saveWhenValid={saveWhenValid} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
