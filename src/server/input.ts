import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '../contract';
import { HttpError } from './errors';

/** Every place in a parsed request where a NUL character hides ('titulo', 'tags.2'). */
function nulPaths(value: unknown, path: string, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) found.push(at);
      else nulPaths(inner, at, found);
    }
  }
  return found;
}

/**
 * PostgreSQL refuses NUL in text, so no NUL reaches a handler: a path, query or body holding one is
 * answered 400, before validation, whatever the route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [request.params, request.query, request.body].flatMap((part) => nulPaths(part, ''));
    if (paths.length > 0) throw new HttpError(400, FIELD_MESSAGES.nul, Object.fromEntries(paths.map((p) => [p, FIELD_MESSAGES.nul])));
  });
}
