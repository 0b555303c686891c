import type { Identifier } from 'react-admin';
import type { AnyResource, ApiCall } from '../../../contract';
import { unwrapData, unwrapList, unwrapPaginated, zeroBasedPage, type ActionSpec, type ResourceApi } from '../../providers/dataProvider';

/** The declared call's path for one record: `:id` replaced by the escaped id. */
export const recordPath =
  ({ path }: ApiCall) =>
  ({ id }: { id: Identifier }) =>
    path.replace(':id', encodeURIComponent(String(id)));

/** The data provider action that turns a declared toggle: `dataProvider.action(name, toggleAction(field), {id, value})`. */
export const toggleAction = (field: string) => `toggle:${field}`;

/** The data provider's mapping of a declared resource: its paths, verbs and answer wrapping, its toggles as actions. */
export function declaredApi(resource: AnyResource): ResourceApi {
  const { list, create, update, delete: remove } = resource.api;
  const paginated = list.wrap === 'paginated';
  const actions: Record<string, ActionSpec<{ id: Identifier; value: boolean }>> = Object.fromEntries(
    Object.entries(resource.toggles ?? {}).map(([field, { call }]) => [
      toggleAction(field),
      { method: call.method, path: recordPath(call), body: ({ value }) => ({ [field]: value }), unwrap: unwrapData },
    ]),
  );
  return {
    name: resource.name,
    idField: resource.idField,
    list: { method: list.method, path: list.path, query: paginated ? zeroBasedPage : undefined, unwrap: paginated ? unwrapPaginated : unwrapList },
    create: { method: create.method, path: create.path, body: ({ data }) => data },
    update: update && { method: update.method, path: recordPath(update), body: ({ data }) => data },
    remove: remove && { method: remove.method, path: recordPath(remove) },
    actions: actions as ResourceApi['actions'],
  };
}
