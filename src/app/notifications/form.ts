/**
 * The schedule and edit forms' schemas: the contract's zod schemas (the same the server runs), read
 * from the form's strings. The date is a datetime-local value read as UTC (see dates.ts). The
 * contract's schemas read "now" on every validation.
 */
import { z } from 'zod';
import {
  editNotificationSchema,
  scheduleNotificationSchema,
  type EditNotification,
  type NotificationTypeOption,
  type NotificationView,
  type ScheduleNotification,
} from '../../contract';
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

/** What the form holds: its strings ('' when cleared; null too, which react-admin's inputs give by default). */
const text = z.string().nullable();
const formValues = z.object({ titulo: text, mensagem: text, url: text, date: text, tipo: text, extra: text });
type HeldValues = z.output<typeof formValues>;

/** The form's values as the API reads them: the date as an ISO instant (an unreadable one stays as typed, and fails). */
function apiInput(values: HeldValues) {
  return { ...values, date: values.date ? (fromUtcInputValue(values.date) ?? values.date) : '' };
}

const now = () => new Date();

/** A rule of the form beside the contract's: the field it puts a message under, if broken. */
type FormRule = (values: HeldValues) => { field: NotificationField; message: string } | undefined;

/**
 * The contract's schema, read from the form's strings (the date as an ISO instant): its messages,
 * and the form's own rule's (unless the contract has one there), land under the form's fields.
 */
function fromForm<T>(schema: z.ZodType<T>, rule?: FormRule) {
  return formValues.transform((values, ctx): T => {
    const result = schema.safeParse(apiInput(values));
    const issues = result.success ? [] : result.error.issues;
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    const broken = rule?.(values);
    if (broken && !issues.some((issue) => issue.path[0] === broken.field)) ctx.addIssue({ code: 'custom', message: broken.message, path: [broken.field] });
    return result.success && !broken ? result.data : z.NEVER;
  });
}

/** Schedule: the contract's scheduleNotificationSchema, plus "a type that needs a course or school has one". */
export function scheduleSchema(options: readonly NotificationTypeOption[], clock: () => Date = now) {
  return fromForm(scheduleNotificationSchema(clock), ({ tipo, extra }) =>
    options.find((o) => o.id === tipo)?.extraRequired && !extra ? { field: 'extra', message: notificationsMessages.extraRequired } : undefined,
  );
}

/** Edit: the contract's editNotificationSchema (a date up to one hour in the past is accepted). */
export function editSchema(clock: () => Date = now) {
  return fromForm(editNotificationSchema(clock));
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
