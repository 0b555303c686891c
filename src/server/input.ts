import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES } from '../contract';
import { HttpError } from './errors';

/** A record id of a `uuid` column: anything else names no record (404), never reaches the database (whose cast would fail). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text PostgreSQL refuses: a NUL, or a lone UTF-16 surrogate (JSON's "\ud800"), which is no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** How deep a request's JSON may nest: the deepest body of the API has 4 levels (the calendar's). */
export const MAX_DEPTH = 32;

/**
 * Every place in a parsed request where such text hides ('titulo', 'tags.2'), walked with a stack
 * of its own (a recursive walk ran out of call stack on 10,000 levels: a 500); 'too-deep' past
 * MAX_DEPTH levels.
 */
function unstorablePaths(root: unknown): string[] | 'too-deep' {
  const found: string[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (unstorable(value)) found.push(path || '_');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return 'too-deep';
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (unstorable(key)) found.push(at);
        else pending.push({ value: inner, path: at, depth: depth + 1 });
      }
    }
  }
  return found;
}

/**
 * PostgreSQL refuses NUL and lone surrogates in text, so none reaches a handler: a path, query or
 * body holding one is answered 400, before validation, whatever the route (a DELETE with such a body
 * removed the record and then failed writing the audit entry); nor does a body nested deeper than
 * any the API takes.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths: string[] = [];
    for (const part of [request.params, request.query, request.body]) {
      const found = unstorablePaths(part);
      if (found === 'too-deep') throw new HttpError(400, FIELD_MESSAGES.tooDeep);
      paths.push(...found);
    }
    if (paths.length > 0) throw new HttpError(400, FIELD_MESSAGES.nul, Object.fromEntries(paths.map((p) => [p, FIELD_MESSAGES.nul])));
  });
}
