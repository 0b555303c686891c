import { test } from '@playwright/test';
import { DECLARED_WRITES, RECORD_WRITES } from '../recordWrites';
import { declaredScenario } from './noloss/declared';
import { HAND_WRITTEN } from './noloss/registry';
import { runScenario, type UiScenario } from './noloss/race';

// No silent loss (issue 45): for every write a screen makes of a record, two people in two browsers
// act on the same record; the one whose screen is stale is refused and shown both values (or
// merged), never applied over the other's change. The writes come from the access table and the
// declarations (tests/recordWrites.ts): a declared screen's writes are generated from its
// declaration (noloss/declared.ts), every other write needs its scenario in noloss/registry.ts,
// and a write without one fails here by its name. The file runs alone after the others (its own
// Playwright project): some of its writes are of one-of-a-kind records (the calendar, the minimum
// version) that other tests read.

const generated: UiScenario[] = DECLARED_WRITES.map(declaredScenario);
const scenarios = [...generated, ...HAND_WRITTEN];

test.describe('a stale write is refused with both values, or merged, never applied silently', () => {
  for (const scenario of scenarios) {
    test(`${scenario.endpoint}: ${scenario.title}`, async ({ browser }) => {
      test.slow();
      await runScenario(browser, scenario);
    });
  }
  const covered = new Set(scenarios.map((s) => s.endpoint));
  for (const endpoint of RECORD_WRITES.filter((e) => !covered.has(e))) {
    test(`${endpoint}: has a UI scenario`, () => {
      throw new Error(`no UI scenario for ${endpoint}: add one to tests/e2e/noloss/registry.ts`);
    });
  }
  test('every scenario is of a write of the access table', () => {
    const unknown = HAND_WRITTEN.map((s) => s.endpoint).filter((e) => !RECORD_WRITES.includes(e));
    if (unknown.length > 0) throw new Error(`scenarios of no write of the access table: ${unknown.join(', ')}`);
  });
});
