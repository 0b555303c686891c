/**
 * A declared resource's calls as calls of the endpoint map (src/contract/api): `defineResource`
 * gives each its declared method and path with the schemas that follow from the declaration, so
 * that the server registers them (src/server/resources), the client calls them (src/app/declared)
 * and the endpoint map's ALL_CALLS lists them, alike.
 */
import { z } from 'zod';
import { MULTIPART, type Call, type CallDeclaration } from '../api/call';
import { paginationInfo } from '../schemas/pagination';
import { versioned } from '../schemas/version';
import { declaredListQuery } from '../lists/define';
import { historyCall, recordPath, resourceList, type AnyDeclaration, type ResourceDeclaration, type Shape } from './define';
import { recordHistoryAnswer } from '../schemas/audit';
import { recordId } from '../schemas/common';

/** `?limit&page` of a declared paginated list (zero-based pages). */
export const declaredPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Declares a resource, keeping its literal screen key and its record and body types, with its calls as calls of the endpoint map. */
export function defineResource<const Key extends string, Rec extends Shape, Body extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  declaration: ResourceDeclaration<Rec, Body, Key>,
): DeclaredResource<Rec, Body, Key> {
  return { ...declaration, calls: resourceCalls(declaration as AnyDeclaration) };
}

/** Every call of a declared resource, once each (its list by whichever shape the declaration answers). */
export function callsOf(resource: AnyResource): Call[] {
  const { list, page, toggles, uploads, downloads, ...one } = resource.calls;
  const all: (Call | undefined)[] = [resource.api.list.wrap === 'paginated' ? page : list, ...Object.values(one), ...Object.values(toggles), ...Object.values(uploads), ...Object.values(downloads)];
  return all.filter((c) => c !== undefined);
}

/** A declaration's calls with the schemas that follow from it (what `defineResource` emits as `calls`). */
function resourceCalls(resource: AnyDeclaration) {
  const { name, api } = resource;
  const { body } = resource.schemas;
  const record = versioned(resource.schemas.record);
  const one = z.object({ data: record });
  const stamp = <const D extends CallDeclaration>(callName: string, declared: D): Call<D> => ({ ...declared, area: name, name: callName });
  /** `:id` of one record. */
  const params = z.object({ id: recordId(resource.conflicts.notFound) });
  const onRecord = <const D extends CallDeclaration>(callName: string, declared: D) => stamp(callName, { ...declared, params });
  /** A write of one record: refuses a stale version (409). */
  const write = <const D extends CallDeclaration>(callName: string, declared: D) => onRecord(callName, { ...declared, versioned: true as const });
  const historyPath = recordPath(resource);
  /** One call per declared field of `fields`, by field. */
  const byField = <T,>(fields: Readonly<Record<string, unknown>> | undefined, callOf: (field: string) => T): Readonly<Record<string, T>> =>
    Object.fromEntries(Object.keys(fields ?? {}).map((field) => [field, callOf(field)]));
  const toggleBody = (field: string) => z.object({ [field]: z.boolean({ error: `${field} deve ser verdadeiro ou falso.` }) });
  return {
    /** The whole list, `{data: [...]}`. */
    list: stamp('list', { method: api.list.method, path: api.list.path, query: declaredListQuery(z.object({}), resourceList(resource)), answer: z.object({ data: z.array(record) }) }),
    /** One page of the list, `{data, pagination}`. */
    page: stamp('list', { method: api.list.method, path: api.list.path, query: declaredListQuery(declaredPageQuery, resourceList(resource)), answer: z.object({ data: z.array(record), pagination: paginationInfo }) }),
    create: stamp('create', { method: api.create.method, path: api.create.path, body, answer: one, status: 201 }),
    update: api.update && write('update', { method: api.update.method, path: api.update.path, body, answer: one }),
    delete: api.delete && write('delete', { method: api.delete.method, path: api.delete.path, answer: one }),
    /** The yes/no fields turned by their own call (`{<field>: boolean}`), by field. */
    toggles: byField(resource.toggles, (field) => write(`toggle:${field}`, { ...pick(resource.toggles![field]!.call), body: toggleBody(field), answer: one })),
    /** A file sent to a record (multipart), by field. */
    uploads: byField(resource.files, (field) => write(`upload:${field}`, { ...pick(resource.files![field]!.upload), body: MULTIPART, answer: one })),
    /** The file itself (no JSON answer), by field. */
    downloads: byField(resource.files, (field) => onRecord(`download:${field}`, pick(resource.files![field]!.download))),
    /** The record's audit entries, newest first (`{data: [...]}`); undefined for a resource without a record path. */
    history: historyPath && onRecord('history', { ...pick(historyCall(historyPath)), answer: recordHistoryAnswer }),
  };
}

/** A declared resource's calls (`resource.calls`). */
export type ResourceCalls = ReturnType<typeof resourceCalls>;

/** A declared resource: its declaration and the calls `defineResource` emits from it (./calls.ts). */
export interface DeclaredResource<
  Rec extends Shape = Shape,
  Body extends z.ZodType<Record<string, unknown>, Record<string, unknown>> = z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Key extends string = string,
> extends ResourceDeclaration<Rec, Body, Key> {
  readonly calls: ResourceCalls;
}

/** A declared resource of any shape, as the engines and the tests see it. */
export type AnyResource = DeclaredResource<Shape, z.ZodType<Record<string, unknown>, Record<string, unknown>>, string>;

const pick = ({ method, path }: CallDeclaration) => ({ method, path });
