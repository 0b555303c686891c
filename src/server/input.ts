import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '../contract';
import { HttpError } from './errors';

/** Where in a parsed request a NUL character hides ('titulo', 'tags.2'), or undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL refuses NUL in text, so no NUL reaches a handler: a path, query or body holding one is
 * answered 400, before validation, whatever the route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, '');
      if (path !== undefined) throw new HttpError(400, FIELD_MESSAGES.nul, { [path || '_']: FIELD_MESSAGES.nul });
    }
  });
}
