/**
 * Numbers in a declaration (issue 46): a rent in euros and a count of rooms typed as people write
 * them ('350,50'), kept exactly (`numeric`, `integer`), sorted as numbers; nonsense refused with a
 * Portuguese 400 and nothing stored. The generated tests of any declaration run on it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, declaredScreen, FIELD_MESSAGES, ptNumber } from '../../src/contract';
import { buildTestApp, type TestApp } from './helper';
import { callOf, describeDeclaredResource } from './declared';
import { createHousingTable, housing, housingStore } from '../fixtures/housing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { screens: [...ACCESS, declaredScreen(housing)], stores: [housingStore], prepare: createHousingTable });
});
afterAll(() => t.close());

describeDeclaredResource(housing, () => t, housingStore);

describe('numbers as people write them', () => {
  const offer = (title: string, rent: unknown, rooms: unknown = 2) => ({ title, rent, rooms, freeFrom: '2031-09-01' });
  const create = (body: Record<string, unknown>) => t.as('gci', callOf(housing.api.create, { payload: body }));

  it("keeps '350,50' as 350.50 euros and '3' rooms, and sorts rents as numbers (90 before 350,50 before 1 200)", async () => {
    const stamp = Date.now().toString(36);
    for (const [title, rent] of [[`T1 ${stamp}`, '350,50'], [`T0 ${stamp}`, 90], [`T3 ${stamp}`, '1 200']] as const) {
      const res = await create(offer(title, rent, '3'));
      expect(res.statusCode, res.body).toBe(201);
    }
    const listed = (await t.as('admin', { ...callOf(housing.api.list), url: '/api/alojamentos?limit=100&sort=rent&order=ASC' })).json().data as { title: string; rent: string; rooms: number }[];
    const mine = listed.filter((h) => h.title.endsWith(stamp));
    expect(mine.map((h) => [h.title, h.rent, h.rooms])).toEqual([
      [`T0 ${stamp}`, '90.00', 3],
      [`T1 ${stamp}`, '350.50', 3],
      [`T3 ${stamp}`, '1200.00', 3],
    ]);
  });

  it('has no natural unique key: two offers may share a title (declared without a duplicate message)', async () => {
    const twins = [await create(offer('T2 junto à ESTG', '300')), await create(offer('T2 junto à ESTG', '320'))];
    expect(twins.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(new Set(twins.map((res) => res.json().data.id)).size).toBe(2);
  });

  it('refuses NUL, exponents, huge or negative numbers, three decimals and long input, with 400 in Portuguese, storing nothing', async () => {
    const refused: [unknown, string][] = [
      ['350\u0000', FIELD_MESSAGES.nul],
      ['1e308', FIELD_MESSAGES.number],
      [1e308, FIELD_MESSAGES.number],
      ['999999999', FIELD_MESSAGES.range(ptNumber(0), ptNumber(100_000))],
      ['-5', FIELD_MESSAGES.range(ptNumber(0), ptNumber(100_000))],
      ['350,505', FIELD_MESSAGES.decimals(2)],
      ['3'.repeat(40), FIELD_MESSAGES.number],
      ['trezentos', FIELD_MESSAGES.number],
      ['1,2,3', FIELD_MESSAGES.number],
      ['', 'Renda é obrigatória'],
      [null, 'Renda é obrigatória'],
    ];
    const before = (await t.as('admin', { ...callOf(housing.api.list), url: '/api/alojamentos?limit=1' })).json().pagination.total;
    for (const [rent, message] of refused) {
      const res = await create(offer(`Recusado ${JSON.stringify(rent)}`, rent));
      expect(res.statusCode, JSON.stringify(rent)).toBe(400);
      expect(res.json().message, JSON.stringify(rent)).toBe(message);
    }
    expect((await create(offer('Quartos a mais', 100, '2,5'))).json().message).toBe(FIELD_MESSAGES.decimals(0));
    expect((await t.as('admin', { ...callOf(housing.api.list), url: '/api/alojamentos?limit=1' })).json().pagination.total).toBe(before);
  });
});
