/**
 * The data provider engine. It knows no resource and writes no path: every call is one of the
 * endpoint map's (src/contract/api), typed by its schemas.
 *
 *   call(API.tutorias.approve, { body })   -> POST /tutorias/aprovado, typed body and answer
 *   getList / getOne / create / update / delete -> a resource's verbs (a `ResourceApi`), each one
 *     call of the map with what it sends from react-admin's params and what it reads of the answer
 *
 * Records get `id` from the resource's own id field (`_id`, `id_utilizador`, ...).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { OVERWRITE } from '../../contract/schemas/version';
import { pathOf, type CallAnswer, type CallDeclaration, type CallInput, type TakesNothing } from '../../contract/api/call';
import { sendWithProgress, type Progress } from './files';
import { http as defaultHttp, type HttpClient, type Query } from './http';

export interface CallOptions {
  /** Upload progress: the body is sent with XMLHttpRequest (fetch reports none). */
  onProgress?: Progress;
  /** Sent even as the page unloads (a tab saying it leaves). */
  keepalive?: boolean;
}

/** One typed call of the map; its input may be left out when it takes none. */
export interface CallApi {
  <C extends CallDeclaration & TakesNothing>(c: C, input?: CallInput<C>, options?: CallOptions): Promise<CallAnswer<C>>;
  <C extends CallDeclaration>(c: C, input: CallInput<C>, options?: CallOptions): Promise<CallAnswer<C>>;
  /** For the hooks, which pass on what their caller gave (checked by their own overloads). */
  <C extends CallDeclaration>(c: C, input: CallInput<C> | undefined, options?: CallOptions): Promise<CallAnswer<C>>;
}

type Row = Record<string, unknown>;
export interface ListAnswer {
  data: Row[];
  total?: number;
  meta?: unknown;
}
/** A verb of a resource: what it does with the typed calls, from react-admin's params. */
export type Verb<Args, Out> = (call: CallApi, args: Args) => Promise<Out>;

export interface ResourceApi {
  name: string;
  idField: string;
  list?: Verb<GetListParams, ListAnswer>;
  one?: Verb<{ id: Identifier }, Row>;
  create?: Verb<{ data: Row }, Row>;
  update?: Verb<{ id: Identifier; data: Row; previousData: Row; meta?: WriteMeta }, Row>;
  remove?: Verb<{ id: Identifier; previousData?: Row; meta?: WriteMeta }, Row>;
}

/** react-admin's `meta` of a write: `overwrite` saves over another's change on purpose ('Guardar por cima'). */
export interface WriteMeta {
  overwrite?: boolean;
}

/** The version a write sends back (If-Match): the one of the record as read, or OVERWRITE when asked. */
export const versionRead = (previousData: Row | undefined, meta: WriteMeta | undefined): string | undefined =>
  meta?.overwrite ? OVERWRITE : typeof previousData?.version === 'string' ? previousData.version : undefined;

/** A verb made of one call: the input it sends from react-admin's params, and what it reads of the answer. */
export function verb<C extends CallDeclaration, Args, Out>(c: C, input: (args: Args) => CallInput<C>, read: (answer: CallAnswer<C>, args: Args) => Out): Verb<Args, Out> {
  return async (call, args) => read(await call(c, input(args)), args);
}

/** `{ data: ... }` -> data: the API wraps most answers in `data`. */
export const unwrapData = <T,>(answer: { data: T }): T => answer.data;

/** Lists paginated on the wire: `limit` and a zero-based `page`. */
export const zeroBasedPage = (params: GetListParams) => ({
  limit: params.pagination?.perPage,
  page: params.pagination ? params.pagination.page - 1 : undefined,
});
/** A paginated answer `{data, pagination: {total}}`: the page, its total, the pagination as meta. */
export const unwrapPaginated = <T extends Row>({ data, pagination }: { data: T[]; pagination: { total: number } }): ListAnswer => ({ data, total: pagination.total, meta: pagination });
/** A paginated answer with its records' versions beside them (`versions`, by id): each record with its `version` (what its write sends back). */
export const unwrapVersioned =
  (idField: string) =>
  <T extends Row>({ data, versions, ...answer }: { data: T[]; pagination: { total: number }; versions?: Record<string, string> }): ListAnswer =>
    unwrapPaginated({ ...answer, data: data.map((record) => ({ ...record, version: versions?.[String(record[idField])] })) });
/** Lists answered whole as `{data: [...]}`. */
export const unwrapList = <T extends Row>({ data }: { data: T[] }): ListAnswer => ({ data, total: data.length });

export interface BackofficeDataProvider extends DataProvider {
  /** A call of the endpoint map (any call beyond react-admin's verbs). */
  call: CallApi;
}

/** Sends one call: path params into the path, the query, a JSON or multipart body, the version read (If-Match). */
export function createCall(http: HttpClient = defaultHttp): CallApi {
  return <C extends CallDeclaration>(c: C, input?: CallInput<C>, options: CallOptions = {}) => {
    const { params, query, body, version }: { params?: Readonly<Row>; query?: unknown; body?: unknown; version?: string } = input ?? {};
    const path = pathOf(c, params);
    if (options.onProgress && (c.method === 'POST' || c.method === 'PUT')) return sendWithProgress<CallAnswer<C>>(c.method, path, body, options.onProgress, version);
    // A read the trail records as an action (the purge) is never asked ahead of the user.
    return http<CallAnswer<C>>(path, { method: c.method, query: query as Query | undefined, body, version, keepalive: options.keepalive, ...(c.audited ? { early: false as const } : {}) });
  };
}

export function createDataProvider(resources: readonly ResourceApi[], http: HttpClient = defaultHttp): BackofficeDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const call = createCall(http);

  const api = (resource: string): ResourceApi => {
    const found = byName.get(resource);
    if (!found) throw new Error(`Unknown resource "${resource}"`);
    return found;
  };
  const verbOf = <K extends 'list' | 'one' | 'create' | 'update' | 'remove'>(resource: string, name: K): NonNullable<ResourceApi[K]> => {
    const found = api(resource)[name];
    if (!found) throw new Error(`Resource "${resource}" declares no ${name}`);
    return found;
  };
  const withId = <T extends RaRecord>(resource: string, record: Row): T => ({ ...record, id: record[api(resource).idField] }) as T;
  const getOne = async <T extends RaRecord>(resource: string, id: Identifier) => withId<T>(resource, await verbOf(resource, 'one')(call, { id }));
  const update = async <T extends RaRecord>(resource: string, id: Identifier, data: Row, previousData: Row, meta?: WriteMeta) =>
    withId<T>(resource, await verbOf(resource, 'update')(call, { id, data, previousData, meta }));
  const remove = async <T extends RaRecord>(resource: string, id: Identifier, previousData?: Row, meta?: WriteMeta) =>
    withId<T>(resource, await verbOf(resource, 'remove')(call, { id, previousData, meta }));

  const provider: BackofficeDataProvider = {
    getList: async <T extends RaRecord>(resource: string, params: GetListParams) => {
      const { data, total, meta } = await verbOf(resource, 'list')(call, params);
      return { data: data.map((record) => withId<T>(resource, record)), total: total ?? data.length, meta };
    },
    getOne: async <T extends RaRecord>(resource: string, { id }: { id: Identifier }) => ({ data: await getOne<T>(resource, id) }),
    getMany: async <T extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => ({ data: await Promise.all(ids.map((id) => getOne<T>(resource, id))) }),
    getManyReference: (resource, params) => provider.getList(resource, params),
    create: async <T extends RaRecord>(resource: string, { data }: { data: Partial<T> }) => ({ data: withId<T>(resource, await verbOf(resource, 'create')(call, { data })) }),
    update: async <T extends RaRecord>(resource: string, { id, data, previousData, meta }: { id: Identifier; data: Partial<T>; previousData: T; meta?: WriteMeta }) => ({
      data: await update<T>(resource, id, data, previousData, meta),
    }),
    async updateMany(resource, { ids, data }) {
      const updated = await Promise.all(ids.map((id) => update(resource, id, data, {})));
      return { data: updated.map((r) => r.id) };
    },
    delete: async <T extends RaRecord>(resource: string, { id, previousData, meta }: { id: Identifier; previousData?: T; meta?: WriteMeta }) => ({
      data: await remove<T>(resource, id, previousData, meta),
    }),
    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
    call,
  };
  return provider;
}
