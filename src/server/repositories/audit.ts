import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { latestFirst } from './order';
import type { AuditAction, AuditPage, AuditQuery } from '../../contract';
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

/** Midnight of a Lisbon day, as an instant. */
const lisbonMidnight = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE 'Europe/Lisbon')`;

/** A page of the trail, newest first, with the filters' total. */
export async function listAudit(db: Db, { limit, page, user, resource, from, to }: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (user) where.push(eq(auditLog.userId, user));
  if (resource) where.push(eq(auditLog.resource, resource));
  if (from) where.push(gte(auditLog.at, lisbonMidnight(from)));
  if (to) where.push(lt(auditLog.at, lisbonMidnight(to, 1)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(condition).orderBy(latestFirst(auditLog.at), latestFirst(auditLog.id)).limit(limit).offset(page * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition),
  ]);
  const data = rows.map((r) => ({
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
  }));
  return { data, pagination: { count: data.length, limit, total, page } };
}
