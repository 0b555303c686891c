/**
 * Schemathesis-style request generation from an OpenAPI 3 description, with fast-check: for one
 * operation, requests valid by its JSON schemas (path, querystring, body) and hostile ones, with
 * one thing broken at a time so that a failure points at its cause.
 */
import fc from 'fast-check';

export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Operation {
  method: Method;
  /** OpenAPI path, `{param}` style: '/api/bugs/{id}'. */
  path: string;
  pathParams: Record<string, Schema>;
  /** The querystring as one object schema (undefined: the operation takes none). */
  query?: Schema;
  /** The JSON body's schema (undefined: none, or not JSON, e.g. multipart). */
  body?: Schema;
}

/** One generated request; `mutation` says what was broken ('valid': nothing). */
export interface FuzzRequest {
  mutation: 'valid' | 'query' | 'path' | 'body' | 'content-type' | 'not-json';
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The raw body text (undefined: none sent). */
  payload?: string;
  contentType?: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Values the API itself answered, by field name (`school` -> ['ESTG', …]): the JSON schemas lose
 * zod's refinements (known schools, roles, types), so without them a valid request would rarely
 * get past validation to the handler's SQL. Like Schemathesis' examples, they are one option among
 * the generated ones.
 */
export type Dictionary = Map<string, Set<string | number | boolean>>;

/** Adds every short primitive value of a JSON answer to the dictionary, under its key. */
export function observe(value: unknown, into: Dictionary, skip: (v: unknown) => boolean, key?: string): void {
  if (Array.isArray(value)) return value.forEach((v) => observe(v, into, skip, key));
  if (value && typeof value === 'object') return Object.entries(value).forEach(([k, inner]) => observe(inner, into, skip, k));
  const primitive = ['string', 'number', 'boolean'].includes(typeof value) && String(value).length <= 200;
  if (key && primitive && !skip(value) && (into.get(key)?.size ?? 0) < 12) into.set(key, (into.get(key) ?? new Set()).add(value as string));
}

/** Every operation under /api but the documentation itself. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = op.parameters ?? [];
      const inQuery = parameters.filter((p) => p.in === 'query');
      found.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: inQuery.length
          ? { type: 'object', properties: Object.fromEntries(inQuery.map((p) => [p.name, p.schema])), required: inQuery.filter((p) => p.required).map((p) => p.name) }
          : undefined,
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return found;
}

const HUGE_TEXT = 'x'.repeat(100_000);
/** Values that break things further in: NUL, huge texts and numbers, dates out of range, other types. */
const HOSTILE_VALUES: unknown[] = [
  '\u0000', 'a\u0000b', HUGE_TEXT, 1e308, -1e308, -1, 0.5, 2 ** 53, -(2 ** 53), '1e308', '-1', '9007199254740993', '1234567890123456789012345678901234567890',
  '+275760-09-13T00:00:00.000Z', '-271821-04-19T00:00:00.000Z', '0000-00-00', '9999-99-99', '2026-02-30', '25:61',
  '', ' ', null, true, false, 0, [], {}, ['x'], { a: 1 }, "' OR 1=1 --", '../../etc/passwd', '\ud800', 'javascript:alert(1)',
];
/** Path parameters that upset routers, decoders and id columns (sent as written, not encoded). */
const HOSTILE_PARAMS = ['%00', '../', '..%2F..%2F', '..', '%', '%zz', '1234567890123456789012345678901234567890', '-1', '1e308', '%F0%9F%92%A9', HUGE_TEXT.slice(0, 500)];
const BAD_CONTENT_TYPES = ['application/json\t', ' application/json', 'APPLICATION/JSON', 'application/json;', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', ''];
const NOT_JSON = ['{', '{"a":', 'not json', "{'a':1}", '[1,]', '\u0000', 'null', '"texto"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', HUGE_TEXT];
/** Extra fields a mass assignment would use. */
const EXTRA_FIELDS = ['id', '_id', 'role', 'createdBy', 'idUtilizador', 'isAdmin', '__proto__', 'a\u0000b'];

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** Whether a value (one the API answered) is valid by the schema's type, lengths and bounds. */
function fits(schema: Schema, value: unknown): boolean {
  const type = typeOf(schema);
  if (typeof value === 'string') return type === 'string' && value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  if (typeof value === 'number') return (type === 'number' || (type === 'integer' && Number.isInteger(value))) && value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);
  return typeof value === type;
}

/** Value generators for the schemas of one API, drawing on what it answered. */
function generators(seen: Dictionary) {
  const hostile = fc.constantFrom(...HOSTILE_VALUES);

  /** A value valid by the schema; `key` is its field's name, to draw on the dictionary. */
  function valid(schema: Schema | undefined, key?: string): fc.Arbitrary<unknown> {
    if (!schema) return fc.constant(undefined);
    const generated = byType(schema);
    const known = key && !schema.enum ? [...(seen.get(key) ?? [])].filter((v) => fits(schema, v)) : [];
    const value = known.length ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 3, arbitrary: fc.constantFrom(...known) }) : generated;
    return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
  }

  function byType(schema: Schema): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((s) => valid(s)));
    switch (typeOf(schema)) {
      case 'string': {
        if (schema.format === 'uuid') return fc.uuid();
        const minLength = schema.minLength ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
        const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
        if (schema.format === 'date-time') return date;
        // Texts the refinements may want, where the lengths allow: an instant, a day, a time, a flag.
        const wanted = [date, date.map((d) => d.slice(0, 10)), date.map((d) => d.slice(11, 16)), fc.constant('true'), fc.constant('false')];
        const examples = wanted.filter((text) => fits(schema, fc.sample(text, 1)[0]));
        return fc.oneof(
          { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
          { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
          ...(examples.length ? [{ weight: 1, arbitrary: fc.oneof(...examples) }] : []),
        );
      }
      case 'integer':
      case 'number': {
        const min = Math.max(schema.minimum ?? -1000, -1e6);
        const max = Math.max(min, Math.min(schema.maximum ?? 1000, 1e6));
        // Small numbers first: ids, pages and codes are small.
        return fc.oneof(fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 10), Math.max(min, 0)) }), fc.integer({ min, max }));
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valid(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
      case 'object': {
        const properties = schema.properties ?? {};
        const required = (schema.required ?? []).filter((k) => k in properties);
        return fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s, k)])), { requiredKeys: required });
      }
      default:
        return fc.constant(null);
    }
  }

  /** A value the schema refuses, or one on its edge: one field broken (at any depth), dropped or added. */
  function invalid(schema: Schema | undefined): fc.Arbitrary<unknown> {
    const properties = schema?.properties ?? {};
    const fields = Object.keys(properties);
    if (!schema || typeOf(schema) !== 'object' || fields.length === 0) return hostile;
    const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    const options = [
      { weight: 4, arbitrary: fc.tuple(base, fc.constantFrom(...fields)).chain(([v, k]) => fc.oneof(hostile, invalid(properties[k])).map((bad) => ({ ...v, [k]: bad }))) },
      { weight: 2, arbitrary: fc.tuple(base, fc.constantFrom(...EXTRA_FIELDS), hostile).map(([v, k, bad]) => ({ ...v, [k]: bad })) },
      { weight: 1, arbitrary: hostile },
    ];
    const required = (schema.required ?? []).filter((k) => k in properties);
    if (required.length) options.push({ weight: 2, arbitrary: fc.tuple(base, fc.constantFrom(...required)).map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k))) });
    return fc.oneof(...options);
  }

  return { valid, invalid };
}

/** A querystring value as text; an array becomes a repeated key. */
const queryText = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : typeof value === 'string' ? value : JSON.stringify(value);
const asQuery = (value: unknown): Record<string, string | string[]> =>
  value === undefined
    ? {}
    : value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, queryText(v)]))
      : { q: queryText(value) };

/** Requests for one operation; `seen` holds values the API answered (existing ids among them). */
export function requestsFor(op: Operation, seen: Dictionary): fc.Arbitrary<FuzzRequest> {
  const { valid, invalid } = generators(seen);
  const names = Object.keys(op.pathParams);
  const validParam = (name: string) => (valid(op.pathParams[name], name) as fc.Arbitrary<string | number>).map((v) => encodeURIComponent(String(v)));
  const params = fc.record(Object.fromEntries(names.map((n) => [n, validParam(n)]))) as fc.Arbitrary<Record<string, string>>;
  const query = valid(op.query).map(asQuery);
  const takesBody = op.method !== 'GET';
  const body = valid(op.body).map((v) => (v === undefined ? undefined : JSON.stringify(v)));
  const request = (mutation: FuzzRequest['mutation'], parts: { params?: typeof params; query?: typeof query; payload?: fc.Arbitrary<string | undefined>; contentType?: fc.Arbitrary<string> }) =>
    fc.record({
      mutation: fc.constant(mutation),
      params: parts.params ?? params,
      query: parts.query ?? query,
      payload: parts.payload ?? (takesBody ? body : fc.constant(undefined)),
      contentType: parts.contentType ?? fc.constant(takesBody ? 'application/json' : undefined),
    }) as fc.Arbitrary<FuzzRequest>;

  const kinds = [
    { weight: 4, arbitrary: request('valid', {}) },
    // An operation without a querystring still gets unexpected parameters.
    { weight: 3, arbitrary: request('query', { query: invalid(op.query ?? { type: 'object', properties: { extra: { type: 'string' } } }).map(asQuery) }) },
  ];
  if (names.length) {
    const hostile = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(fc.constantFrom(...HOSTILE_PARAMS), validParam(n))]))) as typeof params;
    kinds.push({ weight: 3, arbitrary: request('path', { params: hostile }) });
  }
  if (takesBody) {
    kinds.push(
      { weight: op.body ? 6 : 2, arbitrary: request('body', { payload: invalid(op.body).map((v) => JSON.stringify(v)) }) },
      { weight: 2, arbitrary: request('content-type', { contentType: fc.constantFrom(...BAD_CONTENT_TYPES) }) },
      { weight: 2, arbitrary: request('not-json', { payload: fc.constantFrom(...NOT_JSON) }) },
    );
  }
  return fc.oneof(...kinds);
}

/**
 * Every hostile path parameter, non-JSON body and bad Content-Type once, on a valid request: the
 * combinations a random sample may miss. A route may read its body itself, after finding the
 * record (multipart), so the Content-Types go to every existing record the caller may or may not own.
 */
export function edgeCasesFor(op: Operation, seen: Dictionary, base: FuzzRequest): FuzzRequest[] {
  const names = Object.keys(op.pathParams);
  const existing = (i: number) => Object.fromEntries(names.map((n) => [n, [...(seen.get(n) ?? [])].map((v) => encodeURIComponent(String(v)))[i] ?? base.params[n]]));
  const records = Math.max(1, ...names.map((n) => seen.get(n)?.size ?? 0));
  const cases: FuzzRequest[] = names.flatMap((n) => HOSTILE_PARAMS.map((bad) => ({ ...base, mutation: 'path' as const, params: { ...existing(0), [n]: bad } })));
  if (op.method === 'GET') return cases;
  cases.push(...NOT_JSON.map((payload) => ({ ...base, mutation: 'not-json' as const, params: existing(0), payload })));
  for (let i = 0; i < records; i++) cases.push(...BAD_CONTENT_TYPES.map((contentType) => ({ ...base, mutation: 'content-type' as const, params: existing(i), contentType })));
  return cases;
}

/** The request's URL path, its parameters put in. */
export const urlOf = (op: Operation, request: FuzzRequest) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name]);
