import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { PUBLIC_ENDPOINTS, type AuditAction, type AuditEntry, type Endpoint, type ScreenAccess } from '../contract';
import { API_PREFIX, routeEndpoint } from './auth/guard';
import { callAreas } from './routes/route';
import { recordAudit, recordHistory, type AuditRecord } from './repositories/audit';
import { overwrites } from './concurrency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The action to record for this route when its method does not say it (a POST that updates),
     * recorded even for a GET (a read of health data, the purge the spec calls by GET); false: a
     * POST that changes nothing (a read by POST, sign-out).
     */
    audit?: AuditAction | false;
  }
  interface FastifyInstance {
    /**
     * A record's history ('Histórico', GET <record>/historico): its entries, newest first, filed
     * under the areas of the screens that show that history or under the path's own area (the
     * mobile app's calls, on no screen). The caller checks first that the record is one the user reads.
     */
    recordHistory(request: FastifyRequest, recordId: string): Promise<AuditEntry[]>;
    /** The area each audited endpoint's entries are filed under (the audit list's `resource` filter offers each). */
    auditAreas: Map<string, string>;
  }
  interface FastifyRequest {
    /** What a handler tells the trail about its change: the record and its state before and after. */
    auditChange: AuditChange | null;
  }
}

export interface AuditChange {
  recordId?: string | null;
  before?: unknown;
  after?: unknown;
  /** The action, when neither the route nor its If-Match says it (the calendar saved over one language: 'sobrepor'). */
  action?: AuditAction;
}

/** Tells the audit trail which record a handler changed and how it was before and after. */
export function audit(request: FastifyRequest, change: AuditChange): void {
  request.auditChange = { ...request.auditChange, ...change };
}

const ACTIONS: Record<string, AuditAction> = { POST: 'criar', PUT: 'alterar', PATCH: 'alterar', DELETE: 'remover' };
const MAX_TEXT = 300;

/** A value as the trail keeps it: no secrets, no file contents, long texts cut. */
export function auditValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (${value.length} caracteres)` : value;
  if (value === null || typeof value !== 'object' || depth > 6) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => auditValue(v, depth + 1));
  return Object.fromEntries(
    // A record's version (the row's xmin) is bookkeeping, not a change anyone made: left out at the top level.
    Object.entries(value).filter(([key]) => depth > 0 || key !== 'version').map(([key, inner]) => {
      if (/password|token/i.test(key)) return [key, '[oculto]'];
      if (/^(anexo|ficheiro|file|fotografia|imagem)$/i.test(key) && typeof inner === 'string') return [key, `[ficheiro: ${inner.length} caracteres]`];
      return [key, auditValue(inner, depth + 1)];
    }),
  );
}

/** The id of the record a POST created, from its answer (`{ data: { _id | id } }`); undefined for anything else. */
function createdId(method: string, answer: unknown): string | undefined {
  if (method !== 'POST' || typeof answer !== 'object' || answer === null) return undefined;
  const { data } = answer as { data?: { _id?: unknown; id?: unknown } };
  const id = data?._id ?? data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** Whether a route's requests are written to the trail: changes through the API, and reads marked with an action. */
function audited(route: RouteOptions): boolean {
  const mode = route.config?.audit;
  if (!route.url.startsWith(`${API_PREFIX}/`) || mode === false) return false;
  return Boolean(mode) || [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
}

/**
 * Every successful change through the API (POST, PUT, DELETE by a signed-in user) and every GET
 * whose call is declared `audited` (routeOf sets its route's `config.audit`) is written to the trail
 * in the transaction of the change, before the answer leaves: who, when, which area (the access
 * table's screen), the record, and the state before and after. A handler answers by returning its
 * answer (not by `reply.send`), so that nothing is sent before the change and its entry have
 * committed.
 */
export const auditTrail = fp<{ screens: readonly ScreenAccess[] }>(
  async (app, { screens }) => {
    const screenOf = new Map<string, string>();
    for (const screen of screens) for (const endpoint of screen.endpoints) if (!screenOf.has(endpoint)) screenOf.set(endpoint, screen.screen);
    // A call on no screen (the mobile app's suggestion and HR question) is filed under the first screen showing its area of the endpoint map.
    const callArea = callAreas(screens);
    const screenOfArea = new Map<string, string>();
    for (const [endpoint, screen] of screenOf) {
      const area = callArea.get(endpoint);
      if (area && !screenOfArea.has(area)) screenOfArea.set(area, screen);
    }
    const areaOf = (key: string) => {
      const endpoint = key.replace(/^HEAD /, 'GET '); // a GET route's HEAD is the same read
      return screenOf.get(endpoint) ?? screenOfArea.get(callArea.get(endpoint) ?? '') ?? endpoint.split('/')[1] ?? '';
    };
    const signedOut = new Set<string>(PUBLIC_ENDPOINTS);
    app.decorate('auditAreas', new Map<string, string>());
    app.decorateRequest('auditChange', null);

    // The areas a record's entries are filed under (entryOf's `resource`), by the endpoint of its history.
    const areasOf = (endpoint: Endpoint) => [...new Set([...screens.filter((s) => s.endpoints.includes(endpoint)).map((s) => s.screen), endpoint.split('/')[1] ?? ''])];
    app.decorate('recordHistory', (request: FastifyRequest, recordId: string) =>
      recordHistory(request.db, areasOf(routeEndpoint(request.method, request.routeOptions.url ?? '')), recordId),
    );

    const entryOf = (request: FastifyRequest, answer: unknown): AuditRecord => {
      const url = request.routeOptions.url ?? '';
      const mode = request.routeOptions.config.audit;
      const endpoint = routeEndpoint(request.method, url);
      const params = request.params as Record<string, string> | undefined;
      const change = request.auditChange ?? {};
      return {
        userId: request.user.idUtilizador,
        role: request.role,
        action: request.method !== 'GET' && overwrites(request) ? 'sobrepor' : (change.action ?? (mode || (ACTIONS[request.method] ?? 'alterar'))),
        resource: areaOf(endpoint),
        route: `${request.method} ${url}`,
        recordId: change.recordId ?? createdId(request.method, answer) ?? (params ? (Object.values(params)[0] ?? null) : null),
        before: auditValue(change.before ?? null),
        after: auditValue(change.after ?? (request.method === 'GET' ? request.query : request.body) ?? null),
        ip: request.ip,
      };
    };

    app.addHook('onRoute', (route) => {
      if (!audited(route)) return;
      for (const method of [route.method].flat()) {
        const endpoint = routeEndpoint(method, route.url);
        if (!signedOut.has(endpoint)) app.auditAreas.set(endpoint, areaOf(endpoint));
      }
      const handler = route.handler;
      route.handler = async function auditedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        // Signed out (sign-in itself): nothing to attribute.
        if (!request.user) return handler.call(this, request, reply);
        // The change and its entry in one transaction: request.db is it while the handler runs, and a
        // handler's own `request.db.transaction(...)` becomes a savepoint of it.
        return app.db.transaction(async (tx) => {
          request.tx = tx;
          try {
            const answer: unknown = await handler.call(this, request, reply);
            if (reply.sent) throw new Error(`${request.method} ${request.routeOptions.url}: an audited route answers by returning, not by reply.send`);
            if (reply.statusCode < 400) await recordAudit(tx, entryOf(request, answer));
            return answer;
          } finally {
            request.tx = null;
          }
        });
      };
    });
  },
  { name: 'audit-trail', dependencies: ['db', 'guard'] },
);
