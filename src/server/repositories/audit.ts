import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditList, type AuditAction, type AuditEntry, type AuditPage, type DeclaredListQuery } from '../../contract';
import { declaredOrder, declaredWhere, type ListColumns } from '../lists/declaredQuery';
import { pageOf } from '../lists/page';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditRecord {
  userId: string | null;
  role: string | null;
  action: AuditAction;
  resource: string;
  route: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

const columns: ListColumns<keyof typeof auditList.filters, (typeof auditList.sorts)[number]> = {
  filters: { user: auditLog.userId, resource: auditLog.resource, action: auditLog.action, at: auditLog.at },
  sorts: { at: auditLog.at },
  tiebreak: auditLog.id,
};

type AuditListQuery = DeclaredListQuery & { limit: number; page: number };

/** The rows of one page (also EXPLAINed by the tests: every declared filter and sort on an index). */
export const auditPageRows = (db: Db, query: AuditListQuery) =>
  db.select().from(auditLog).where(declaredWhere(auditList, columns, query)).orderBy(...declaredOrder(auditList, columns, query)).limit(query.limit).offset(query.page * query.limit);

/** A page of the trail (newest first unless asked), with the filters' total. */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const [rows, [{ total }]] = await Promise.all([
    auditPageRows(db, query),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(declaredWhere(auditList, columns, query)),
  ]);
  return pageOf(rows.map(toEntry), query, total);
}

/** How many of a record's entries its history shows (the newest). */
export const HISTORY_LIMIT = 100;

/** One record's entries, newest first (its history), by the areas the trail files them under and the record's id. */
export async function recordHistory(db: Db, areas: readonly string[], recordId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.resource, [...areas]), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map(toEntry);
}

function toEntry(r: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    user: r.userId,
    role: r.role,
    action: r.action as AuditAction,
    resource: r.resource,
    route: r.route,
    recordId: r.recordId,
    before: r.before,
    after: r.after,
    ip: r.ip,
  };
}
