/**
 * Notifications (spec sections 2 "Notifications screen", 7 "Notifications"). One screen for both
 * routes: /admin/notifications (ADMIN, DEV; everyone's notifications by default) and
 * /notifications (one's own; ADMIN and DEV may tick 'Mostrar todas as notificações').
 *
 *   getList  -> GET /notifications, or GET /notifications/all with filter {all: true}; each with its
 *               declared filters and sort (src/contract/lists/notifications.ts)
 *   create   -> POST /notifications          {titulo, mensagem, url, date, tipo, extra}
 *   update   -> PUT /notifications/:_id      {titulo, mensagem, date, url}   (If-Match: previousData's version)
 *   delete   -> DELETE /notifications/:_id   (the server removes a pending notification; If-Match as update)
 * The type options this user may schedule (GET /notifications/type/me) are read by useNotificationTypes.
 */
import type { GetListParams } from 'react-admin';
import { API } from '../../contract/api';
import { allNotificationsList, notificationsList } from '../../contract/lists/notifications';
import { listQueryOf } from '../lists/listQuery';
import { unwrapData, unwrapList, verb, versionRead, type ResourceApi } from '../providers/dataProvider';
import type { Area } from '../areas';
import { lazyComponent } from '../components/lazyComponent';
import { NOTIFICATIONS } from './types';

const NotificationsScreen = lazyComponent(() => import('./NotificationsScreen'), 'NotificationsScreen');

/** A text field of react-admin's record (the forms send strings); absent or null stays null. */
const orNull = (value: unknown) => (value === undefined || value === null ? null : String(value));

const listOwn = verb(API.notifications.list, (params: GetListParams) => ({ query: listQueryOf(notificationsList, params) }), unwrapList);
const listAll = verb(API.notifications.all, (params: GetListParams) => ({ query: listQueryOf(allNotificationsList, params) }), unwrapList);

export const notificationsApi: ResourceApi = {
  name: NOTIFICATIONS,
  idField: '_id',
  list: (call, params) => (params.filter?.all ? listAll : listOwn)(call, params),
  create: verb(
    API.notifications.create,
    ({ data }) => ({
      body: {
        titulo: String(data.titulo),
        mensagem: String(data.mensagem),
        url: orNull(data.url),
        date: String(data.date),
        tipo: String(data.tipo),
        extra: orNull(data.extra),
      },
    }),
    unwrapData,
  ),
  update: verb(
    API.notifications.update,
    ({ id, data, previousData, meta }) => ({
      params: { _id: String(id) },
      body: { titulo: String(data.titulo), mensagem: String(data.mensagem), date: String(data.date), url: orNull(data.url) },
      version: versionRead(previousData, meta),
    }),
    unwrapData,
  ),
  remove: verb(API.notifications.remove, ({ id, previousData, meta }) => ({ params: { _id: String(id) }, version: versionRead(previousData, meta) }), unwrapData),
};

export { NOTIFICATIONS, type NotificationRecord } from './types';

/** One screen for both routes. */
export const notifications: Area = {
  screens: { notificationsAll: NotificationsScreen, notificationsOwn: NotificationsScreen },
  api: notificationsApi,
};
