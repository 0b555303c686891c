import { z } from 'zod';
import { paginationInfo, paginationQuery } from './pagination';

/** What was done: a change (create, update, remove, an overwrite on purpose of another's change) or a read of health data. */
export const AUDIT_ACTIONS = ['criar', 'alterar', 'remover', 'consultar', 'sobrepor'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 25;

/**
 * GET /admin/audit?limit&page (zero-based) and the declared filters and sort (lists/audit.ts):
 * newest first unless asked; dates are days in Lisbon time, both included.
 */
export const auditQueryBase = paginationQuery(AUDIT_PAGE_SIZE);

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

/** A record's history ('Histórico'): its entries, newest first (GET <record>/historico). */
export const recordHistoryAnswer = z.object({ data: z.array(auditEntry) });
export type AuditPage = z.infer<typeof auditPage>;
