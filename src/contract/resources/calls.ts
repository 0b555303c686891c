/**
 * A declared resource's calls as calls of the endpoint map (src/contract/api): its declared
 * method and path with the schemas that follow from the declaration, so that the server registers
 * them (src/server/resources) and the client calls them (src/app/declared) alike.
 */
import { z } from 'zod';
import { MULTIPART, type Call, type CallDeclaration } from '../api/call';
import { paginationInfo } from '../schemas/pagination';
import { versioned } from '../schemas/version';
import { declaredListQuery } from '../lists/define';
import { historyCall, recordPath, resourceList, type AnyResource } from './define';
import { recordHistoryAnswer } from '../schemas/audit';
import { recordId } from '../schemas/common';

/** `?limit&page` of a declared paginated list (zero-based pages). */
export const declaredPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export function resourceCalls(resource: AnyResource) {
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
  const file = (field: string) => {
    const declared = resource.files?.[field];
    if (!declared) throw new Error(`${name} declares no file "${field}"`);
    return declared;
  };
  return {
    /** The whole list, `{data: [...]}`. */
    list: stamp('list', { method: api.list.method, path: api.list.path, query: declaredListQuery(z.object({}), resourceList(resource)), answer: z.object({ data: z.array(record) }) }),
    /** One page of the list, `{data, pagination}`. */
    page: stamp('list', { method: api.list.method, path: api.list.path, query: declaredListQuery(declaredPageQuery, resourceList(resource)), answer: z.object({ data: z.array(record), pagination: paginationInfo }) }),
    create: stamp('create', { method: api.create.method, path: api.create.path, body, answer: one, status: 201 }),
    update: api.update && write('update', { method: api.update.method, path: api.update.path, body, answer: one }),
    delete: api.delete && write('delete', { method: api.delete.method, path: api.delete.path, answer: one }),
    /** A yes/no field turned by its own call: `{<field>: boolean}`. */
    toggle: (field: string) => {
      const declared = resource.toggles?.[field];
      if (!declared) throw new Error(`${name} declares no toggle "${field}"`);
      const toggleBody = z.object({ [field]: z.boolean({ error: `${field} deve ser verdadeiro ou falso.` }) });
      return write(`toggle:${field}`, { method: declared.call.method, path: declared.call.path, body: toggleBody, answer: one });
    },
    upload: (field: string) => write(`upload:${field}`, { ...pick(file(field).upload), body: MULTIPART, answer: one }),
    /** The file itself (no JSON answer). */
    download: (field: string) => onRecord(`download:${field}`, pick(file(field).download)),
    /** The record's audit entries, newest first (`{data: [...]}`); undefined for a resource without a record path. */
    history: historyPath && onRecord('history', { ...pick(historyCall(historyPath)), answer: recordHistoryAnswer }),
  };
}

const pick = ({ method, path }: CallDeclaration) => ({ method, path });
