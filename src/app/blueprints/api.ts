import type { ResourceApi } from '../providers/dataProvider';

/**
 * Floor plans: no react-admin verb (the answer is grouped by school, not a list); the page makes the
 * map's calls (API.blueprints) itself:
 *   backoffice -> GET /blueprints/backoffice            -> {data: {ESTG: [floor...], ...}}
 *   create     -> POST /blueprints {school, name, visible}
 *   remove     -> DELETE /blueprints/:id                 (If-Match: the floor's version)
 *   update     -> PUT /blueprints/:id as multipart (name, visible, file), with upload progress and the floor's version
 *   file       -> GET /blueprints/:id/file (the floor's `file`), fetched with the token for the preview
 */
export const blueprintsApi: ResourceApi = {
  name: 'blueprints',
  idField: 'id',
};
