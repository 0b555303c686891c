import { z } from 'zod';
import { calendarDay } from './fields';
import { paginationInfo, paginationQuery } from './pagination';

/** What was done: a change (create, update, remove, an overwrite on purpose of another's change) or a read of health data. */
export const AUDIT_ACTIONS = ['criar', 'alterar', 'remover', 'consultar', 'sobrepor'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 25;

/**
 * GET /admin/audit?limit&page (zero-based)&user&resource&from&to: newest first; `from` and `to` are
 * days (YYYY-MM-DD) in Lisbon time, both included; `resource` is a screen key of the access table.
 */
export const auditQuery = paginationQuery(AUDIT_PAGE_SIZE).extend({
  user: z.string().trim().max(100, 'Utilizador demasiado longo.').optional(),
  resource: z.string().trim().max(60, 'Área inválida.').optional(),
  from: calendarDay('Data inválida.').optional(),
  to: calendarDay('Data inválida.').optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  user: z.string().nullable(),
  role: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The screen key of the access table the endpoint belongs to. */
  resource: z.string(),
  /** `METHOD /api/path` as the route is written. */
  route: z.string(),
  recordId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({ data: z.array(auditEntry), pagination: paginationInfo });
export type AuditPage = z.infer<typeof auditPage>;
