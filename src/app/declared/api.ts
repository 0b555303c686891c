import { resourceList, type AnyResource } from '../../contract';
import { listQueryOf } from '../lists/listQuery';
import { versionRead, unwrapData, unwrapList, unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../providers/dataProvider';

/** The data provider's mapping of a declared resource: react-admin's verbs on the declaration's calls. */
export function declaredApi(resource: AnyResource): ResourceApi {
  const { calls } = resource;
  const id = ({ id }: { id: unknown }) => ({ id: String(id) });
  return {
    name: resource.name,
    idField: resource.idField,
    list:
      resource.api.list.wrap === 'paginated'
        ? verb(calls.page, (params) => ({ query: { ...zeroBasedPage(params), ...listQueryOf(resourceList(resource), params) } }), unwrapPaginated)
        : verb(calls.list, (params) => ({ query: listQueryOf(resourceList(resource), params) }), unwrapList),
    create: verb(calls.create, ({ data }) => ({ body: data }), unwrapData),
    update: calls.update && verb(calls.update, (args) => ({ params: id(args), body: args.data, version: versionRead(args.previousData, args.meta) }), unwrapData),
    remove: calls.delete && verb(calls.delete, (args) => ({ params: id(args), version: versionRead(args.previousData, args.meta) }), unwrapData),
  };
}
