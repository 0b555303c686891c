import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, call, defineArea } from '../../src/contract/api';
import { createDataProvider, unwrapData, unwrapPaginated, verb, zeroBasedPage, type ResourceApi } from '../../src/app/providers/dataProvider';
import type { HttpClient, HttpRequest } from '../../src/app/providers/http';

const thing = z.object({ _id: z.string(), name: z.string() });
const THINGS = defineArea('things', {
  list: call('GET', '/things', { query: z.object({ limit: z.number().optional(), page: z.number().optional() }), answer: z.object({ data: z.array(thing), pagination: z.object({ total: z.number() }) }) }),
  update: call('PUT', '/things/:id', { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }), answer: z.object({ data: thing }) }),
  archive: call('PUT', '/things/:id/archive', { params: z.object({ id: z.string() }), answer: z.object({ data: z.object({ ok: z.number() }) }) }),
});

const things: ResourceApi = {
  name: 'things',
  idField: '_id',
  list: verb(THINGS.list, (params) => ({ query: zeroBasedPage(params) }), unwrapPaginated),
  update: verb(THINGS.update, ({ id, data }) => ({ params: { id: String(id) }, body: { name: String(data.name) } }), unwrapData),
};

function recorder(reply: unknown) {
  const calls: { path: string; request?: HttpRequest }[] = [];
  const http: HttpClient = async <T,>(path: string, request?: HttpRequest) => {
    calls.push({ path, request });
    return reply as T;
  };
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

  it('makes any call of the map, its params escaped into the path', async () => {
    const { http, calls } = recorder({ data: { ok: 1 } });
    const answer = await createDataProvider([things], http).call(THINGS.archive, { params: { id: 'x/y' } });
    expect(answer.data.ok).toBe(1);
    expect(calls[0].path).toBe('/things/x%2Fy/archive');
    expect(calls[0].request?.method).toBe('PUT');
  });

  it('refuses undeclared resources and verbs', async () => {
    const { http } = recorder({});
    const provider = createDataProvider([things], http);
    await expect(provider.getOne('things', { id: 1 })).rejects.toThrow('declares no one');
    await expect(provider.getList('nothing', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('Unknown resource');
  });

  it('is checked by the compiler: a misspelt call, a wrong body or a missing param does not compile', () => {
    const { http } = recorder({ data: {} });
    const provider = createDataProvider([], http);
    const typeErrors = () => {
      // @ts-expect-error: there is no call 'aprove' in the tutorias area
      void provider.call(API.tutorias.aprove, { body: {} });
      // @ts-expect-error: approving needs the enrolment's inscritoID, uc, type and academicYear
      void provider.call(API.tutorias.approve, { body: { id: 'x' } });
      // @ts-expect-error: a programme's update needs its :id
      void provider.call(API.tutorias.update, { body: { short_description: 'a', description: 'b' } });
      // @ts-expect-error: the list takes no body
      void provider.call(API.tutorias.list, { body: { title: 'x' } });
    };
    expect(typeof typeErrors).toBe('function');
    // A call that takes nothing may be made with no input; the answer is typed by the map.
    const typed = async () => (await provider.call(API.tutorias.managers)).data.map((manager) => manager.id_utilizador);
    expect(typeof typed).toBe('function');
  });
});
