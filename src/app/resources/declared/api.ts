import type { Identifier } from 'react-admin';
import type { AnyResource, ApiCall } from '../../../contract';
import { unwrapList, unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../providers/dataProvider';

/** The declared call's path for one record: `:id` replaced by the escaped id. */
const recordPath =
  ({ path }: ApiCall) =>
  ({ id }: { id: Identifier }) =>
    path.replace(':id', encodeURIComponent(String(id)));

/** The data provider's mapping of a declared resource: its paths, verbs and answer wrapping. */
export function declaredApi(resource: AnyResource): ResourceApi {
  const { list, create, update, delete: remove } = resource.api;
  const paginated = list.wrap === 'paginated';
  return {
    name: resource.name,
    idField: resource.idField,
    list: { method: list.method, path: list.path, query: paginated ? zeroBasedPage : undefined, unwrap: paginated ? unwrapPaginated : unwrapList },
    create: { method: create.method, path: create.path, body: ({ data }) => data },
    update: { method: update.method, path: recordPath(update), body: ({ data }) => data },
    remove: { method: remove.method, path: recordPath(remove) },
  };
}
