import { API } from '../../../contract/api';
import { unwrapData, unwrapList, verb, versionRead, type ResourceApi } from '../../providers/dataProvider';

/**
 * Tutorias: react-admin's verbs on the map's tutorias calls (the other calls, approvals, mentors and
 * managers, are made by the screens with useApiQuery/useApiMutation).
 */
export const tutoriasApi: ResourceApi = {
  name: 'tutorias',
  idField: '_id',
  list: verb(API.tutorias.list, () => ({}), unwrapList),
  create: verb(API.tutorias.create, ({ data }) => ({ body: { title: String(data.title), short_description: String(data.short_description), description: String(data.description) } }), unwrapData),
  // The version of the programme as the screen showed it (previousData), so another's change since is refused.
  update: verb(API.tutorias.update, ({ id, data, previousData, meta }) => ({ params: { id: String(id) }, body: data, version: versionRead(previousData, meta) }), unwrapData),
  remove: verb(API.tutorias.remove, ({ id, previousData, meta }) => ({ params: { id: String(id) }, version: versionRead(previousData, meta) }), (_, { id }) => ({ _id: id })),
};
