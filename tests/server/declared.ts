/**
 * Helpers for tests generated from resource declarations: a valid body from the declared field
 * kinds (text fields carry a token, so unique fields stay unique), and calls of a declared verb.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { managesType, mayUse, normaliseRole, VERBS, type AnyResource, type ApiCall, type FieldKind, type Role, type Verb } from '../../src/contract';
import type { TestApp } from './helper';
import { DEMO_USERS } from './spec-access';

/** Every demo account: one per role, and 'orientacao' (TUTORIAS, manager of 'Orientação para o estudo'). */
export const ACCOUNTS = [...DEMO_USERS, 'orientacao'];

const SAMPLE: Record<FieldKind, (token: string) => unknown> = {
  text: (token) => `Teste ${token}`,
  longText: (token) => `Descrição de teste ${token}.`,
  date: () => '2031-03-10',
  time: () => '10:30',
  datetime: () => '2031-03-10T10:30',
  select: () => undefined,
  boolean: () => true,
  link: (token) => `https://exemplo.pt/${token}`,
};

/** A body the declaration's schema accepts, different for every token. */
export function sampleBody(resource: AnyResource, token: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields).map(([source, field]) => [source, field.kind === 'select' ? field.choices?.[0]?.id : SAMPLE[field.kind](token)]),
  );
}

/** The request of a declared call, `:id` filled in. */
export function callOf(call: ApiCall, options: { id?: string; payload?: Record<string, unknown> } = {}): InjectOptions {
  return { method: call.method, url: `/api${call.path.replace(':id', options.id ?? '')}`, payload: options.payload };
}

/**
 * The generated tests of one declared resource through the real server: 401 without a session, the
 * role matrix (every verb, every demo account, expected from the declaration's rules), create, list,
 * update and delete, 409 for duplicates, 404 for unknown ids, 400 with Portuguese messages for bad
 * input, unknown fields dropped.
 */
export function describeDeclaredResource(resource: AnyResource, app: () => TestApp): void {
  const { api, idField } = resource;
  const idOf = (record: Record<string, unknown>) => String(record[idField]);
  const accounts = new Map<string, { role: Role; managing: string[] }>();
  let counter = 0;
  const token = () => `${Date.now().toString(36)}-${++counter}`;

  /** What the declaration allows this account. */
  const allows = async (verb: Verb, account: string) => {
    const { role, managing } = accounts.get(account)!;
    return mayUse(resource, verb, role, (condition) => managesType(managing, condition.tutoringType));
  };
  /** An account the declaration lets use a verb. */
  const someoneWho = async (verb: Verb) => {
    for (const account of ACCOUNTS) if (await allows(verb, account)) return account;
    throw new Error(`nobody may ${verb} ${resource.name}`);
  };
  const createOne = async (): Promise<Record<string, unknown>> => {
    const res = await app().as(await someoneWho('create'), callOf(api.create, { payload: sampleBody(resource, token()) }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  describe(`${resource.name} (${resource.screen.path})`, () => {
    beforeAll(async () => {
      const t = app();
      const managers = (await t.as('admin', { method: 'GET', url: '/api/tutorias/availableManagers' })).json().data as { id_utilizador: string; managingTutorias: string[] }[];
      for (const account of ACCOUNTS) {
        const me = (await t.as(account, { method: 'GET', url: '/api/backoffice/verifytoken' })).json().data;
        accounts.set(account, { role: normaliseRole(me.role), managing: managers.find((m) => m.id_utilizador === account)?.managingTutorias ?? [] });
      }
    });
    it('answers 401 without a token or with a bad one, on every verb', async () => {
      const record = await createOne();
      for (const verb of VERBS) {
        const request = callOf(api[verb], { id: idOf(record), payload: verb === 'create' || verb === 'update' ? sampleBody(resource, token()) : undefined });
        expect((await app().app.inject(request)).statusCode, verb).toBe(401);
        expect((await app().app.inject({ ...request, headers: { 'access-token': 'nao-e-um-token' } })).statusCode, verb).toBe(401);
      }
    });

    it('lets exactly the declared roles use each verb, for every account', async () => {
      for (const account of ACCOUNTS) {
        const list = await app().as(account, callOf(api.list));
        expect(list.statusCode, `${account} list`).toBe((await allows('list', account)) ? 200 : 403);

        const create = await app().as(account, callOf(api.create, { payload: sampleBody(resource, token()) }));
        expect(create.statusCode, `${account} create: ${create.body}`).toBe((await allows('create', account)) ? 201 : 403);

        // The account's own record when it may create one (a row policy may hide others' records from it).
        const target = create.statusCode === 201 ? create.json().data : await createOne();
        const update = await app().as(account, callOf(api.update, { id: idOf(target), payload: sampleBody(resource, token()) }));
        expect(update.statusCode, `${account} update: ${update.body}`).toBe((await allows('update', account)) ? 200 : 403);

        const remove = await app().as(account, callOf(api.delete, { id: idOf(target) }));
        expect(remove.statusCode, `${account} delete: ${remove.body}`).toBe((await allows('delete', account)) ? 200 : 403);
      }
    });

    it('lists what was created, updates and deletes it', async () => {
      const admin = await someoneWho('update');
      const record = await createOne();
      const listed = (await app().as(admin, callOf(api.list))).json().data as Record<string, unknown>[];
      expect(listed.map(idOf)).toContain(idOf(record));

      const body = sampleBody(resource, token());
      const updated = await app().as(admin, callOf(api.update, { id: idOf(record), payload: body }));
      expect(updated.statusCode).toBe(200);
      expect(resource.toForm(updated.json().data)).toEqual(body);

      expect((await app().as(admin, callOf(api.delete, { id: idOf(record) }))).statusCode).toBe(200);
      const after = (await app().as(admin, callOf(api.list))).json().data as Record<string, unknown>[];
      expect(after.map(idOf)).not.toContain(idOf(record));
      expect((await app().as(admin, callOf(api.delete, { id: idOf(record) }))).json()).toMatchObject({ statusCode: 404, message: resource.conflicts.notFound });
    });

    it('refuses a duplicate with 409 and its message, on create and on update, whatever the case', async () => {
      const admin = await someoneWho('update');
      const body = sampleBody(resource, token());
      expect((await app().as(admin, callOf(api.create, { payload: body }))).statusCode).toBe(201);
      const shouting = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resource.fields[k].kind === 'text' ? String(v).toUpperCase() : v]));
      const again = await app().as(admin, callOf(api.create, { payload: shouting }));
      expect(again.json()).toEqual({ statusCode: 409, message: resource.conflicts.duplicate });

      const other = await createOne();
      const clash = await app().as(admin, callOf(api.update, { id: idOf(other), payload: body }));
      expect(clash.json()).toEqual({ statusCode: 409, message: resource.conflicts.duplicate });
    });

    it('answers 404 with its message for an unknown or malformed id', async () => {
      const admin = await someoneWho('update');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe', '1e99']) {
        const update = await app().as(admin, callOf(api.update, { id, payload: sampleBody(resource, token()) }));
        expect(update.json(), id).toEqual({ statusCode: 404, message: resource.conflicts.notFound });
        expect((await app().as(admin, callOf(api.delete, { id }))).statusCode, id).toBe(404);
      }
    });

    it('refuses bad input with 400 and Portuguese messages per field, and changes nothing', async () => {
      const admin = await someoneWho('create');
      const before = (await app().as(admin, callOf(api.list))).json().data.length;
      const fields = Object.keys(resource.fields);
      const bad: Record<string, unknown>[] = [
        {},
        Object.fromEntries(fields.map((f) => [f, 'a\u0000b'])),
        Object.fromEntries(fields.map((f) => [f, 'x'.repeat(100_000)])),
        Object.fromEntries(fields.map((f) => [f, 1e308])),
        Object.fromEntries(fields.map((f) => [f, null])),
      ];
      for (const payload of bad) {
        const res = await app().as(admin, callOf(api.create, { payload }));
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        const { errors } = res.json() as { errors: Record<string, string> };
        for (const field of fields) expect(errors[field], field).toMatch(/[a-zà-ú]/i);
      }
      expect((await app().as(admin, callOf(api.list))).json().data.length).toBe(before);
    });

    it('drops fields it does not declare', async () => {
      const record = await createOne();
      const admin = await someoneWho('update');
      const res = await app().as(admin, callOf(api.update, { id: idOf(record), payload: { ...sampleBody(resource, token()), id: 'outro', _id: 'outro', intruso: true } }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data[idField]).toBe(idOf(record));
      expect(res.json().data).not.toHaveProperty('intruso');
    });
  });
}
