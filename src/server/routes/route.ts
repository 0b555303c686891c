/**
 * A route from the endpoint map: method, URL and schemas come from the call's declaration in
 * src/contract/api, so the server answers exactly what the client is typed to send and read.
 *
 *   app.route({ ...routeOf(API.tutorias.approve), config: { audit: 'alterar' }, handler })
 */
import type { z } from 'zod';
import type { Call, CallDeclaration } from '../../contract/api/call';

type Status<C> = C extends { status: infer S extends number } ? S : 200;

/** The Fastify schema of a call: what the zod type provider types `request` and the answer by. */
export type RouteSchemaOf<C extends CallDeclaration> = { tags: string[] } & (C extends { params: infer S extends z.ZodType } ? { params: S } : unknown) &
  (C extends { query: infer S extends z.ZodType } ? { querystring: S } : unknown) &
  (C extends { body: infer S extends z.ZodType } ? { body: S } : unknown) &
  (C extends { answer: infer S extends z.ZodType } ? { response: { [K in Status<C>]: S } } : unknown);

export function routeOf<C extends Call>(c: C): { method: C['method']; url: C['path']; schema: RouteSchemaOf<C> } {
  const schema: Record<string, unknown> = { tags: [c.area] };
  if (c.params) schema.params = c.params;
  if (c.query) schema.querystring = c.query;
  if (c.body && typeof c.body !== 'string') schema.body = c.body;
  if (c.answer) schema.response = { [c.status ?? 200]: c.answer };
  return { method: c.method, url: c.path, schema: schema as RouteSchemaOf<C> };
}
