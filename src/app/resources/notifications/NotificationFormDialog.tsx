import { useMemo, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { NOTIFICATION_LIMITS, type EditNotification, type NotificationTypeOption, type ScheduleNotification } from '../../../contract';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { refreshResources } from '../../providers/useApi';
import { usePromiseToast } from '../../layout/promiseToast';
import { formatUtcMinute } from './dates';
import { WallPicker } from '../../layout/pickers';
import { EMPTY_FORM, editBody, editResolver, editValuesOf, scheduleBody, scheduleResolver, type NotificationField, type NotificationFormValues } from './form';
import { NOTIFICATIONS, type NotificationRecord } from './types';

/** One toast follows the call: 'A agendar notificação..', then the outcome (scheduling and editing alike). */
const SAVE_TOAST = {
  pending: 'app.notifications.toast.pending',
  success: 'app.notifications.toast.success',
  error: 'app.notifications.toast.error',
};

const FIELDS: readonly NotificationField[] = ['titulo', 'mensagem', 'url', 'date', 'tipo', 'extra'];

/** Per-field messages of a 400 answer (HttpError body.errors) go under the fields. */
function applyServerErrors(error: unknown, setError: UseFormSetError<NotificationFormValues>) {
  const errors = (error as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors;
  if (!errors) return;
  for (const [field, message] of Object.entries(errors)) {
    if ((FIELDS as readonly string[]).includes(field)) setError(field as NotificationField, { type: 'server', message });
  }
}

/** Helper line of a field: its error (or hint) on the left, a character counter on the right. */
function HelperLine({ message, count, max }: { message?: ReactNode; count?: number; max?: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      {max !== undefined ? (
        <Box component="span" sx={{ flexShrink: 0, color: (count ?? 0) > max ? 'error.main' : 'text.secondary' }}>
          {count ?? 0}/{max}
        </Box>
      ) : null}
    </Box>
  );
}

function TextFieldController<T>({
  control,
  name,
  label,
  max,
  hint,
  multiline,
  type,
  autoFocus,
}: {
  control: Control<NotificationFormValues, unknown, T>;
  name: NotificationField;
  label: string;
  max?: number;
  hint?: string;
  multiline?: boolean;
  type?: string;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`notification-${name}`}
          label={label}
          type={type}
          autoFocus={autoFocus}
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          fullWidth
          error={!!fieldState.error}
          helperText={<HelperLine message={fieldState.error?.message ?? hint} count={field.value.length} max={max} />}
          slotProps={{
            formHelperText: { component: 'div' } as object,
          }}
        />
      )}
    />
  );
}

interface FormDialogProps<T> {
  title: string;
  submitLabel: string;
  defaultValues: NotificationFormValues;
  resolver: Resolver<NotificationFormValues, unknown, T>;
  send: (values: T) => Promise<unknown>;
  onClose: () => void;
  /** The type selector (schedule only); absent: the type cannot change. */
  types?: readonly NotificationTypeOption[];
  /** Shown instead of the selector when editing. */
  typeLabel?: string;
}

/** The popup shared by scheduling and editing: fields, validation from the contract, toasts. */
function NotificationFormDialog<T>({ title, submitLabel, defaultValues, resolver, send, onClose, types, typeLabel }: FormDialogProps<T>) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [now] = useState(() => formatUtcMinute(new Date()));
  const { control, handleSubmit, setError, setValue, formState } = useForm<NotificationFormValues, unknown, T>({ defaultValues, resolver });
  const tipo = useWatch({ control, name: 'tipo' });
  const option = types?.find((o) => o.id === tipo);
  const titleId = 'notification-dialog-title';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await toast(send(values), SAVE_TOAST);
    } catch (error) {
      applyServerErrors(error, setError);
      return;
    }
    await refreshResources(queryClient, [NOTIFICATIONS]);
    onClose();
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label={translate('app.notifications.dialog.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextFieldController control={control} name="titulo" label={translate('app.notifications.fields.titulo')} max={NOTIFICATION_LIMITS.title} autoFocus={!fullScreen} />
            <TextFieldController control={control} name="mensagem" label={translate('app.notifications.fields.mensagem')} max={NOTIFICATION_LIMITS.message} multiline />
            <TextFieldController control={control} name="url" label={translate('app.notifications.fields.url')} max={NOTIFICATION_LIMITS.link} type="url" />
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <WallPicker
                  kind="datetime"
                  name="date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={translate('app.notifications.fields.date')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? translate('app.notifications.dateHint', { now })}
                />
              )}
            />
            {types ? (
              <Controller
                control={control}
                name="tipo"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      setValue('extra', '');
                    }}
                    id="notification-tipo"
                    select
                    fullWidth
                    label={translate('app.notifications.fields.tipo')}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {types.map((o) => (
                      <MenuItem key={o.id} value={o.id}>
                        {o.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            {option?.extraRequired ? (
              <Controller
                control={control}
                name="extra"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    id="notification-extra"
                    select
                    fullWidth
                    label={translate(option.audience === 'school' ? 'app.notifications.fields.school' : 'app.notifications.fields.course')}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {(option.extraOptions ?? []).map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            {typeLabel ? (
              <Typography variant="body2" color="text.secondary">
                {translate('app.notifications.type')}: {typeLabel}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {translate('app.notifications.dialog.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** 'Agendar notificação': POST /notifications with a type the user may send. */
export function ScheduleNotificationDialog({ types, onClose }: { types: readonly NotificationTypeOption[]; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const resolver = useMemo(() => scheduleResolver(types), [types]);
  return (
    <NotificationFormDialog<ScheduleNotification>
      title={translate('app.notifications.dialog.scheduleTitle')}
      submitLabel={translate('app.notifications.dialog.submitSchedule')}
      defaultValues={EMPTY_FORM}
      resolver={resolver}
      types={types}
      send={(values) => dataProvider.create(NOTIFICATIONS, { data: scheduleBody(values) })}
      onClose={onClose}
    />
  );
}

/** 'Editar': PUT /notifications/:_id with title, message, date and link; the type stays. */
export function EditNotificationDialog({ record, onClose }: { record: NotificationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const resolver = useMemo(() => editResolver(), []);
  const defaultValues = useMemo(() => editValuesOf(record), [record]);
  const extra = record.extra ? ` — ${record.extraNome ? `${record.extra} ${record.extraNome}` : record.extra}` : '';
  return (
    <NotificationFormDialog<EditNotification>
      title={translate('app.notifications.dialog.editTitle')}
      submitLabel={translate('app.notifications.dialog.submitEdit')}
      defaultValues={defaultValues}
      resolver={resolver}
      typeLabel={`${record.tipo}${extra}`}
      send={(values) => dataProvider.update(NOTIFICATIONS, { id: record.id, data: editBody(values), previousData: record })}
      onClose={onClose}
    />
  );
}
