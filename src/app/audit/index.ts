import type { Area } from '../areas';
import { API } from '../../contract/api';
import { unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../providers/dataProvider';
import { lazyComponent } from '../components/lazyComponent';
import { auditList } from '../../contract/lists/audit';
import { listQueryOf } from '../lists/listQuery';

/**
 * The audit trail: react-admin's list on the map's audit.list, `limit` and a zero-based `page`,
 * with its declared filters and sort ({ data, pagination{total} }).
 */
export const auditApi: ResourceApi = {
  name: 'audit',
  idField: 'id',
  list: verb(
    API.audit.list,
    (params) => ({ query: { ...zeroBasedPage(params), ...listQueryOf(auditList, params) } }),
    unwrapPaginated,
  ),
};

/** The /admin/audit screen (read-only) and its endpoint. */
export const audit: Area = { screens: { audit: lazyComponent(() => import('./AuditList'), 'AuditList') }, api: auditApi };
