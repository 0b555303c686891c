import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { NotificationTypeOption } from '../../../contract';
import type { BackofficeDataProvider } from '../../providers/dataProvider';
import { NOTIFICATIONS } from './types';

/**
 * The type options the signed-in user may schedule (GET /notifications/type/me): a CCURSO or a
 * DIRECAO gets each type once per role_extra value, with id 'typeId;extra'.
 */
export function useNotificationTypes() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: [NOTIFICATIONS, 'types'],
    queryFn: () => dataProvider.action<NotificationTypeOption[]>(NOTIFICATIONS, 'types'),
    staleTime: 5 * 60_000,
  });
}
