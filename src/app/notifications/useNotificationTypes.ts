import { API } from '../../contract/api';
import { useApiQuery } from '../providers/useApi';

/**
 * The type options the signed-in user may schedule (GET /notifications/type/me), as the API answers
 * them (`data`): a CCURSO or a DIRECAO gets each type once per role_extra value, with id 'typeId;extra'.
 * The screen offers them; the menu counts them (`enabled` while it needs them).
 */
export function useNotificationTypes({ enabled }: { enabled?: boolean } = {}) {
  return useApiQuery(API.notifications.myTypes, undefined, { staleTime: 5 * 60_000, enabled });
}
