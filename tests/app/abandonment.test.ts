import { describe, expect, it } from 'vitest';
import { filterByName, normaliseName, schoolsFor } from '../../src/app/abandonment/abandonmentFilters';

const row = (nome_completo: string | null) => ({ nome_completo, id_utilizador: nome_completo ?? 'x' });
const ROWS = [row('João Pedro Simões'), row('Inês Ângela Conceição'), row('Joana Martins'), row(null), row('ANA  MARIA   Costa')];
const names = (rows: { nome_completo: string | null }[]) => rows.map((r) => r.nome_completo);

describe('filterByName (the Procurar box)', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(filterByName(ROWS, '')).toEqual(ROWS);
    expect(filterByName(ROWS, '   ')).toEqual(ROWS);
  });

  it('ignores case and accents, both in the search and in the names', () => {
    expect(names(filterByName(ROWS, 'joao'))).toEqual(['João Pedro Simões']);
    expect(names(filterByName(ROWS, 'SIMÕES'))).toEqual(['João Pedro Simões']);
    expect(names(filterByName(ROWS, 'ines angela conceicao'))).toEqual(['Inês Ângela Conceição']);
    expect(names(filterByName(ROWS, 'ÍNÊS'))).toEqual(['Inês Ângela Conceição']);
  });

  it('matches parts of the full name, every word typed, in any order', () => {
    expect(names(filterByName(ROWS, 'jo'))).toEqual(['João Pedro Simões', 'Joana Martins']);
    expect(names(filterByName(ROWS, 'simoes joao'))).toEqual(['João Pedro Simões']);
    expect(names(filterByName(ROWS, 'maria costa'))).toEqual(['ANA  MARIA   Costa']);
    expect(names(filterByName(ROWS, 'ana   maria'))).toEqual(['ANA  MARIA   Costa']);
    expect(names(filterByName(ROWS, 'joao martins'))).toEqual([]);
  });

  it('never matches a row without a name, and does not change the input', () => {
    const copy = [...ROWS];
    expect(filterByName(ROWS, 'null')).toEqual([]);
    expect(ROWS).toEqual(copy);
  });

  it('normalises names', () => {
    expect(normaliseName('  Conceição  ÁVILA ')).toBe('conceicao avila');
    expect(normaliseName(null)).toBe('');
  });
});

describe('schoolsFor (the school select)', () => {
  it('offers ADMIN and DEV every school, in the spec order of ids', () => {
    const all = schoolsFor({ role: 'ADMIN', role_extra: null });
    expect(all.map((s) => `${s.id} ${s.sigla}`)).toEqual(['1 ESA', '2 ESE', '3 ESTG', '4 ESCE', '5 ESS', '6 ESDL', '7 SC', '8 SAS']);
    expect(schoolsFor({ role: 'DEV', role_extra: [] })).toEqual(all);
  });

  it('offers DIRECAO only the schools of its role_extra', () => {
    expect(schoolsFor({ role: 'DIRECAO', role_extra: ['ESTG', 'esce'] }).map((s) => s.sigla)).toEqual(['ESTG', 'ESCE']);
    expect(schoolsFor({ role: 'DIRECAO', role_extra: null })).toEqual([]);
    expect(schoolsFor({ role: 'DIRECAO', role_extra: ['XYZ'] })).toEqual([]);
  });

  it('offers nothing when signed out', () => {
    expect(schoolsFor(null)).toEqual([]);
  });
});
