import { useMemo, useState, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import type { z } from 'zod';
import { Confirm, useCreate, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import { NOTIFICATION_LIMITS, type NotificationTypeOption } from '../../contract';
import { API } from '../../contract/api';
import type { BackofficeDataProvider } from '../providers/dataProvider';
import { usePromiseToast } from '../components/promiseToast';
import { SchemaFormDialog, type FormField, type FormSchema, type SaveOptions, type SharedRecord } from '../components/SchemaFormDialog';
import { formatUtcMinute, fromUtcInputValue } from './dates';
import { lisbonDateTime } from '../components/dates';
import { EMPTY_FORM, editBody, editSchema, editValuesOf, scheduleBody, scheduleSchema, type NotificationFormValues } from './form';
import { NOTIFICATIONS, type NotificationRecord } from './types';
import type { Restoring } from '../audit/useRecordHistory';

/** One toast follows the call: 'A agendar notificação..', then the outcome (scheduling and editing alike). */
const SAVE_TOAST = {
  pending: 'app.notifications.toast.pending',
  success: 'app.notifications.toast.success',
  error: 'app.notifications.toast.error',
};

/** The fields both popups share: title, message and link with their counters, and the date in UTC. */
function useCommonFields(): Record<string, FormField> {
  const translate = useTranslate();
  const [now] = useState(() => formatUtcMinute(new Date()));
  const label = (field: string) => translate(`app.notifications.fields.${field}`);
  return {
    titulo: { label: label('titulo'), kind: 'text', max: NOTIFICATION_LIMITS.title },
    mensagem: { label: label('mensagem'), kind: 'longText', minRows: 4, max: NOTIFICATION_LIMITS.message },
    url: { label: label('url'), kind: 'link', max: NOTIFICATION_LIMITS.link },
    date: {
      label: label('date'),
      kind: 'datetime',
      hint: translate('app.notifications.dateHint', { now }),
      hintOf: (value) => {
        const instant = typeof value === 'string' ? fromUtcInputValue(value) : null;
        return instant ? translate('app.notifications.dateLisbonHint', { lisbon: lisbonDateTime(instant), now }) : undefined;
      },
    },
  };
}

interface FormDialogProps<S extends FormSchema> {
  title: string;
  submitLabel: string;
  schema: S;
  fields: Record<string, FormField>;
  defaultValues: NotificationFormValues;
  /** Sends the schema's output, at the version of `options.base` (or over it: 'Guardar por cima'). */
  send: (values: z.output<S>, options: SaveOptions) => Promise<unknown>;
  /** The notification edited, which others may change too (the conflict panel). */
  shared?: SharedRecord;
  /** Asked before sending: false keeps the popup open (SchemaFormDialog's beforeSave). */
  beforeSave?: (values: Record<string, unknown>) => Promise<boolean>;
  /** Values typed in as the popup opens ('Repor esta versão'). */
  typedIn?: Record<string, unknown>;
  onClose: () => void;
  children?: ReactNode;
}

/** The popup shared by scheduling and editing: the app's schema form popup and the toasts (react-admin's write hooks: the list is read again once answered). */
function NotificationFormDialog<S extends FormSchema>({ title, submitLabel, schema, fields, defaultValues, send, shared, beforeSave, typedIn, onClose, children }: FormDialogProps<S>) {
  const translate = useTranslate();
  const toast = usePromiseToast();
  const save = (values: z.output<S>, options: SaveOptions) => toast(send(values, options), SAVE_TOAST);
  return (
    <SchemaFormDialog
      schema={schema}
      fields={fields}
      defaultValues={{ ...defaultValues }}
      texts={{ title, save: submitLabel, cancel: translate('app.notifications.dialog.close'), close: translate('app.notifications.dialog.close'), error: translate(SAVE_TOAST.error) }}
      onSave={save}
      shared={shared}
      beforeSave={beforeSave}
      typedIn={typedIn}
      onClose={onClose}
    >
      {children}
    </SchemaFormDialog>
  );
}

/** 'Agendar notificação': POST /notifications with a type the user may send (and its course or school when it needs one). */
export function ScheduleNotificationDialog({ types, onClose }: { types: readonly NotificationTypeOption[]; onClose: () => void }) {
  const translate = useTranslate();
  const [create] = useCreate();
  const schema = useMemo(() => scheduleSchema(types), [types]);
  const common = useCommonFields();
  // The chosen type, for its course or school selector (the form holds it too).
  const [tipo, setTipo] = useState('');
  const option = types.find((o) => o.id === tipo);
  const fields: Record<string, FormField> = {
    ...common,
    tipo: {
      label: translate('app.notifications.fields.tipo'),
      kind: 'select',
      choices: types.map((o) => ({ id: o.id, name: o.name })),
      // Another type: its course or school is chosen again.
      onChange: (value) => {
        setTipo(String(value));
        return { extra: '' };
      },
    },
  };
  if (option?.extraRequired) {
    fields.extra = {
      label: translate(option.audience === 'school' ? 'app.notifications.fields.school' : 'app.notifications.fields.course'),
      kind: 'select',
      choices: (option.extraOptions ?? []).map((o) => ({ id: o.value, name: o.label })),
    };
  }
  return (
    <NotificationFormDialog
      title={translate('app.notifications.dialog.scheduleTitle')}
      submitLabel={translate('app.notifications.dialog.submitSchedule')}
      schema={schema}
      fields={fields}
      defaultValues={EMPTY_FORM}
      send={(values) => create(NOTIFICATIONS, { data: scheduleBody(values) }, { returnPromise: true })}
      onClose={onClose}
    />
  );
}

/**
 * Asks before an edit that sends at once: the spec's grace keeps a date up to an hour in the past,
 * and the server's sender then delivers within seconds. 'Será enviada de imediato a N pessoas.
 * Continuar?' with the count the server gives (GET /notifications/:_id/recipients); no: the popup
 * stays open and nothing is sent.
 */
function useSendNowConfirmation(record: NotificationRecord) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [asking, setAsking] = useState<{ recipients: number; answer: (yes: boolean) => void } | null>(null);
  const beforeSave = async (values: Record<string, unknown>) => {
    if (Date.parse(String(values.date)) > Date.now()) return true;
    const { data } = await dataProvider.call(API.notifications.recipients, { params: { _id: record.id } });
    return new Promise<boolean>((resolve) =>
      setAsking({
        recipients: data.recipients,
        answer: (yes) => {
          setAsking(null);
          resolve(yes);
        },
      }),
    );
  };
  const confirmation = (
    <Confirm
      isOpen={asking !== null}
      title="app.notifications.confirm.sendNowTitle"
      content="app.notifications.confirm.sendNow"
      translateOptions={{ smart_count: asking?.recipients ?? 0 }}
      confirm="app.notifications.confirm.sendNowConfirm"
      cancel="app.notifications.confirm.back"
      onConfirm={() => asking?.answer(true)}
      onClose={() => asking?.answer(false)}
    />
  );
  return { beforeSave, confirmation };
}

/**
 * 'Editar': PUT /notifications/:_id with title, message, date and link; the type stays. A date already
 * past asks first. `latest`: the notification as the list shows it now (another person's change shows at once).
 */
export function EditNotificationDialog({ record, latest, restore, onClose }: { record: NotificationRecord; latest?: NotificationRecord; restore?: Restoring; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const schema = useMemo(() => editSchema(), []);
  const fields = useCommonFields();
  const { beforeSave, confirmation } = useSendNowConfirmation(record);
  const extra = record.extra ? ` — ${record.extraNome ? `${record.extra} ${record.extraNome}` : record.extra}` : '';
  return (
    <NotificationFormDialog
      title={restore?.title ?? translate('app.notifications.dialog.editTitle')}
      submitLabel={translate('app.notifications.dialog.submitEdit')}
      schema={schema}
      fields={fields}
      defaultValues={editValuesOf(record)}
      send={(values, { base, overwrite }) =>
        update(NOTIFICATIONS, { id: record.id, data: editBody(values), previousData: base ?? record, meta: { overwrite } }, { mutationMode: 'pessimistic', returnPromise: true })
      }
      shared={{ record, latest, toForm: (current) => ({ ...editValuesOf(current as NotificationRecord) }) }}
      beforeSave={beforeSave}
      // 'Repor esta versão': an earlier title, message, link and date typed in over the notification as it is.
      typedIn={restore && { ...editValuesOf(restore.state as Parameters<typeof editValuesOf>[0]) }}
      onClose={onClose}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {translate('app.notifications.type')}: {`${record.tipo}${extra}`}
      </Typography>
      {confirmation}
    </NotificationFormDialog>
  );
}
