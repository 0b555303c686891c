/**
 * No lost update, on every write of a record (docs/concurrency.md). For each write endpoint of the
 * access table: the first writer reads the record, a second writer changes it, the first writes with
 * the version it read -> 409 with the message and the record unchanged; read again, the same write
 * -> 2xx. The endpoints come from the access table and the endpoint map: a new write without its
 * version check, or without a scenario here (tests/server/concurrency/<area>.scenarios.ts), fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '../../src/contract';
import { CALLS as calls, RECORD_WRITES as WRITES } from '../recordWrites';
import { buildTestApp, type TestApp } from './helper';
import type { Scenario } from './concurrency/scenario';

const modules = import.meta.glob<{ scenarios: Scenario[] }>('./concurrency/*.scenarios.ts', { eager: true });
const scenarios = new Map(Object.values(modules).flatMap((m) => m.scenarios.map((s) => [s.endpoint, s] as const)));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a stale write is refused (409), a current one goes through', () => {
  it.each(WRITES)('%s', async (endpoint) => {
    expect(calls.get(endpoint)?.versioned, 'the call declares its version check (versioned: true)').toBe(true);
    const s = scenarios.get(endpoint);
    if (!s) throw new Error(`no scenario for ${endpoint}: add one to tests/server/concurrency/<area>.scenarios.ts`);
    const first = await s.read(t);
    expect(first.version, 'the read answers a version').toMatch(/^\d+$/);
    await s.change(t, first.ctx);
    const seen = await s.state(t, first.ctx);

    const stale = await s.write(t, first.ctx, first.version);
    expect(stale.statusCode, stale.body.slice(0, 300)).toBe(409);
    expect(stale.json().message).toBe(STALE_MESSAGE);
    expect(await s.state(t, first.ctx), 'the refused write changed nothing').toEqual(seen);

    const again = await s.read(t, first.ctx);
    expect(again.version).not.toBe(first.version);
    const current = await s.write(t, again.ctx, again.version);
    expect(current.statusCode, current.body.slice(0, 300)).toBeLessThan(300);
  });

  it('has no scenario for an endpoint that is not a write of the access table', () => {
    expect([...scenarios.keys()].filter((key) => !WRITES.includes(key))).toEqual([]);
  });
});
