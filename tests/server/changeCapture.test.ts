/**
 * Live updates follow the declarations (issue 46): every declared resource's table records its
 * changes for the event streams (record_changes, under the resource's name) on insert, update and
 * delete, and some screen of the access table is told of them. A new area bound without its change
 * capture fails here, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, sql } from 'drizzle-orm';
import { ACCESS, STAFF_ROLES, type ScreenAccess } from '../../src/contract';
import { rowsOf } from '../../src/server/jobs/notification-sender';
import { eventRules } from '../../src/server/events/rules';
import { STORES } from '../../src/server/resources';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

describe('change capture of the declared resources', () => {
  for (const { resource, table } of STORES) {
    it(`${resource.name} (${getTableName(table)}) records every change and some screen is told`, async () => {
      const triggers = rowsOf<{ event: string; args: string }>(
        await t.database.db.execute(sql`
          select case when (t.tgtype & 4) <> 0 then 'insert' when (t.tgtype & 8) <> 0 then 'delete' else 'update' end as event,
                 encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = ${getTableName(table)}::regclass and p.proname = 'record_changes' and not t.tgisinternal`),
      );
      const named = triggers.filter((row) => row.args.split('\\000')[0] === resource.name).map((row) => row.event);
      expect(named.sort(), `${resource.name}: record_changes('${resource.name}', …) on insert, update and delete`).toEqual(['delete', 'insert', 'update']);
      expect(STAFF_ROLES.some((role) => eventRules(ACCESS, STORES).opensArea(resource.name, role)), `${resource.name}: a screen of the access table calls it`).toBe(true);
      expect((ACCESS as readonly ScreenAccess[]).some((screen) => screen.resource?.name === resource.name)).toBe(true);
    });
  }
});
