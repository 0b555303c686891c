import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/** The client sends `Content-Type: application/json` on every call (spec section 7), bodiless ones too. */
describe('a JSON content type with no body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is accepted on a DELETE (cancelling a notification)', async () => {
    const list = await t.as('gci', { method: 'GET', url: '/api/notifications' });
    const pending = (list.json() as { data: { _id: string; sent: boolean }[] }).data.find((n) => !n.sent);
    expect(pending).toBeDefined();
    const res = await t.as('gci', { method: 'DELETE', url: `/api/notifications/${pending!._id}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses malformed JSON and a missing body where one is required', async () => {
    const bad = await t.as('gci', { method: 'POST', url: '/api/notifications', headers: { 'content-type': 'application/json' }, payload: '{"titulo":' });
    expect(bad.statusCode).toBe(400);
    const none = await t.as('gci', { method: 'POST', url: '/api/notifications', headers: { 'content-type': 'application/json' } });
    expect(none.statusCode).toBe(400);
    const poisoned = await t.as('gci', { method: 'POST', url: '/api/notifications', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
    expect(poisoned.statusCode).toBe(400);
  });
});
