import { describe, expect, it } from 'vitest';
import type { PeerMentor, PeerPerson, YearInteraction } from '../../src/contract';
import { averageRating, hoursOf, meanGapDays, menteeRows, mentorRows, ratingColour, roundTo, unitSummary } from '../../src/app/peerMentoring/metrics';
import { monthTitle, monthWeeks, shiftMonth, WEEKDAYS } from '../../src/app/peerMentoring/month';

const YEAR = '2025/2026';
const person = (id: string, unit: string, mentorID: string | null = null): PeerPerson => ({ id_utilizador: id, nome: `Nome ${id}`, email: `${id}@exemplo.pt`, curso: 'Engenharia Informática', unidade_organica: unit, academicYear: YEAR, mentorID });
const mentor = (id: string, unit: string, ratings: number[] = []): PeerMentor => ({ ...person(id, unit), ratings: ratings.map((rating, i) => ({ id_utilizador: `r${i}`, rating })), observacoes: [] });
const met = (menteeId: string, mentorId: string, data: string, duracao = 30): YearInteraction => ({ menteeId, mentorId, data, duracao, tipo: 'Videochamada', introduzidoPor: 'mentorado' });

describe('rounding', () => {
  it('rounds half up without binary slips', () => {
    expect(roundTo(2.345, 2)).toBe(2.35);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.05, 1)).toBe(0.1);
    expect(roundTo(0.04999, 1)).toBe(0);
    expect(roundTo(10 / 3, 2)).toBe(3.33);
  });
});

describe('hours', () => {
  it('is the minutes / 60 at one decimal, 0 without interactions', () => {
    expect(hoursOf([])).toBe(0);
    expect(hoursOf([{ duracao: 3 }])).toBe(0.1); // 0.05 h
    expect(hoursOf([{ duracao: 2 }])).toBe(0); // 0.033 h
    expect(hoursOf([{ duracao: 45 }, { duracao: 50 }])).toBe(1.6); // 95 min = 1.583 h
  });
});

describe('mean gap', () => {
  it('is 0 with no interactions, with one day, and with several interactions on one day', () => {
    expect(meanGapDays([])).toBe(0);
    expect(meanGapDays([{ data: '2025-10-01' }])).toBe(0);
    expect(meanGapDays([{ data: '2025-10-01' }, { data: '2025-10-01' }, { data: '2025-10-01' }])).toBe(0);
  });

  it('averages the days between consecutive unique days, same-day duplicates counted once, in any order, at two decimals', () => {
    expect(meanGapDays([{ data: '2025-10-01' }, { data: '2025-10-04' }])).toBe(3);
    expect(meanGapDays([{ data: '2025-10-11' }, { data: '2025-10-01' }, { data: '2025-10-01' }, { data: '2025-10-04' }])).toBe(5);
    // 1 and 2 days apart, then 4 more: 7 days over 3 gaps = 2.333...
    expect(meanGapDays([{ data: '2025-10-01' }, { data: '2025-10-02' }, { data: '2025-10-04' }, { data: '2025-10-08' }])).toBe(2.33);
    // Across a month, a year and the change of time (no time zone involved).
    expect(meanGapDays([{ data: '2025-12-31' }, { data: '2026-01-01' }])).toBe(1);
    expect(meanGapDays([{ data: '2026-03-28' }, { data: '2026-03-30' }])).toBe(2);
  });
});

describe('ratings', () => {
  it("averages a mentor's ratings at two decimals, 0 when none", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([{ rating: 4 }, { rating: 5 }, { rating: 4 }])).toBe(4.33);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 4 }, { rating: 5 }, { rating: 5 }])).toBe(4.38); // 4.375
    expect(averageRating([{ rating: 4 }, { rating: 5 }, { rating: 4 }], 1)).toBe(4.3);
  });

  it('colours 4 or more green, 1 or less red, the rest yellow', () => {
    expect([5, 4, 3.99, 1.01, 1, 0].map(ratingColour)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});

describe('the tables', () => {
  const mentees = [person('a3', 'ESTG', 'm1'), person('a1', 'ESTG', 'm1'), person('a2', 'ESE', 'm2'), person('a4', 'ESE')];
  const mentors = [mentor('m2', 'ESE'), mentor('m1', 'ESTG', [5, 4, 4])];
  const interactions = [met('a1', 'm1', '2025-10-01', 45), met('a1', 'm1', '2025-10-01', 50), met('a1', 'm1', '2025-10-05'), met('a3', 'm1', '2025-11-02', 3), met('a2', 'm2', '2025-10-10', 60), met('a2', 'm2', '2025-10-20', 60)];

  it('gives each mentee its mentor by name, interactions, hours, mean gap and latest day, sorted by username', () => {
    const rows = menteeRows(mentees, interactions, (id) => `Mentor ${id}`);
    expect(rows.map((r) => r.id_utilizador)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(rows[0]).toMatchObject({ mentor: 'Mentor m1', interacoes: 3, horas: 2.1, intervaloMedio: 4, ultima: '2025-10-05' });
    expect(rows[2]).toMatchObject({ interacoes: 1, horas: 0.1, intervaloMedio: 0 });
    expect(rows[3]).toMatchObject({ mentor: '', interacoes: 0, horas: 0, intervaloMedio: 0, ultima: '' });
  });

  it('gives each mentor its mentees, interactions, hours and average rating (0 when unrated), sorted by ID', () => {
    const rows = mentorRows(mentors, mentees, interactions);
    expect(rows.map((r) => r.id_utilizador)).toEqual(['m1', 'm2']);
    expect(rows[0]).toMatchObject({ mentorados: 2, interacoes: 4, horas: 2.1, avaliacaoMedia: 4.33, avaliacoes: 3 });
    expect(rows[1]).toMatchObject({ mentorados: 1, interacoes: 2, horas: 2, avaliacaoMedia: 0, avaliacoes: 0 });
  });

  it("sums each unit: its mentors, mentees, their interactions and hours, the mean of its mentees' gaps, its mentors' ratings at one decimal", () => {
    expect(unitSummary(mentees, mentors, interactions)).toEqual([
      { unidade: 'ESE', mentores: 1, mentorados: 2, interacoes: 2, horas: 2, intervaloMedio: 10, avaliacaoMedia: 0 },
      // a1 met on two days 4 apart; a3 on one day only (left out of the mean gap).
      { unidade: 'ESTG', mentores: 1, mentorados: 2, interacoes: 4, horas: 2.1, intervaloMedio: 4, avaliacaoMedia: 4.3 },
    ]);
    expect(unitSummary([], [], [])).toEqual([]);
  });
});

describe('the calendar month', () => {
  it('lays a month out in weeks from Monday, and moves across years', () => {
    const weeks = monthWeeks('2026-03'); // 1 March 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2026-02').flat().filter(Boolean)).toHaveLength(28);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(monthTitle('2026-03')).toBe('Março de 2026');
    expect(WEEKDAYS.map((d) => d.short)).toEqual(['seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.', 'dom.']);
    expect(WEEKDAYS[0].long).toBe('segunda-feira');
  });
});
