import type { ResourceApi } from '../../providers/dataProvider';

/**
 * Floor plans: named calls (the answer is grouped by school, not a list).
 *   floors -> GET /blueprints/backoffice              -> {data: {ESTG: [floor...], ...}}
 *   create -> POST /blueprints {school, name, visible}
 *   remove -> DELETE /blueprints/:id
 *   update -> PUT /blueprints/:id as multipart (name, visible, file), with upload progress: providers/files.ts
 *   image  -> GET /blueprints/:id/file (the floor's `file`), fetched with the token for the preview
 */
export const blueprintsApi: ResourceApi = {
  name: 'blueprints',
  idField: 'id',
  actions: {
    floors: { method: 'GET', path: '/blueprints/backoffice', unwrap: (json) => (json as { data: unknown }).data },
    create: { method: 'POST', path: '/blueprints', body: (args: { school: string; name: string; visible: boolean }) => args },
    remove: { method: 'DELETE', path: ({ id }: { id: string }) => `/blueprints/${encodeURIComponent(id)}` },
  },
};

export const floorPath = (id: string) => `/blueprints/${encodeURIComponent(id)}`;
