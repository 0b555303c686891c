import type { ResourceApi } from '../providers/dataProvider';

/**
 * App operations: named calls of the map's operations area, no CRUD (the screen makes them with
 * useApiQuery/useApiMutation):
 *   version    -> GET /backoffice/version             -> {available, minimum}
 *   minVersion -> POST /backoffice/minversion {version} -> {available, minimum} after the change
 *   purge      -> GET /backoffice/purge (ends every session but the caller's)
 */
export const operationsApi: ResourceApi = { name: 'operations', idField: 'id' };
