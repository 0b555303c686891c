import type { Area } from '../../areas';
import { unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AuditFilter } from './AuditList';

/**
 * The audit trail on the wire:
 *   list -> GET /admin/audit?limit&page (zero-based)&user&resource&from&to   { data, pagination{total} }
 */
export const auditApi: ResourceApi = {
  name: 'audit',
  idField: 'id',
  list: {
    path: '/admin/audit',
    query: (params) => {
      const { user, resource, from, to } = (params.filter ?? {}) as AuditFilter;
      return { ...zeroBasedPage(params), user: user?.trim() || undefined, resource: resource || undefined, from: from || undefined, to: to || undefined };
    },
    unwrap: unwrapPaginated,
  },
};

/** The /admin/audit screen (read-only) and its endpoint. */
export const audit: Area = { screens: { audit: lazyScreen(() => import('./AuditList'), 'AuditList') }, api: auditApi };
