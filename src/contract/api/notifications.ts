/** The notifications area (spec section 7 "Notifications", plus the inbox of the mobile app). See docs/notifications.md. */
import { z } from 'zod';
import { call, defineArea } from './call';
import { recordHistoryAnswer } from '../schemas/audit';
import {
  editNotificationSchema,
  inboxList,
  inboxQuery,
  notificationIdParams,
  notificationList,
  notificationRecipients,
  notificationResponse,
  notificationScheduled,
  notificationTypeList,
  notificationTypeOptionList,
  scheduleNotificationSchema,
} from '../schemas/notifications';
import { allNotificationsList, notificationsList } from '../lists/notifications';
import { declaredListQuery } from '../lists/define';

export const notifications = defineArea('notifications', {
  /** Every type. */
  types: call('GET', '/notifications/type', { answer: notificationTypeList }),
  /** The type options the signed-in user may schedule ('typeId;extra' per role_extra value). */
  myTypes: call('GET', '/notifications/type/me', { answer: notificationTypeOptionList }),
  /** The user's own notifications, with their declared filters and sort (src/contract/lists/notifications.ts). */
  list: call('GET', '/notifications', { query: declaredListQuery(z.object({}), notificationsList), answer: notificationList }),
  /** Everyone's notifications, also filtered by author. */
  all: call('GET', '/notifications/all', { query: declaredListQuery(z.object({}), allNotificationsList), answer: notificationList }),
  /** What the user received, newest first (the mobile app). */
  inbox: call('GET', '/notifications/inbox', { query: inboxQuery, answer: inboxList }),
  // The date rules read the clock on every parse (the schemas' default clock).
  create: call('POST', '/notifications', { body: scheduleNotificationSchema(), answer: notificationScheduled, status: 201 }),
  update: call('PUT', '/notifications/:_id', { params: notificationIdParams, body: editNotificationSchema(), answer: notificationResponse, versioned: true }),
  /** How many people it would reach if sent now: an edit to a date already past sends it at once, after asking. */
  recipients: call('GET', '/notifications/:_id/recipients', { params: notificationIdParams, answer: notificationRecipients }),
  /** A notification's history ('Histórico'): its creation, edits and cancellation, newest first. */
  history: call('GET', '/notifications/:_id/historico', { params: notificationIdParams, answer: recordHistoryAnswer }),
  /** Cancels a pending notification. */
  remove: call('DELETE', '/notifications/:_id', { params: notificationIdParams, answer: notificationResponse, versioned: true }),
});
