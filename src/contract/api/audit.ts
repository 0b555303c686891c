/** The audit trail, read-only. */
import { call, defineArea } from './call';
import { auditPage, auditQueryBase } from '../schemas/audit';
import { auditList } from '../lists/audit';
import { declaredListQuery } from '../lists/define';

export const audit = defineArea('audit', {
  list: call('GET', '/admin/audit', { query: declaredListQuery(auditQueryBase, auditList), answer: auditPage }),
});
