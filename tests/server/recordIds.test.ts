/**
 * Every call on one record, from the endpoint map (the declared resources' calls included): a path
 * id that is no UUID names no record, so it is answered as an unknown record is, 404 with the
 * area's message, whatever the call (recordId in src/contract/schemas/common.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CALLS, endpointKeyOf, endpointRules, type Call } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';
import { callers, expectedOutcome, Sessions, type Caller } from './matrix';

const NOT_AN_ID = 'nao-existe';

/** The message a call's params give an id that is no UUID; undefined for a call on no record. */
function notFoundOf(call: Call): string | undefined {
  if (!call.params) return undefined;
  const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parsed = (call.params as z.ZodType).safeParse(Object.fromEntries(names.map((name) => [name, NOT_AN_ID])));
  return parsed.error?.issues.find((issue) => issue.code === 'invalid_format' && issue.format === 'uuid')?.message;
}

const ON_RECORD = [...new Map(ALL_CALLS.map((call) => [endpointKeyOf(call), call])).values()].flatMap((call) => {
  const notFound = notFoundOf(call);
  return notFound ? [{ key: endpointKeyOf(call), call, notFound }] : [];
});

let t: TestApp;
let everyone: Caller[];
let sessions: Sessions;
beforeAll(async () => {
  t = await buildTestApp();
  everyone = await callers(t.database.db);
  sessions = new Sessions(() => t.app);
});
afterAll(() => t.close());

describe('a path id that is no UUID', () => {
  it('is on every call of a record of the map and of the declared resources', () => {
    const keys = ON_RECORD.map((c) => c.key);
    for (const key of ['PUT /bugs/:id', 'DELETE /tutorias/:id', 'GET /questoesrh/:id/anexo', 'DELETE /notifications/:_id', 'PUT /webinares/:id', 'PUT /feiraEmprego/:id/ativa']) {
      expect(keys, key).toContain(key);
    }
  });

  it.each(ON_RECORD.map((c) => [c.key, c] as const))('%s answers 404 with the area\'s message, as an unknown record', async (key, { call, notFound }) => {
    const rule = endpointRules().get(key);
    const caller = everyone.find((c) => c.username && rule && expectedOutcome(rule, c) === 'allowed');
    expect(caller, `someone may call ${key}`).toBeDefined();
    const res = await t.app.inject({
      method: call.method,
      url: `/api${call.path.replace(/:\w+/g, NOT_AN_ID)}`,
      headers: { 'access-token': await sessions.token(caller!.username!) },
      ...(call.method === 'GET' ? {} : { payload: {} }),
    });
    expect([res.statusCode, res.json().message]).toEqual([404, notFound]);
  });
});
