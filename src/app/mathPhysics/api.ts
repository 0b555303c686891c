import type { ResourceApi } from '../providers/dataProvider';

/**
 * The maths and physics report: no react-admin verb, only the map's calls (API.mathPhysics), made
 * by the screen with useApiQuery/useApiMutation: the report, a person's sessions, a validation.
 */
export const mathPhysicsApi: ResourceApi = {
  name: 'mathPhysics',
  idField: 'id_utilizador',
};
