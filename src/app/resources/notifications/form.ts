/**
 * The schedule and edit forms' validation: the contract's zod schemas (the same the server runs),
 * through @hookform/resolvers' zodResolver. The form holds strings; the date is a datetime-local value read as
 * UTC (see dates.ts). The schemas depend on "now", so they are built on every validation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
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

const now = () => new Date();

const formValues = z.object({ titulo: z.string(), mensagem: z.string(), url: z.string(), date: z.string(), tipo: z.string(), extra: z.string() });

/**
 * The contract's schema, read from the form's strings (the date as an ISO instant): its messages
 * land under the form's fields. "now" is read on every validation.
 */
function fromForm<T>(schema: z.ZodType<T>) {
  return formValues.transform((values, ctx): T => {
    const result = schema.safeParse(apiInput(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

/** Schedule: the contract's scheduleNotificationSchema, plus "a type that needs a course or school has one". */
export function scheduleResolver(options: readonly NotificationTypeOption[], clock: () => Date = now): Resolver<NotificationFormValues, unknown, ScheduleNotification> {
  const contract = zodResolver(fromForm(scheduleNotificationSchema(clock)));
  return async (values, context, resolverOptions) => {
    const result = await contract(values, context, resolverOptions);
    const option = options.find((o) => o.id === values.tipo);
    if (!option?.extraRequired || values.extra || result.errors.extra) return result;
    return { values: {}, errors: { ...result.errors, extra: { type: 'required', message: notificationsMessages.extraRequired } } };
  };
}

/** Edit: the contract's editNotificationSchema (a date up to one hour in the past is accepted). */
export function editResolver(clock: () => Date = now): Resolver<NotificationFormValues, unknown, EditNotification> {
  return zodResolver(fromForm(editNotificationSchema(clock)));
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
