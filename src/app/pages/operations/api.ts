import { versionInfo, type MinVersionBody } from '../../../contract';
import type { ResourceApi } from '../../providers/dataProvider';

/**
 * App operations: named calls, no CRUD.
 *   version    -> GET /backoffice/version             -> {available, minimum}
 *   minVersion -> POST /backoffice/minversion {version} -> {available, minimum} after the change
 *   purge      -> GET /backoffice/purge (ends every session but the caller's)
 */
export const operationsApi: ResourceApi = {
  name: 'operations',
  idField: 'id',
  actions: {
    version: { method: 'GET', path: '/backoffice/version', unwrap: (json) => versionInfo.parse(json) },
    minVersion: {
      method: 'POST',
      path: '/backoffice/minversion',
      body: ({ version }: MinVersionBody) => ({ version }),
    },
    purge: { method: 'GET', path: '/backoffice/purge' },
  },
};
