/**
 * The data provider engine. It knows no resource: each resource folder declares how react-admin's
 * verbs map onto its endpoints (a `ResourceApi`), and the engine reads those declarations.
 *
 *   getList   -> list.method list.path  ?query(params)        unwrap -> { data, total }
 *   getOne    -> GET one.path(id)                             unwrap -> record
 *   create    -> POST create.path  body(data)                 unwrap -> record
 *   update    -> PUT update.path(id)  body(data, previous)    unwrap -> record
 *   delete    -> DELETE remove.path(id)                       unwrap -> record
 *   action    -> a named non-CRUD call (archive, purge, ...), declared the same way
 *
 * Records get `id` from the resource's own id field (`_id`, `id_utilizador`, ...).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { http as defaultHttp, type HttpClient, type HttpRequest, type Query } from './http';

type Json = unknown;
type Method = NonNullable<HttpRequest['method']>;

export interface CallSpec<Args> {
  method?: Method;
  path: string | ((args: Args) => string);
  query?: (args: Args) => Query;
  body?: (args: Args) => unknown;
}

export interface ListSpec extends CallSpec<GetListParams> {
  unwrap?: (json: Json, params: GetListParams) => { data: Record<string, unknown>[]; total?: number; meta?: unknown };
}

export interface RecordSpec<Args> extends CallSpec<Args> {
  unwrap?: (json: Json) => Record<string, unknown>;
}

export interface ActionSpec<Args = Record<string, unknown>> extends CallSpec<Args> {
  unwrap?: (json: Json) => unknown;
}

export interface ResourceApi {
  name: string;
  idField: string;
  list?: ListSpec;
  one?: RecordSpec<{ id: Identifier }>;
  create?: RecordSpec<{ data: Record<string, unknown> }>;
  update?: RecordSpec<{ id: Identifier; data: Record<string, unknown>; previousData: Record<string, unknown> }>;
  remove?: RecordSpec<{ id: Identifier; previousData?: Record<string, unknown> }>;
  actions?: Record<string, ActionSpec<never>>;
}

/** `/base/<id>`, the id escaped: the path of one record. */
export const idPath =
  (base: string) =>
  ({ id }: { id: Identifier }) =>
    `${base}/${encodeURIComponent(String(id))}`;

/** `{ data: ... }` -> data: the API wraps most answers in `data`. */
export const unwrapData = (json: Json) => (json as { data: Record<string, unknown> }).data;

/** Lists paginated on the wire: `limit` and a zero-based `page`; answers `{data, pagination: {total}}`. */
export const zeroBasedPage = (params: GetListParams): Query => ({
  limit: params.pagination?.perPage,
  page: params.pagination ? params.pagination.page - 1 : undefined,
});
export const unwrapPaginated = (json: Json) => {
  const { data, pagination } = json as { data: Record<string, unknown>[]; pagination: { total: number } & Record<string, unknown> };
  return { data, total: pagination.total, meta: pagination };
};
/** Lists answered whole as `{data: [...]}`. */
export const unwrapList = (json: Json) => {
  const data = unwrapData(json) as unknown as Record<string, unknown>[];
  return { data, total: data.length };
};

export interface BackofficeDataProvider extends DataProvider {
  /** A named, non-CRUD call declared by a resource. */
  action<T = unknown>(resource: string, action: string, args?: Record<string, unknown>): Promise<T>;
}

export function createDataProvider(resources: readonly ResourceApi[], http: HttpClient = defaultHttp): BackofficeDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));

  const api = (resource: string): ResourceApi => {
    const found = byName.get(resource);
    if (!found) throw new Error(`Unknown resource "${resource}"`);
    return found;
  };
  const spec = <S>(resource: string, verb: keyof ResourceApi, value: S | undefined): S => {
    if (!value) throw new Error(`Resource "${resource}" declares no ${String(verb)}`);
    return value;
  };
  const call = <Args>(s: CallSpec<Args>, args: Args, fallback: Method) =>
    http(typeof s.path === 'function' ? s.path(args) : s.path, {
      method: s.method ?? fallback,
      query: s.query?.(args),
      body: s.body?.(args),
    });
  const withId = (r: ResourceApi, record: Record<string, unknown>): RaRecord => ({ ...record, id: record[r.idField] as Identifier });
  const one = async <Args>(resource: string, verb: 'one' | 'create' | 'update' | 'remove', args: Args, method: Method) => {
    const r = api(resource);
    const s = spec(resource, verb, r[verb] as RecordSpec<Args> | undefined);
    const json = await call(s, args, method);
    return withId(r, (s.unwrap ?? unwrapData)(json));
  };

  const provider: BackofficeDataProvider = {
    async getList(resource, params) {
      const r = api(resource);
      const s = spec(resource, 'list', r.list);
      const json = await call(s, params, 'GET');
      const { data, total, meta } = (s.unwrap ?? unwrapList)(json, params) as ReturnType<NonNullable<ListSpec['unwrap']>>;
      return { data: data.map((record) => withId(r, record)), total: total ?? data.length, meta } as never;
    },
    getOne: async (resource, params) => ({ data: await one(resource, 'one', { id: params.id }, 'GET') }) as never,
    async getMany(resource, params) {
      return { data: await Promise.all(params.ids.map((id) => one(resource, 'one', { id }, 'GET'))) } as never;
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, params);
    },
    create: async (resource, params) => ({ data: await one(resource, 'create', { data: params.data }, 'POST') }) as never,
    update: async (resource, params) =>
      ({ data: await one(resource, 'update', { id: params.id, data: params.data, previousData: params.previousData }, 'PUT') }) as never,
    async updateMany(resource, params) {
      const updated = await Promise.all(params.ids.map((id) => one(resource, 'update', { id, data: params.data, previousData: {} }, 'PUT')));
      return { data: updated.map((r) => r.id) };
    },
    delete: async (resource, params) => ({ data: await one(resource, 'remove', { id: params.id, previousData: params.previousData }, 'DELETE') }) as never,
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => one(resource, 'remove', { id }, 'DELETE')));
      return { data: params.ids };
    },
    async action<T>(resource: string, name: string, args: Record<string, unknown> = {}) {
      const s = spec(resource, 'actions', api(resource).actions?.[name]) as ActionSpec<Record<string, unknown>>;
      const json = await call(s, args, 'POST');
      return (s.unwrap ? s.unwrap(json) : json) as T;
    },
  };
  return provider;
}
