/**
 * Helpers for tests generated from resource declarations: a valid body from the declared field
 * kinds (text fields carry a token, so unique fields stay unique), and calls of a declared verb.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { declaredCalls, FILE_CONTENTS, LIST_MESSAGES, managesType, mayUse, normaliseRole, resourceList, type AnyResource, type ApiCall, type DeclaredCall, type Role } from '../../src/contract';
import { files as storedFiles } from '../../src/server/db/schema';
import { simplePdf } from '../../src/server/db/seed/pdf';
import type { TestApp } from './helper';
import { STORES } from '../../src/server/resources';
import type { Store } from '../../src/server/resources/crudRoutes';
import { listRows } from '../../src/server/resources/listRows';
import { listCases, planWithoutSeqScans, sortedRows } from './declaredLists';
import { multipart } from './multipart';
import { sampleBody } from '../sampleBody';
import { DEMO_USERS } from './spec-access';

/** Every demo account: one per role, and 'orientacao' (TUTORIAS, manager of 'Orientação para o estudo'). */
export const ACCOUNTS = [...DEMO_USERS, 'orientacao'];

export { sampleBody };

/** The request of a declared call, `:id` filled in. */
export function callOf(call: ApiCall, options: { id?: string; payload?: Record<string, unknown> } = {}): InjectOptions {
  return { method: call.method, url: `/api${call.path.replace(':id', options.id ?? '')}`, payload: options.payload };
}

/** A small real PDF, different for every token. */
const pdfOf = (token: string) => simplePdf(['Documento de teste', token]);

/** A valid request of any declared call on one record (a body, a PDF, a toggle's value), for the matrix. */
export function validRequest(resource: AnyResource, { name, call }: DeclaredCall, id: string, token: string): InjectOptions {
  const [kind, field] = name.split(':');
  if (kind === 'upload') {
    const file = resource.files![field];
    return { ...callOf(call, { id }), ...multipart({}, { field: file.formField, name: `${token}.pdf`, type: 'application/pdf', bytes: pdfOf(token) }) };
  }
  if (kind === 'toggle') return callOf(call, { id, payload: { [field]: false } });
  return callOf(call, { id, payload: name === 'create' || name === 'update' ? sampleBody(resource, token) : undefined });
}

/** What a successful call answers. */
const SUCCESS: Record<string, number> = { create: 201 };

/**
 * The generated tests of one declared resource through the real server: 401 without a session, the
 * role matrix (every verb, every demo account, expected from the declaration's rules), create, list,
 * update and delete, 409 for duplicates, 404 for unknown ids, 400 with Portuguese messages for bad
 * input, unknown fields dropped.
 */
/** `store`: the resource's table, when it is a test's own (not bound in src/server/resources). */
export function describeDeclaredResource(resource: AnyResource, app: () => TestApp, store: Store | undefined = STORES.find((s) => s.resource.name === resource.name)): void {
  const { api, idField } = resource;
  const idOf = (record: Record<string, unknown>) => String(record[idField]);
  const accounts = new Map<string, { role: Role; managing: string[] }>();
  let counter = 0;
  const token = () => `${Date.now().toString(36)}-${++counter}`;

  /** What the declaration allows this account. */
  const allows = async (callName: string, account: string) => {
    const { role, managing } = accounts.get(account)!;
    return mayUse(resource, callName, role, (condition) => managesType(managing, condition.tutoringType));
  };
  /** An account the declaration lets make a call. */
  const someoneWho = async (callName: string) => {
    for (const account of ACCOUNTS) if (await allows(callName, account)) return account;
    throw new Error(`nobody may ${callName} ${resource.name}`);
  };
  const createOne = async (): Promise<Record<string, unknown>> => {
    const res = await app().as(await someoneWho('create'), callOf(api.create, { payload: sampleBody(resource, token()) }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const calls = declaredCalls(resource);
  /** Calls on one record (all but list and create). */
  const recordCalls = calls.filter((c) => c.name !== 'list' && c.name !== 'create');

  describe(`${resource.name} (${resource.screen.path})`, () => {
    beforeAll(async () => {
      const t = app();
      const managers = (await t.as('admin', { method: 'GET', url: '/api/tutorias/availableManagers' })).json().data as { id_utilizador: string; managingTutorias: string[] }[];
      for (const account of ACCOUNTS) {
        const me = (await t.as(account, { method: 'GET', url: '/api/backoffice/verifytoken' })).json().data;
        accounts.set(account, { role: normaliseRole(me.role), managing: managers.find((m) => m.id_utilizador === account)?.managingTutorias ?? [] });
      }
    });
    it('answers 401 without a token or with a bad one, on every declared call', async () => {
      const record = await createOne();
      for (const declared of calls) {
        const request = validRequest(resource, declared, idOf(record), token());
        expect((await app().app.inject(request)).statusCode, declared.name).toBe(401);
        expect((await app().app.inject({ ...request, headers: { ...request.headers, 'access-token': 'nao-e-um-token' } })).statusCode, declared.name).toBe(401);
      }
    });

    it('lets exactly the declared roles make each call, for every account', async () => {
      // Record calls run in declaration order on the account's own record (a row policy may hide
      // others' records from it); delete last, so the others find the record.
      const ordered = [...calls.filter((c) => c.name !== 'delete'), ...calls.filter((c) => c.name === 'delete')];
      for (const account of ACCOUNTS) {
        let target: Record<string, unknown> | undefined;
        for (const declared of ordered) {
          const mayCall = await allows(declared.name, account);
          if (declared.name.startsWith('download:') && target) {
            // Something to download: a file sent by someone who may.
            const upload = calls.find((c) => c.name === `upload:${declared.name.split(':')[1]}`)!;
            expect((await app().as(await someoneWho(upload.name), validRequest(resource, upload, idOf(target), token()))).statusCode).toBe(200);
          }
          const res = await app().as(account, validRequest(resource, declared, target ? idOf(target) : '', token()));
          expect(res.statusCode, `${account} ${declared.name}: ${res.body.slice(0, 200)}`).toBe(mayCall ? (SUCCESS[declared.name] ?? 200) : 403);
          if (declared.name === 'create') target = res.statusCode === 201 ? res.json().data : await createOne();
        }
      }
    });

    it.skipIf(!api.update || !api.delete)('lists what was created, updates and deletes it', async () => {
      const admin = await someoneWho('update');
      const record = await createOne();
      const listed = (await app().as(admin, callOf(api.list))).json().data as Record<string, unknown>[];
      expect(listed.map(idOf)).toContain(idOf(record));

      const body = sampleBody(resource, token());
      const updated = await app().as(admin, callOf(api.update!, { id: idOf(record), payload: body }));
      expect(updated.statusCode).toBe(200);
      expect(resource.toForm(updated.json().data)).toEqual(body);

      expect((await app().as(admin, callOf(api.delete!, { id: idOf(record) }))).statusCode).toBe(200);
      const after = (await app().as(admin, callOf(api.list))).json().data as Record<string, unknown>[];
      expect(after.map(idOf)).not.toContain(idOf(record));
      expect((await app().as(admin, callOf(api.delete!, { id: idOf(record) }))).json()).toMatchObject({ statusCode: 404, message: resource.conflicts.notFound });
    });

    it.skipIf(!resource.conflicts.duplicate)('refuses a duplicate with 409 and its message, on create and on update, whatever the case', async () => {
      const admin = await someoneWho('create');
      const body = sampleBody(resource, token());
      expect((await app().as(admin, callOf(api.create, { payload: body }))).statusCode).toBe(201);
      const shouting = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resource.fields[k].kind === 'text' ? String(v).toUpperCase() : v]));
      const again = await app().as(admin, callOf(api.create, { payload: shouting }));
      expect(again.json()).toEqual({ statusCode: 409, message: resource.conflicts.duplicate });

      if (!api.update) return;
      const other = await createOne();
      const clash = await app().as(await someoneWho('update'), callOf(api.update, { id: idOf(other), payload: body }));
      expect(clash.json()).toEqual({ statusCode: 409, message: resource.conflicts.duplicate });
    });

    it('answers 404 for an unknown or malformed id, on every call on one record', async () => {
      for (const declared of recordCalls) {
        const caller = await someoneWho(declared.name);
        for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-existe', '1e99']) {
          const res = await app().as(caller, validRequest(resource, declared, id, token()));
          expect(res.statusCode, `${declared.name} ${id}: ${res.body}`).toBe(404);
          if (!declared.name.startsWith('download:')) expect(res.json().message, declared.name).toBe(resource.conflicts.notFound);
        }
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
      // An optional field may be left out; every field refuses a bad value.
      const sample = sampleBody(resource, token());
      const required = fields.filter((f) => !resource.schemas.body.safeParse({ ...sample, [f]: undefined }).success);
      for (const payload of bad) {
        const res = await app().as(admin, callOf(api.create, { payload }));
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        const { errors } = res.json() as { errors: Record<string, string> };
        for (const field of Object.keys(payload).length ? fields : required) expect(errors[field], field).toMatch(/[a-zà-ú]/i);
      }
      expect((await app().as(admin, callOf(api.list))).json().data.length).toBe(before);
    });

    it('drops fields it does not declare', async () => {
      const intruder = { id: 'outro', _id: 'outro', intruso: true };
      const created = await app().as(await someoneWho('create'), callOf(api.create, { payload: { ...sampleBody(resource, token()), ...intruder } }));
      expect(created.statusCode).toBe(201);
      expect(created.json().data[idField]).not.toBe('outro');
      expect(created.json().data).not.toHaveProperty('intruso');
      if (!api.update) return;
      const record = created.json().data;
      const res = await app().as(await someoneWho('update'), callOf(api.update, { id: idOf(record), payload: { ...sampleBody(resource, token()), ...intruder } }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data[idField]).toBe(idOf(record));
      expect(res.json().data).not.toHaveProperty('intruso');
    });

    describeDeclaredListQuery(resource, app, { createOne, someoneWho, token, allows, store });

    for (const [field, file] of Object.entries(resource.files ?? {})) describeDeclaredFile(resource, field, file, app, { createOne, someoneWho, token });
    for (const [field, toggle] of Object.entries(resource.toggles ?? {})) {
      it(`turns ${field} with its own call, and refuses a value that is not true or false`, async () => {
        const record = await createOne();
        const caller = await someoneWho(`toggle:${field}`);
        for (const value of [!record[field], record[field]]) {
          const res = await app().as(caller, callOf(toggle.call, { id: idOf(record), payload: { [field]: value } }));
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().data[field]).toBe(value);
        }
        for (const payload of [{}, { [field]: 'talvez' }, { [field]: null }]) {
          const res = await app().as(caller, callOf(toggle.call, { id: idOf(record), payload }));
          expect(res.statusCode, JSON.stringify(payload)).toBe(400);
          expect(res.json().message).toMatch(/[a-zà-ú]/i);
        }
      });
    }
  });
}

interface Helpers {
  createOne: () => Promise<Record<string, unknown>>;
  someoneWho: (callName: string) => Promise<string>;
  token: () => string;
}

/**
 * A declared list's filters and sorts: for every account that may list, each filter selects from its
 * own rows what the test computes (row rules hold under every filter) and each sort orders them as
 * the test does; unknown or bad ones are a 400 in Portuguese; each is served by an index.
 */
function describeDeclaredListQuery(
  resource: AnyResource,
  app: () => TestApp,
  { createOne, allows, store }: Helpers & { allows: (callName: string, account: string) => Promise<boolean>; store: Store | undefined },
) {
  const list = resourceList(resource);
  const idOf = (row: Record<string, unknown>) => String(row[resource.idField]);
  const url = (query: Record<string, string>) => `/api${resource.api.list.path}?${new URLSearchParams(query)}`;
  /** Every row the query selects: every page of a paginated list (a filter's cases come from all of them). */
  const rowsOf = async (account: string, query: Record<string, string>) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 0; ; page++) {
      const paged = resource.list.perPage ? { ...query, page: String(page) } : query;
      const res = await app().as(account, { method: 'GET', url: url(paged) });
      expect(res.statusCode, `${account} ${url(paged)}: ${res.body.slice(0, 200)}`).toBe(200);
      const { data, pagination } = res.json() as { data: Record<string, unknown>[]; pagination?: { total: number } };
      rows.push(...data);
      if (!pagination || data.length === 0 || rows.length >= pagination.total) return rows;
    }
  };

  it.skipIf(!resource.list.query)('selects with each declared filter and orders by each declared sort what the test computes, for every account that may list', async () => {
    await createOne();
    await createOne();
    for (const account of ACCOUNTS) {
      if (!(await allows('list', account))) continue;
      const all = await rowsOf(account, {});
      const { filters, sorts } = listCases(list, all);
      for (const { query, selects } of filters) {
        expect((await rowsOf(account, query)).map(idOf).sort(), `${account} ${JSON.stringify(query)}`).toEqual(all.filter(selects).map(idOf).sort());
      }
      for (const { field, order } of sorts) {
        expect((await rowsOf(account, { sort: field, order })).map(idOf), `${account} ${field} ${order}`).toEqual(sortedRows(all, field, order, idOf).map(idOf));
      }
    }
  });

  it('refuses an unknown filter or sort, or a bad value, with 400 in Portuguese', async () => {
    const admin = ACCOUNTS.find((a) => a === 'admin')!;
    const refused: [Record<string, string>, string][] = [
      [{ desconhecido: 'x' }, LIST_MESSAGES.unknown(['desconhecido'])],
      [{ sort: 'desconhecido' }, LIST_MESSAGES.sort],
      [{ sort: list.defaultSort.field, order: 'UP' }, LIST_MESSAGES.order],
      ...Object.entries(list.filters).flatMap(([key, filter]): [Record<string, string>, string][] =>
        filter.kind === 'dateRange' ? [[{ [`${key}_gte`]: '2026-02-30' }, LIST_MESSAGES.date]] : filter.kind === 'yesNo' ? [[{ [key]: 'talvez' }, LIST_MESSAGES.yesNo]] : filter.kind === 'oneOf' ? [[{ [key]: 'nenhum' }, LIST_MESSAGES.choice]] : [[{ [key]: 'x'.repeat(filter.max + 1) }, LIST_MESSAGES.tooLong]],
      ),
    ];
    for (const [query, message] of refused) {
      const res = await app().as(admin, { method: 'GET', url: url(query) });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message, JSON.stringify(query)).toBe(message);
    }
  });

  it.skipIf(!resource.list.query)('serves every declared filter and sort from an index: no sequential scan in its plan', async () => {
    if (!store) throw new Error(`${resource.name}: no table to read its list's plans from (pass its store)`);
    const rows = listRows(resource, store.table);
    const all = await rowsOf('admin', {});
    const { filters, sorts } = listCases(list, all);
    const schema = resource.calls.list.query;
    const columns = getTableColumns(store.table);
    // With sequential scans priced out the planner may still read a whole unrelated index: a filter
    // must be the index's condition (its column named in an Index Cond), a sort must need no Sort.
    const queries: [Record<string, string>, (plan: string) => boolean][] = [
      ...filters.map((f): [Record<string, string>, (plan: string) => boolean] => {
        const column = columns[Object.keys(list.filters).find((key) => Object.keys(f.query).some((param) => param === key || param.startsWith(`${key}_`)))!].name;
        return [f.query, (plan) => new RegExp(`Index Cond: .*\\b${column}\\b`).test(plan)];
      }),
      ...sorts.map(({ field, order }): [Record<string, string>, (plan: string) => boolean] => [{ sort: field, order }, (plan) => !/\bSort\b/.test(plan)]),
    ];
    const unserved: string[] = [];
    for (const [query, served] of queries) {
      const plan = await planWithoutSeqScans(app().database.db, rows.rows(app().database.db, [], schema.parse(query)));
      if (/Seq Scan/.test(plan) || !served(plan)) unserved.push(`${JSON.stringify(query)}\n${plan}`);
    }
    expect(unserved).toEqual([]);
  });
}

/** A declared file: a real PDF is kept and read back byte for byte; anything else is refused with its message and nothing stored. */
function describeDeclaredFile(resource: AnyResource, field: string, file: NonNullable<AnyResource['files']>[string], app: () => TestApp, { createOne, someoneWho, token }: Helpers) {
  const { idField } = resource;
  const send = async (id: string, bytes: Buffer | undefined, name = 'programa.pdf', fields: Record<string, string> = {}) =>
    app().as(await someoneWho(`upload:${field}`), { ...callOf(file.upload, { id }), ...multipart(fields, bytes && { field: file.formField, name, type: 'application/pdf', bytes }) });
  const storedCount = () => app().database.db.$count(storedFiles);

  it(`keeps a PDF sent as ${field}, serves the same bytes under its name, and replaces it without leaving the old one`, async () => {
    const record = await createOne();
    const id = String(record[idField]);
    const pdf = pdfOf(token());
    const before = await storedCount();
    // A text field the form may carry along is ignored.
    const sent = await send(id, pdf, 'Programa da feira.pdf', { nota: 'enviado do back-office' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data[field]).toBe('Programa da feira.pdf');
    const listed = (await app().as(await someoneWho('list'), callOf(resource.api.list))).json().data as Record<string, unknown>[];
    expect(listed.find((r) => r[idField] === id)?.[field]).toBe('Programa da feira.pdf');

    const read = await app().as(await someoneWho(`download:${field}`), callOf(file.download, { id }));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-disposition']).toContain("filename*=UTF-8''Programa%20da%20feira.pdf");
    expect(read.rawPayload.equals(pdf)).toBe(true);

    expect((await send(id, pdfOf(token()))).statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it(`refuses as ${field} a renamed file, a cut-off PDF, an empty or missing file and one over the limit, storing nothing`, async () => {
    const record = await createOne();
    const id = String(record[idField]);
    const before = await storedCount();
    const pdf = pdfOf(token());
    const cases: [string, Buffer | undefined, number, string][] = [
      ['an executable named .pdf', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048)]), 400, FILE_CONTENTS[file.content].wrongType],
      ['a cut-off PDF', pdf.subarray(0, pdf.length - 40), 400, 'O PDF está incompleto ou danificado.'],
      ['no file', undefined, 400, file.texts.missing],
      ['an empty file', Buffer.alloc(0), 400, file.texts.missing],
      ['a PDF over the limit', Buffer.concat([pdf.subarray(0, 8), Buffer.alloc(file.maxBytes + 1), pdf.subarray(8)]), 413, FILE_CONTENTS[file.content].tooLarge(file.maxBytes)],
    ];
    for (const [what, bytes, status, message] of cases) {
      const res = await send(id, bytes);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toBe(message);
    }
    const json = await app().as(await someoneWho(`upload:${field}`), { ...callOf(file.upload, { id }), payload: { [file.formField]: pdf.toString('base64') } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    expect(await storedCount()).toBe(before);
    expect((await app().as(await someoneWho(`download:${field}`), callOf(file.download, { id }))).statusCode).toBe(404);
  });
}
