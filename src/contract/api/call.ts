/**
 * How one call of the API is declared, once, for both halves: method, path (relative to /api,
 * Fastify's `:param`), and the zod schemas of its path params, query, body and answer. The server
 * registers its route from it (src/server/routes/route.ts); the client calls it through the data
 * provider's `call(call, input)` (src/app/providers/dataProvider.ts), typed by the same schemas; the
 * access table's endpoints are checked against the map by the compiler (src/contract/api/index.ts).
 */
import type { z } from 'zod';
import type { HttpMethod } from '../resources/define';
import type { AuditAction } from '../schemas/audit';

/** A body the client sends as multipart/form-data (a file and its fields); the server parses it itself. */
export const MULTIPART = 'multipart';

export interface CallSchemas {
  /** The path's `:params`. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | typeof MULTIPART;
  /** The JSON answer; absent when the answer is a file or the spec gives none. */
  answer?: z.ZodType;
  /** The status of a success, when not 200 (a creation's 201). */
  status?: 200 | 201;
  /**
   * A write of one record that refuses a stale version: the client sends the version it read in
   * `If-Match` (its input's `version`), the server answers 409 when the record changed since
   * (schemas/version.ts).
   */
  versioned?: true;
  /**
   * A read the audit trail records as an action (a read of health data, the purge the spec calls by
   * GET): the server files it under this action (src/server/audit.ts), and the client never asks it
   * ahead of the user (src/app/providers/earlyReads.ts).
   */
  audited?: AuditAction;
}

export interface CallDeclaration extends CallSchemas {
  method: HttpMethod;
  path: `/${string}`;
}

/** A call of the map: its declaration, stamped with its area (react-admin's resource name) and its name there. */
export type Call<D extends CallDeclaration = CallDeclaration, Area extends string = string, Name extends string = string> = D & { area: Area; name: Name };

/** Declares one call; `const` keeps the literal method and path (the endpoint key's type). */
export function call<const M extends HttpMethod, const P extends `/${string}`, const S extends CallSchemas = object>(method: M, path: P, schemas?: S) {
  return { method, path, ...(schemas as S) };
}

/** An area of the map: its calls, each stamped with the area and its own name (the query keys of the client). */
export function defineArea<const Area extends string, const Calls extends Record<string, CallDeclaration>>(
  area: Area,
  calls: Calls,
): { readonly [K in keyof Calls & string]: Call<Calls[K], Area, K> } {
  const stamped: Record<string, Call> = {};
  for (const [name, declared] of Object.entries(calls)) stamped[name] = { ...declared, area, name };
  return stamped as { readonly [K in keyof Calls & string]: Call<Calls[K], Area, K> };
}

type NoTrailingSlash<P extends string> = P extends `${infer Head}/` ? (Head extends '' ? P : Head) : P;

/** What an endpoint's key is made of: a method and a path relative to /api. */
interface MethodAndPath {
  method: string;
  path: string;
}

/** The access table's key of a call: `POST /tutorias/aprovado` (a trailing slash left out). */
export type EndpointKey<C extends MethodAndPath> = `${C['method']} ${NoTrailingSlash<C['path']>}`;

/** The same key at run time: of a call of the map, a declared resource's call, or a route (guard.ts `routeEndpoint`). */
export function endpointKeyOf<C extends MethodAndPath>(c: C): EndpointKey<C> {
  return `${c.method} ${c.path.replace(/\/$/, '') || '/'}` as EndpointKey<C>;
}

type Part<C, K extends 'params' | 'query'> = C extends { [P in K]: infer S extends z.ZodType } ? { [P in K]: z.input<S> } : { [P in K]?: never };
type BodyPart<C> = C extends { body: typeof MULTIPART } ? { body: FormData } : C extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: never };

type VersionPart<C> = C extends { versioned: true } ? { version?: string } : { version?: never };

/** What the client gives a call: its path params, query and body, each typed by the call's schema; a versioned write's `version` (If-Match). */
export type CallInput<C extends CallDeclaration> = Part<C, 'params'> & Part<C, 'query'> & BodyPart<C> & VersionPart<C>;

/** A call that takes no input at all (the client may leave its input out). */
export interface TakesNothing {
  params?: undefined;
  query?: undefined;
  body?: undefined;
  versioned?: undefined;
}

/** What the call answers: the answer schema's output, or unknown for a file. */
export type CallAnswer<C extends CallDeclaration> = C extends { answer: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The path with its `:params` filled in, each escaped. */
export function pathOf(c: CallDeclaration, params?: Readonly<Record<string, unknown>>): string {
  return c.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${c.method} ${c.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
