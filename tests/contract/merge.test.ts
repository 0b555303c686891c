import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeEdits, type Json } from '../../src/contract/merge';

const base = { Periodos: { PrimeiroSemestre: '15 set a 20 dez', SegundoSemestre: '10 fev a 30 jun' }, Feriados: { PrimeiroSemestre: ['5 out', '1 nov'], SegundoSemestre: ['25 abr'] } };

describe('merging two edits of the calendar', () => {
  it('keeps a holiday one person added when the other changed a period', () => {
    const mine = { ...base, Feriados: { ...base.Feriados, PrimeiroSemestre: ['5 out', '1 nov', '8 dez'] } };
    const theirs = { ...base, Periodos: { ...base.Periodos, SegundoSemestre: '12 fev a 30 jun' } };
    const { merged, conflicts } = mergeEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.Feriados.PrimeiroSemestre).toEqual(['5 out', '1 nov', '8 dez']);
    expect(merged.Periodos.SegundoSemestre).toBe('12 fev a 30 jun');
  });

  it('keeps both sides’ additions and removals of holidays', () => {
    const mine = { ...base, Feriados: { ...base.Feriados, PrimeiroSemestre: ['1 nov', '8 dez'] } };
    const theirs = { ...base, Feriados: { ...base.Feriados, PrimeiroSemestre: ['5 out', '1 nov', '1 dez'] } };
    expect(mergeEdits(base, mine, theirs).merged.Feriados.PrimeiroSemestre).toEqual(['1 nov', '1 dez', '8 dez']);
  });

  it('reports a field both changed differently, keeping the other’s value until the person chooses', () => {
    const mine = { ...base, Periodos: { ...base.Periodos, PrimeiroSemestre: '16 set a 20 dez' } };
    const theirs = { ...base, Periodos: { ...base.Periodos, PrimeiroSemestre: '14 set a 20 dez' } };
    const { merged, conflicts } = mergeEdits(base, mine, theirs);
    expect(conflicts).toEqual([{ path: 'Periodos.PrimeiroSemestre', base: '15 set a 20 dez', mine: '16 set a 20 dez', theirs: '14 set a 20 dez' }]);
    expect(merged.Periodos.PrimeiroSemestre).toBe('14 set a 20 dez');
  });

  it('is the other’s document when I changed nothing, mine when they changed nothing, for any edit', () => {
    const doc = fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 4 })));
    fc.assert(
      fc.property(doc, doc, (b, other) => {
        expect(mergeEdits<Json>(b, b, other)).toEqual({ merged: other, conflicts: [] });
        expect(mergeEdits<Json>(b, other, b)).toEqual({ merged: other, conflicts: [] });
      }),
    );
  });
});
