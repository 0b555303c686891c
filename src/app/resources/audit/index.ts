import type { Area } from '../../areas';
import { API } from '../../../contract/api';
import { unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AuditFilter } from './AuditList';

/**
 * The audit trail: react-admin's list on the map's audit.list, `limit` and a zero-based `page`,
 * filtered by user, area and days ({ data, pagination{total} }).
 */
export const auditApi: ResourceApi = {
  name: 'audit',
  idField: 'id',
  list: verb(
    API.audit.list,
    (params) => {
      const { user, resource, from, to } = (params.filter ?? {}) as AuditFilter;
      return { query: { ...zeroBasedPage(params), user: user?.trim() || undefined, resource: resource || undefined, from: from || undefined, to: to || undefined } };
    },
    unwrapPaginated,
  ),
};

/** The /admin/audit screen (read-only) and its endpoint. */
export const audit: Area = { screens: { audit: lazyScreen(() => import('./AuditList'), 'AuditList') }, api: auditApi };
