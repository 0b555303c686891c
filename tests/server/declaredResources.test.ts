/**
 * Every declared resource of the product, through the real server. Generated from the
 * declarations: a new declaration is covered without editing this file. The expected answers are
 * the declarations' rules; that the declarations say what the spec says is checked in tests/contract.
 */
import { afterAll, beforeAll } from 'vitest';
import { DECLARED_RESOURCES } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';
import { describeDeclaredResource } from './declared';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

for (const resource of DECLARED_RESOURCES) describeDeclaredResource(resource, () => t);
