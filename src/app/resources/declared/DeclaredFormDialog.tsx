import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BooleanInput,
  HttpError,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useCreate,
  useInput,
  useResourceContext,
  useRefresh,
  useTranslateLabel,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { AnyResource, FieldDeclaration } from '../../../contract';
import { WallPicker, type WallKind } from '../../layout/pickers';
import { usePromiseToast } from '../../layout/promiseToast';
import { textKey, toastMessages } from './messages';

/** A declared field bound to the form: its value, its error (the schema's Portuguese message) and its label. */
function useDeclaredField(source: string) {
  const { field, fieldState } = useInput({ source });
  const resource = useResourceContext();
  const label = useTranslateLabel()({ source, resource });
  return {
    name: source,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    label: typeof label === 'string' ? label : source,
    error: !!fieldState.error,
    // A blank line keeps the form from jumping when a message appears.
    helperText: fieldState.error?.message ?? ' ',
    variant: 'filled' as const,
  };
}

/** A date, time or date-time field of a declared form: the pt-PT picker over the form's wall-clock string. */
function DeclaredPicker({ source, kind }: { source: string; kind: WallKind }) {
  return <WallPicker kind={kind} {...useDeclaredField(source)} />;
}

/**
 * A text, long text or link field of a declared form: MUI's TextField bound with useInput
 * (react-admin 5.15's TextInput hands MUI 9 the `InputProps` it no longer takes).
 */
function DeclaredTextField({ source, kind, autoFocus }: { source: string; kind: 'text' | 'longText' | 'link'; autoFocus?: boolean }) {
  const { onChange, ...field } = useDeclaredField(source);
  const multiline = kind === 'longText';
  return (
    <TextField
      {...field}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      fullWidth
      margin="dense"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      slotProps={{ htmlInput: kind === 'link' ? { inputMode: 'url', autoComplete: 'url' } : undefined }}
    />
  );
}

/** One form input per declared field kind; labels come from `resources.<name>.fields`. */
function DeclaredInput({ source, field, autoFocus }: { source: string; field: FieldDeclaration; autoFocus?: boolean }) {
  const common = { source, fullWidth: true, autoFocus } as const;
  switch (field.kind) {
    case 'longText':
    case 'link':
      return <DeclaredTextField source={source} kind={field.kind} autoFocus={autoFocus} />;
    case 'date':
    case 'time':
    case 'datetime':
      return <DeclaredPicker source={source} kind={field.kind} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} />;
    case 'boolean':
      return <BooleanInput source={source} />;
    default:
      return <DeclaredTextField source={source} kind="text" autoFocus={autoFocus} />;
  }
}

/** Empty form values: '' for text, false for booleans. */
const emptyValues = (resource: AnyResource) =>
  Object.fromEntries(Object.entries(resource.fields).map(([source, field]) => [source, field.kind === 'boolean' ? false : '']));

export interface DeclaredFormDialogProps {
  resource: AnyResource;
  /** The record to edit; absent to create one. */
  record?: RaRecord;
  onClose: () => void;
}

/**
 * The create and edit popup of a declared resource (full screen on a phone): react-admin's
 * SimpleForm validated by the declaration's body schema (the one the server runs), the spec's
 * toasts, and the server's refusal (a duplicate, a field it rejects) shown in the popup.
 */
export function DeclaredFormDialog({ resource, record, onClose }: DeclaredFormDialogProps) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const refresh = useRefresh();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create] = useCreate();
  const [update] = useUpdate();
  const [refused, setRefused] = useState<string | null>(null);
  const verb = record ? 'update' : 'create';
  const key = (path: string) => textKey(resource, path);

  const submit = async (values: Record<string, unknown>) => {
    setRefused(null);
    const saved = record
      ? update(resource.name, { id: record.id, data: values, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
      : create(resource.name, { data: values }, { returnPromise: true });
    try {
      await toast(saved, toastMessages(resource, verb));
      refresh();
      onClose();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setRefused(error.message);
      // Per-field messages of a 400 go under their fields.
      return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{translate(key(record ? 'editTitle' : 'createTitle'))}</DialogTitle>
      <SimpleForm
        record={record ? resource.toForm(record) : emptyValues(resource)}
        resolver={zodResolver(resource.schemas.body, undefined, { raw: true })}
        onSubmit={submit}
        toolbar={
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onClose}>{translate(key('cancel'))}</Button>
            <SaveButton label={key(!record && resource.texts.submit ? 'submit' : 'save')} alwaysEnable />
          </Toolbar>
        }
      >
        {refused && (
          <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
            {refused}
          </Alert>
        )}
        {Object.entries(resource.fields).map(([source, field], index) => (
          // The popup opens on its first field (on a phone, the keyboard waits for a tap).
          <DeclaredInput key={source} source={source} field={field} autoFocus={index === 0 && !phone} />
        ))}
      </SimpleForm>
    </Dialog>
  );
}
