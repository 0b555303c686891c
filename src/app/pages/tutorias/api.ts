import { API } from '../../../contract/api';
import { unwrapData, unwrapList, verb, type ResourceApi } from '../../providers/dataProvider';

/**
 * Tutorias: react-admin's verbs on the map's tutorias calls (the other calls, approvals, mentors and
 * managers, are made by the screens with useApiQuery/useApiMutation).
 */
export const tutoriasApi: ResourceApi = {
  name: 'tutorias',
  idField: '_id',
  list: verb(API.tutorias.list, () => ({}), unwrapList),
  create: verb(API.tutorias.create, ({ data }) => ({ body: { title: String(data.title), short_description: String(data.short_description), description: String(data.description) } }), unwrapData),
  update: verb(API.tutorias.update, ({ id, data }) => ({ params: { id: String(id) }, body: data }), unwrapData),
  remove: verb(API.tutorias.remove, ({ id }) => ({ params: { id: String(id) } }), (_, { id }) => ({ _id: id })),
};
