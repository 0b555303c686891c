import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, HttpError, SaveButton, SelectInput, useInput } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDeclaration } from '../../contract';
import { WallPicker, type WallKind } from './pickers';

/** A field of a form: the declaration's label (shown as given), kind and choices, and how it looks. */
export interface FormField extends FieldDeclaration {
  /** Marks the label (the schema decides what is refused). */
  required?: boolean;
  /** For 'longText': the lines shown before it grows (3 unless told). */
  minRows?: number;
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
  /** Shown as given (translate them first). `error`: shown when a save fails without a server's reason. */
  texts: { title: ReactNode; save: string; cancel: string; error?: string };
  /** After a successful save, and on Cancel (not while saving). */
  onClose: () => void;
  /** react-admin's 'the form is not valid' toast when a submit is refused by the schema. */
  invalidToast?: boolean;
  /** More of the form after the fields (e.g. a file to send with them). */
  children?: ReactNode;
}

/**
 * `onSave` gets the schema's output, or with `raw` the values as typed (for a server that parses the
 * same schema itself). It resolves when the server has them; a refusal keeps the popup open.
 */
export type SchemaFormDialogProps<S extends FormSchema> = CommonProps<S> &
  ({ raw?: false; onSave: (values: z.output<S>) => Promise<unknown> } | { raw: true; onSave: (values: z.input<S>) => Promise<unknown> });

/** A field bound to the form: its value, its error (the schema's or the server's message) and its label. */
function useFormField(source: string, label: string, required?: boolean) {
  const { field, fieldState } = useInput({ source });
  return {
    name: source,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    label,
    required,
    error: !!fieldState.error,
    // A blank line keeps the form from jumping when a message appears.
    helperText: fieldState.error?.message ?? ' ',
    variant: 'filled' as const,
  };
}

/** A date, time or date-time field: the pt-PT picker over the form's wall-clock string. */
function PickerInput({ source, field, kind }: { source: string; field: FormField; kind: WallKind }) {
  return <WallPicker kind={kind} {...useFormField(source, field.label, field.required)} />;
}

/**
 * A text, long text or link field: MUI's TextField bound with useInput. This is the one place of the
 * MUI 9 binding fix: react-admin 5.15's TextInput hands MUI 9 the `InputProps` it no longer takes.
 */
function TextInputField({ source, field, autoFocus }: { source: string; field: FormField; autoFocus?: boolean }) {
  const { onChange, ...bound } = useFormField(source, field.label, field.required);
  const multiline = field.kind === 'longText';
  return (
    <TextField
      {...bound}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      fullWidth
      margin="dense"
      multiline={multiline}
      minRows={multiline ? (field.minRows ?? 3) : undefined}
      slotProps={{ htmlInput: field.kind === 'link' ? { inputMode: 'url', autoComplete: 'url' } : undefined }}
    />
  );
}

/** A yes/no field: a labelled checkbox, its message under it. */
function CheckboxInput({ source, field }: { source: string; field: FormField }) {
  const { field: bound, fieldState } = useInput({ source });
  return (
    <FormControl error={!!fieldState.error} margin="dense">
      <FormControlLabel
        control={<Checkbox name={source} checked={bound.value === true} onChange={(event) => bound.onChange(event.target.checked)} onBlur={bound.onBlur} />}
        label={field.label}
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** One input per field kind. */
function FormInput({ source, field, autoFocus }: { source: string; field: FormField; autoFocus?: boolean }) {
  switch (field.kind) {
    case 'date':
    case 'time':
    case 'datetime':
      return <PickerInput source={source} field={field} kind={field.kind} />;
    case 'select':
      return <SelectInput source={source} label={field.label} fullWidth autoFocus={autoFocus} choices={[...(field.choices ?? [])]} />;
    case 'boolean':
      return <CheckboxInput source={source} field={field} />;
    default:
      return <TextInputField source={source} field={field} autoFocus={autoFocus} />;
  }
}

/** Cancel and save; both wait while the save runs (the save button turns into a spinner). */
function Actions({ texts, onCancel }: { texts: { save: string; cancel: string }; onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {texts.cancel}
      </Button>
      <SaveButton label={texts.save} alwaysEnable={!isSubmitting} />
    </DialogActions>
  );
}

/**
 * The app's one form popup (full screen on a phone): react-admin's Form validated by a zod schema
 * (the one the server runs), an input per declared field kind, the server's refusal shown on top and
 * its per-field messages (an HttpError's `body.errors`) under their fields.
 */
export function SchemaFormDialog<S extends FormSchema>(props: SchemaFormDialogProps<S>) {
  const { schema, fields, texts, onClose, invalidToast = false, children } = props;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [initial] = useState(props.defaultValues);
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: FieldValues) => {
    setRefused(null);
    setSaving(true);
    try {
      // The resolver has run the schema: the values are its output (its input with `raw`).
      await (props.raw ? props.onSave(values as z.input<S>) : props.onSave(values as z.output<S>));
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
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
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <Form
        record={initial}
        resolver={props.raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema)}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification={!invalidToast}
      >
        <DialogContent sx={{ display: 'grid', alignContent: 'start', pt: 0 }}>
          {refused && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {refused}
            </Alert>
          )}
          {Object.entries(fields).map(([source, field], index) => (
            // The popup opens on its first field (on a phone, the keyboard waits for a tap).
            <FormInput key={source} source={source} field={field} autoFocus={index === 0 && !phone} />
          ))}
          {children}
        </DialogContent>
        <Actions texts={texts} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
