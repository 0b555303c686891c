/**
 * The schedule and edit forms' validation: the contract's zod schemas (the same the server runs),
 * adapted to react-hook-form. The form holds strings; the date is a datetime-local value read as
 * UTC (see dates.ts). The schemas depend on "now", so they are built on every validation.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  editNotificationSchema,
  scheduleNotificationSchema,
  type EditNotification,
  type NotificationTypeOption,
  type NotificationView,
  type ScheduleNotification,
} from '../../../contract';
import { notificationsMessages } from './messages';
import { fromUtcInputValue, toUtcInputValue } from './dates';

export interface NotificationFormValues {
  titulo: string;
  mensagem: string;
  url: string;
  /** 'YYYY-MM-DDTHH:mm', UTC. */
  date: string;
  /** A type option's id: 'typeId' or 'typeId;extra' (GET /notifications/type/me). Schedule only. */
  tipo: string;
  /** The course or school chosen for a type that needs one (ADMIN, DEV). Schedule only. */
  extra: string;
}

export type NotificationField = keyof NotificationFormValues;

export const EMPTY_FORM: NotificationFormValues = { titulo: '', mensagem: '', url: '', date: '', tipo: '', extra: '' };

/** The edit form starts from the notification as listed. */
export function editValuesOf(record: Pick<NotificationView, 'titulo' | 'mensagem' | 'url' | 'date'>): NotificationFormValues {
  return { ...EMPTY_FORM, titulo: record.titulo, mensagem: record.mensagem, url: record.url ?? '', date: toUtcInputValue(record.date) };
}

/** The form's strings as the API reads them: the date as an ISO instant (an unreadable one stays as typed, and fails). */
function apiInput(values: NotificationFormValues) {
  return { ...values, date: values.date ? (fromUtcInputValue(values.date) ?? values.date) : '' };
}

/** zod issues -> react-hook-form errors, the first message of each top-level field. */
function fieldErrors(issues: z.ZodError['issues']): FieldErrors<NotificationFormValues> {
  const errors: FieldErrors<NotificationFormValues> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root') as NotificationField;
    if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return errors;
}

const now = () => new Date();

/** Schedule: the contract's scheduleNotificationSchema, plus "a type that needs a course or school has one". */
export function scheduleResolver(options: readonly NotificationTypeOption[], clock: () => Date = now): Resolver<NotificationFormValues, unknown, ScheduleNotification> {
  return (values) => {
    const result = scheduleNotificationSchema(clock()).safeParse(apiInput(values));
    const errors: FieldErrors<NotificationFormValues> = result.success ? {} : fieldErrors(result.error.issues);
    const option = options.find((o) => o.id === values.tipo);
    if (option?.extraRequired && !values.extra && !errors.extra) errors.extra = { type: 'required', message: notificationsMessages.extraRequired };
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
}

/** Edit: the contract's editNotificationSchema (a date up to one hour in the past is accepted). */
export function editResolver(clock: () => Date = now): Resolver<NotificationFormValues, unknown, EditNotification> {
  return (values) => {
    const result = editNotificationSchema(clock()).safeParse(apiInput(values));
    if (!result.success) return { values: {}, errors: fieldErrors(result.error.issues) };
    return { values: result.data, errors: {} };
  };
}

/**
 * POST /notifications body. The schema's output already split the option value 'curso;9201' into
 * tipo 'curso' and extra '9201' (the server accepts either form and splits the same way).
 */
export function scheduleBody(v: ScheduleNotification) {
  return { titulo: v.titulo, mensagem: v.mensagem, url: v.url, date: v.date.toISOString(), tipo: v.tipo, extra: v.extra };
}

/** PUT /notifications/:_id body. */
export function editBody(v: EditNotification) {
  return { titulo: v.titulo, mensagem: v.mensagem, date: v.date.toISOString(), url: v.url };
}
