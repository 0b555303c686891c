import { describe, expect, it } from 'vitest';
import { changeSummary, shortValue } from '../../src/app/audit/changeSummary';
import { areaLabel, fieldLabel, readableQuery } from '../../src/app/audit/labels';

describe("an audit entry's changes", () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(changeSummary({ role: 'GCI', role_extra: null }, { role: 'RH', role_extra: null })).toEqual([{ field: 'role', before: 'GCI', after: 'RH' }]);
  });

  it('shows a created record by its values and a removed one by what it had', () => {
    expect(changeSummary(null, { topic: 'A', n: 2 })).toEqual([
      { field: 'topic', before: undefined, after: 'A' },
      { field: 'n', before: undefined, after: '2' },
    ]);
    expect(changeSummary({ topic: 'A' }, null)).toEqual([{ field: 'topic', before: 'A', after: undefined }]);
  });

  it('says nothing when nothing changed, and keeps lines short and few', () => {
    expect(changeSummary({ a: 1 }, { a: 1 })).toEqual([]);
    expect(changeSummary(null, null)).toEqual([]);
    expect(shortValue('x'.repeat(200))).toHaveLength(81);
    expect(shortValue(null)).toBe('nulo');
    expect(shortValue({ pt: { a: 1 } })).toBe('{"pt":{"a":1}}');
    expect(changeSummary(null, Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i])))).toHaveLength(6);
  });
});

describe('an audit entry in words', () => {
  it("names the area, never its key: a screen's menu label, or the calls outside a screen", () => {
    expect(areaLabel('webinars')).toBe('Webinares');
    expect(areaLabel('vistas')).toBe('Vistas guardadas');
    expect(areaLabel('bugs')).toBe('Sugestões');
  });

  it("labels each field: a declared resource's own, else the screens' label for it", () => {
    expect(fieldLabel('webinars', 'topic')).toBe('Tópico');
    expect(fieldLabel('jobFairs', 'ativa')).toBe('Ativa');
    expect(fieldLabel('suggestions', 'isArquivado')).toBe('Arquivada');
    expect(fieldLabel('users', 'role')).toBe('Role');
  });

  it("reads a saved view's query as its filters and order, not as an address", () => {
    const query = `?displayedFilters=${encodeURIComponent('{}')}&filter=${encodeURIComponent('{"name":"zona","answered":false}')}&order=DESC&page=1&perPage=25&sort=name`;
    expect(readableQuery(query)).toBe('name: zona; answered: false; ordem: name (DESC)');
    expect(readableQuery('?page=1')).toBe('—');
  });
});
