/** The audit trail, read-only. */
import { call, defineArea } from './call';
import { auditPage, auditQuery } from '../schemas/audit';

export const audit = defineArea('audit', {
  list: call('GET', '/admin/audit', { query: auditQuery, answer: auditPage }),
});
