/**
 * Every write of an existing record that a screen of the access table makes, from the access table,
 * the endpoint map and the resource declarations: the server's lost-update test
 * (tests/server/concurrency.test.ts) and the browser's no-silent-loss test
 * (tests/e2e/noSilentLoss.spec.ts) both require a scenario for each, so a new write is covered
 * (or fails, named) without editing either test.
 */
import { ACCESS, ALL_CALLS, declaredCalls, DECLARED_RESOURCES, endpointKeyOf, type AnyResource, type CallDeclaration } from '../src/contract';

/**
 * Writes that change no existing record: sign-in and out, a read sent by POST, a tab noting what it
 * shows (its own notes, replaced whole each time). Creations (201) are left out by their status.
 */
const NOT_RECORD_WRITES = new Set(['POST /backoffice/login', 'POST /backoffice/logout', 'POST /atividadeLetiva/getCalendarioLetivo', 'PUT /presenca/:resource']);

/** Every call by its access-table key: the endpoint map's and the declared resources'. */
export const CALLS = new Map<string, CallDeclaration>(ALL_CALLS.map((c) => [endpointKeyOf(c), c]));

/** Every write of a record that a screen of the access table calls, by its access-table key (`PUT /bugs/:id`). */
export const RECORD_WRITES: readonly string[] = [...new Set(ACCESS.flatMap((screen): string[] => [...screen.endpoints]))]
  .filter((key) => !key.startsWith('GET ') && !NOT_RECORD_WRITES.has(key))
  .filter((key) => CALLS.get(key)?.status !== 201)
  .sort();

/** One write a declared screen makes of a record: its edit popup, a restored version, a removal, a bulk removal, a toggle, a file. */
export interface DeclaredWrite {
  resource: AnyResource;
  /** `update`, `restore`, `delete`, `bulk:delete`, `toggle:<field>`, `upload:<field>`. */
  action: string;
  endpoint: string;
}

/** The writes of a declared screen, from its declaration. */
export function declaredWrites(resource: AnyResource): DeclaredWrite[] {
  const calls = declaredCalls(resource);
  const has = (name: string) => calls.some((c) => c.name === name);
  const writes: DeclaredWrite[] = [];
  for (const { name, call } of calls) {
    const endpoint = endpointKeyOf(call);
    if (name === 'update' || name === 'delete' || name.startsWith('toggle:') || name.startsWith('upload:')) writes.push({ resource, action: name, endpoint });
    // 'Repor esta versão' in the history saves through the edit popup.
    if (name === 'update' && has('history')) writes.push({ resource, action: 'restore', endpoint });
    if (name === 'delete' && resource.list.bulk?.includes('delete')) writes.push({ resource, action: 'bulk:delete', endpoint });
  }
  return writes;
}

/** Every declared screen's writes. */
export const DECLARED_WRITES: readonly DeclaredWrite[] = DECLARED_RESOURCES.flatMap(declaredWrites);
