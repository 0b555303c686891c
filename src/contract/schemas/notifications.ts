import { z } from 'zod';
import { NOTIFICATION_LIMITS } from '../constants';
import { FIELD_MESSAGES, requiredText, webHref, withinYears } from './fields';
import { recordId } from './common';
import { versioned } from './version';

/**
 * Scheduled push notifications (spec sections 2 "Notifications screen", 5, 7 "Notifications").
 *
 * One schema per form, shared by the client form and the server route. The date rules depend on
 * "now", so the schemas are built by functions of the clock: pass a fixed Date to pin it (tests,
 * the client at submit time) or leave it out to read the clock on every parse (the server).
 */

/** Longest extra (course id, school acronym) accepted; not a spec limit, a sanity bound. */
export const NOTIFICATION_EXTRA_MAX = 100;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificação não encontrada.',
  titleRequired: 'Titulo é obrigatório',
  titleMax: `Maximo de ${NOTIFICATION_LIMITS.title} caracteres`,
  messageRequired: 'Mensagem é obrigatória',
  messageMax: `Maximo de ${NOTIFICATION_LIMITS.message} caracteres`,
  linkMax: `Maximo de ${NOTIFICATION_LIMITS.link} caracteres`,
  dateRequired: 'Data é obrigatório',
  dateInvalid: 'Data de agendamento invalida.',
  typeRequired: 'Tipo de notificação é obrigatório',
  extraMax: `Maximo de ${NOTIFICATION_EXTRA_MAX} caracteres`,
} as const;

/** The separator of a type option's value: 'typeId;extra' (spec: "an id and an extra joined by a semicolon"). */
export const TIPO_SEPARATOR = ';';

/** 'curso', '9201' -> 'curso;9201'; without an extra just the type id. */
export function joinTipo(typeId: string, extra?: string | null): string {
  return extra ? `${typeId}${TIPO_SEPARATOR}${extra}` : typeId;
}

/**
 * 'curso;9201' -> { typeId: 'curso', extra: '9201' }. Without a ';' the extra is the separate
 * `extra` value (if any). When the tipo carries an extra, it wins over the separate one.
 */
export function splitTipo(tipo: string, extra?: string | null): { typeId: string; extra: string | null } {
  const at = tipo.indexOf(TIPO_SEPARATOR);
  if (at < 0) return { typeId: tipo.trim(), extra: blankToNull(extra) };
  return { typeId: tipo.slice(0, at).trim(), extra: blankToNull(tipo.slice(at + 1)) ?? blankToNull(extra) };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

type Clock = Date | (() => Date);
const readClock = (now: Clock): Date => (typeof now === 'function' ? now() : now);

const titulo = requiredText(NOTIFICATION_MESSAGES.titleRequired, NOTIFICATION_LIMITS.title, NOTIFICATION_MESSAGES.titleMax);

const mensagem = requiredText(NOTIFICATION_MESSAGES.messageRequired, NOTIFICATION_LIMITS.message, NOTIFICATION_MESSAGES.messageMax);

/** Optional link; '' and null mean "no link" (output null). */
const url = z
  .string()
  .trim()
  .max(NOTIFICATION_LIMITS.link, NOTIFICATION_MESSAGES.linkMax)
  .refine((v) => v === '' || (!/\s/.test(v) && webHref(v) !== null), FIELD_MESSAGES.link)
  .nullish()
  .transform((v) => (v ? v : null));

/** Optional extra (course id, school acronym); '' and null mean none (output null). */
const extra = z
  .string()
  .trim()
  .max(NOTIFICATION_EXTRA_MAX, NOTIFICATION_MESSAGES.extraMax)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A date as an ISO string (what the API receives) or a Date (what a form may hold), output a Date.
 * Missing or empty: 'Data é obrigatório'; unparseable or before `earliest(now)`: 'Data de agendamento invalida.'.
 */
function dateField(now: Clock, earliest: (now: Date) => number) {
  return z
    .union([z.string(), z.date()], { error: NOTIFICATION_MESSAGES.dateRequired })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.dateRequired });
        return z.NEVER;
      }
      const date = value instanceof Date ? value : new Date(value.trim());
      if (Number.isNaN(date.getTime()) || date.getTime() < earliest(readClock(now)) || !withinYears(date)) {
        ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      return date;
    });
}

/** The type of a new notification: 'id' or 'id;extra'; required. */
const tipo = z
  .string({ error: NOTIFICATION_MESSAGES.typeRequired })
  .trim()
  .refine((v) => splitTipo(v).typeId.length > 0, NOTIFICATION_MESSAGES.typeRequired);

/**
 * Scheduling a notification (POST /notifications). Input {titulo, mensagem, url?, date, tipo, extra?};
 * output {titulo, mensagem, url: string|null, date: Date, tipo: type id, extra: string|null}:
 * a tipo 'curso;9201' comes out as tipo 'curso', extra '9201'.
 * Date rule: not earlier than now.
 */
export function scheduleNotificationSchema(now: Clock = () => new Date()) {
  return z
    .object({
      titulo,
      mensagem,
      url,
      date: dateField(now, (n) => n.getTime()),
      tipo,
      extra,
    })
    .transform((body) => {
      const { typeId, extra: resolved } = splitTipo(body.tipo, body.extra);
      return { ...body, tipo: typeId, extra: resolved };
    });
}

/**
 * Editing a pending notification (PUT /notifications/:_id). Input {titulo, mensagem, date, url?};
 * the type and extra cannot change. Date rule: not more than one hour in the past
 * (NOTIFICATION_LIMITS.editGraceMs).
 */
export function editNotificationSchema(now: Clock = () => new Date()) {
  return z.object({
    titulo,
    mensagem,
    url,
    date: dateField(now, (n) => n.getTime() - NOTIFICATION_LIMITS.editGraceMs),
  });
}

export type ScheduleNotificationInput = z.input<ReturnType<typeof scheduleNotificationSchema>>;
export type ScheduleNotification = z.output<ReturnType<typeof scheduleNotificationSchema>>;
export type EditNotificationInput = z.input<ReturnType<typeof editNotificationSchema>>;
export type EditNotification = z.output<ReturnType<typeof editNotificationSchema>>;

/** Who a type reaches: every app user, the users of one course (extra = course id), of one school (extra = acronym). */
export const NOTIFICATION_AUDIENCES = ['all', 'course', 'school'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** GET /notifications/type: every type. */
export const notificationType = z.object({
  id: z.string(),
  name: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
});
export type NotificationType = z.infer<typeof notificationType>;

export const extraOption = z.object({ value: z.string(), label: z.string() });

/**
 * GET /notifications/type/me: what the signed-in user may schedule. `id` is the value to send as
 * `tipo`: 'typeId;extra' when the option is bound to one extra (a CCURSO's course, a DIRECAO's
 * school), or the plain type id. `extraRequired` with a plain id means the form must also send an
 * `extra`, one of `extraOptions` (ADMIN and DEV may pick any course or school).
 */
export const notificationTypeOption = z.object({
  id: z.string(),
  name: z.string(),
  typeId: z.string(),
  extra: z.string().nullable(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  extraRequired: z.boolean(),
  extraOptions: z.array(extraOption).optional(),
});
export type NotificationTypeOption = z.infer<typeof notificationTypeOption>;

/** What every view of a notification shows. `tipo` is the type's display name, `tipoId` its id. */
const notificationCore = z.object({
  _id: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  url: z.string().nullable(),
  date: z.string(),
  tipo: z.string(),
  tipoId: z.string(),
  extra: z.string().nullable(),
});

/**
 * A notification as its scheduling answers it (the spec's fields: its version is in the ETag only).
 * `recievedBy` is the NUMBER of recipients (0 while pending), not a list: see docs/notifications.md.
 */
const scheduledNotification = notificationCore.extend({
  /** Display name of the extra ('9201 — Engenharia Informática'), null without an extra. */
  extraNome: z.string().nullable(),
  sent: z.boolean(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  recievedBy: z.number().int(),
  author: z.object({ id_utilizador: z.string().nullable(), nome: z.string().nullable() }),
});
/** A notification as the lists, the edit and the cancel answer it: with its version (the edit and the cancel send it back). */
export const notificationView = versioned(scheduledNotification);
export type NotificationView = z.infer<typeof notificationView>;

/** GET /notifications/inbox: what a user received, newest first. */
export const inboxItem = notificationCore.extend({
  deliveredAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const notificationTypeList = z.object({ data: z.array(notificationType) });
export const notificationTypeOptionList = z.object({ data: z.array(notificationTypeOption) });
export const notificationList = z.object({ data: z.array(notificationView) });
export const notificationResponse = z.object({ data: notificationView });
export const notificationScheduled = z.object({ data: scheduledNotification });
export const inboxList = z.object({ data: z.array(inboxItem) });
export const notificationIdParams = z.object({ _id: recordId(NOTIFICATION_MESSAGES.notFound) });
/** How many people a notification reaches if it is sent now (its audience as the users table has it now). */
export const notificationRecipients = z.object({ data: z.object({ recipients: z.number().int().min(0) }) });
export const inboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

