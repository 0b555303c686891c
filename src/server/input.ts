import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '../contract';
import { HttpError } from './errors';

/** Text PostgreSQL refuses: a NUL, or a lone UTF-16 surrogate (JSON's "\ud800"), which is no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Every place in a parsed request where such text hides ('titulo', 'tags.2'). */
function unstorablePaths(value: unknown, path: string, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (unstorable(value)) found.push(path || '_');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (unstorable(key)) found.push(at);
      else unstorablePaths(inner, at, found);
    }
  }
  return found;
}

/**
 * PostgreSQL refuses NUL and lone surrogates in text, so none reaches a handler: a path, query or
 * body holding one is answered 400, before validation, whatever the route (a DELETE with such a body
 * removed the record and then failed writing the audit entry).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [request.params, request.query, request.body].flatMap((part) => unstorablePaths(part, ''));
    if (paths.length > 0) throw new HttpError(400, FIELD_MESSAGES.nul, Object.fromEntries(paths.map((p) => [p, FIELD_MESSAGES.nul])));
  });
}
