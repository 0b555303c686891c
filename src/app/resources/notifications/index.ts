/**
 * Notifications (spec sections 2 "Notifications screen", 7 "Notifications"). One screen for both
 * routes: /admin/notifications (ADMIN, DEV; everyone's notifications by default) and
 * /notifications (one's own; ADMIN and DEV may tick 'Mostrar todas as notificações').
 *
 *   getList  -> GET /notifications, or GET /notifications/all with filter {all: true}
 *   create   -> POST /notifications          {titulo, mensagem, url, date, tipo, extra}
 *   update   -> PUT /notifications/:_id      {titulo, mensagem, date, url}
 *   delete   -> DELETE /notifications/:_id   (the server removes a pending notification)
 *   action 'types' -> GET /notifications/type/me: the type options this user may schedule
 */
import type { NotificationTypeOption } from '../../../contract';
import { idPath, unwrapData, type ResourceApi } from '../../providers/dataProvider';
import type { Area } from '../../areas';
import { lazyScreen } from '../../layout/lazyScreen';
import { NOTIFICATIONS } from './types';

const NotificationsScreen = lazyScreen(() => import('./NotificationsScreen'), 'NotificationsScreen');

export const notificationsApi: ResourceApi = {
  name: NOTIFICATIONS,
  idField: '_id',
  list: {
    path: ({ filter }) => (filter?.all ? '/notifications/all' : '/notifications'),
  },
  create: {
    path: '/notifications',
    body: ({ data }) => ({
      titulo: data.titulo,
      mensagem: data.mensagem,
      url: data.url ?? null,
      date: data.date,
      tipo: data.tipo,
      extra: data.extra ?? null,
    }),
  },
  update: {
    path: idPath('/notifications'),
    body: ({ data }) => ({ titulo: data.titulo, mensagem: data.mensagem, date: data.date, url: data.url ?? null }),
  },
  remove: {
    path: idPath('/notifications'),
  },
  actions: {
    types: {
      method: 'GET',
      path: '/notifications/type/me',
      unwrap: (json) => unwrapData(json) as unknown as NotificationTypeOption[],
    },
  },
};

export { NOTIFICATIONS, type NotificationRecord } from './types';

/** One screen for both routes. */
export const notifications: Area = {
  screens: { notificationsAll: NotificationsScreen, notificationsOwn: NotificationsScreen },
  api: notificationsApi,
};
