import { describe, expect, it } from 'vitest';
import { createDataProvider, unwrapPaginated, zeroBasedPage, type ResourceApi } from '../../src/app/providers/dataProvider';
import type { HttpClient, HttpRequest } from '../../src/app/providers/http';

const things: ResourceApi = {
  name: 'things',
  idField: '_id',
  list: { path: '/things', query: zeroBasedPage, unwrap: unwrapPaginated },
  update: { path: ({ id }) => `/things/${id}`, body: ({ data }) => ({ name: data.name }) },
  actions: { archive: { method: 'PUT', path: (a: { id: string }) => `/things/${a.id}/archive`, unwrap: (json) => (json as { data: unknown }).data } },
};

function recorder(reply: unknown) {
  const calls: { path: string; request?: HttpRequest }[] = [];
  const http = (async (path: string, request?: HttpRequest) => {
    calls.push({ path, request });
    return reply;
  }) as HttpClient;
  return { http, calls };
}

describe('data provider engine', () => {
  it('turns react-admin pages into zero-based pages and maps the id field', async () => {
    const { http, calls } = recorder({ data: [{ _id: 'a1', name: 'A' }], pagination: { total: 51, count: 1, limit: 25, page: 2 } });
    const result = await createDataProvider([things], http).getList('things', { pagination: { page: 3, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0]).toEqual({ path: '/things', request: { method: 'GET', query: { limit: 25, page: 2 }, body: undefined } });
    expect(result.data).toEqual([{ _id: 'a1', name: 'A', id: 'a1' }]);
    expect(result.total).toBe(51);
  });

  it('sends the declared body to the declared path', async () => {
    const { http, calls } = recorder({ data: { _id: 'a1', name: 'B' } });
    const result = await createDataProvider([things], http).update('things', { id: 'a1', data: { name: 'B', extra: 1 }, previousData: { id: 'a1' } });
    expect(calls[0]).toEqual({ path: '/things/a1', request: { method: 'PUT', query: undefined, body: { name: 'B' } } });
    expect(result.data).toMatchObject({ id: 'a1', name: 'B' });
  });

  it('runs named actions', async () => {
    const { http, calls } = recorder({ data: { ok: 1 } });
    expect(await createDataProvider([things], http).action('things', 'archive', { id: 'x' })).toEqual({ ok: 1 });
    expect(calls[0].path).toBe('/things/x/archive');
    expect(calls[0].request?.method).toBe('PUT');
  });

  it('refuses undeclared resources and verbs', async () => {
    const { http } = recorder({});
    const provider = createDataProvider([things], http);
    await expect(provider.getOne('things', { id: 1 })).rejects.toThrow('declares no one');
    await expect(provider.getList('nothing', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('Unknown resource');
  });
});
