/**
 * A route from the endpoint map: method, URL and schemas come from the call's declaration in
 * src/contract/api, so the server answers exactly what the client is typed to send and read.
 *
 *   app.route({ ...routeOf(API.tutorias.approve), config: { audit: 'alterar' }, handler })
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ALL_CALLS, endpointKeyOf, type Call, type CallDeclaration } from '../../contract/api';
import { callsOf, type AuditAction, type Endpoint, type ScreenAccess } from '../../contract';
import { API_PREFIX, DOCS_PREFIX, routeEndpoint } from '../auth/guard';

type Status<C> = C extends { status: infer S extends number } ? S : 200;

/** The Fastify schema of a call: what the zod type provider types `request` and the answer by. */
export type RouteSchemaOf<C extends CallDeclaration> = { tags: string[] } & (C extends { params: infer S extends z.ZodType } ? { params: S } : unknown) &
  (C extends { query: infer S extends z.ZodType } ? { querystring: S } : unknown) &
  (C extends { body: infer S extends z.ZodType } ? { body: S } : unknown) &
  (C extends { answer: infer S extends z.ZodType } ? { response: { [K in Status<C>]: S } } : unknown);

export function routeOf<C extends Call>(c: C): { method: C['method']; url: C['path']; schema: RouteSchemaOf<C>; config?: { audit: AuditAction } } {
  const schema: Record<string, unknown> = { tags: [c.area] };
  if (c.params) schema.params = c.params;
  if (c.query) schema.querystring = c.query;
  if (c.body && typeof c.body !== 'string') schema.body = c.body;
  if (c.answer) schema.response = { [c.status ?? 200]: c.answer };
  // A read the trail records as an action: declared with the call (its `audited`).
  return { method: c.method, url: c.path, schema: schema as RouteSchemaOf<C>, ...(c.audited ? { config: { audit: c.audited } } : {}) };
}

/** The access table's key of a registered route, or undefined for what is no API call (HEAD, OPTIONS, docs, the client). */
function keysOf(route: { method: string | string[]; url: string }): Endpoint[] {
  if (!route.url.startsWith(`${API_PREFIX}/`) || route.url.startsWith(DOCS_PREFIX)) return [];
  return [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => routeEndpoint(method, route.url));
}

/**
 * The map and the routes agree, or the server does not start: every route registered inside the
 * plugin this is added to is a call of the map (`mapOnly`), and every call of the map has a route
 * once the app is ready (`everyCallRouted`, added at the root).
 */
const MAPPED_ENDPOINTS: ReadonlySet<string> = new Set(ALL_CALLS.map(endpointKeyOf));

export function mapOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const key of keysOf(route)) if (!MAPPED_ENDPOINTS.has(key)) throw new Error(`Route ${key} is not a call of the endpoint map (src/contract/api)`);
  });
}

export function everyCallRouted(app: FastifyInstance): void {
  const routed = new Set<string>();
  app.addHook('onRoute', (route) => keysOf(route).forEach((key) => routed.add(key)));
  app.addHook('onReady', async () => {
    const missing = [...MAPPED_ENDPOINTS].filter((key) => !routed.has(key));
    if (missing.length > 0) throw new Error(`Calls of the endpoint map with no route: ${missing.join(', ')}`);
  });
}

/**
 * The area of each call, by its key: its area of the endpoint map, or, for a declared resource's
 * calls, the resource's name (react-admin's resource, the client's query keys), for the screens
 * served. The live events route changes by it, and the audit trail files a call on no screen by it.
 */
export function callAreas(screens: readonly ScreenAccess[]): ReadonlyMap<string, string> {
  const areas = new Map<string, string>(ALL_CALLS.map((c) => [endpointKeyOf(c), c.area]));
  for (const { resource } of screens) if (resource) for (const c of callsOf(resource)) areas.set(endpointKeyOf(c), c.area);
  return areas;
}
