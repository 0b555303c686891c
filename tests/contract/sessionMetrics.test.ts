import { describe, expect, it } from 'vitest';
import { average, hoursOf, personFigures, round2, unitFigures } from '../../src/contract';

const session = (duration: number, extra: Partial<{ validado: boolean; validadoGC: boolean; inscritos: string[]; ratings: { userID: string; rating: number }[] }> = {}) => ({
  duration,
  validado: false,
  validadoGC: false,
  inscritos: [],
  ratings: [],
  ...extra,
});

describe('rounding and hours', () => {
  it('rounds to two decimals, halves up, as people do', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1 / 3)).toBe(0.33);
    expect(round2(0)).toBe(0);
  });

  it('turns minutes into hours (minutes / 60) with two decimals', () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(100)).toBe(1.67);
    expect(hoursOf(45)).toBe(0.75);
    expect(hoursOf(0)).toBe(0);
  });

  it('averages with two decimals, and 0 when there is nothing to average', () => {
    expect(average([])).toBe(0);
    expect(average([4, 5, 5])).toBe(4.67);
    expect(average([3])).toBe(3);
  });
});

describe('a person of the report', () => {
  it('has zeros without sessions', () => {
    expect(personFigures({ id_utilizador: 'a1', type: 'tutor' }, [])).toEqual({ horas: 0, horasValidadas: 0, avaliacoes: 0, mediaAvaliacoes: 0 });
  });

  it("a tutor: hours of every session, validated hours of the cabinet's, and every rating received", () => {
    const sessions = [
      session(60, { validado: true, validadoGC: true, inscritos: ['b', 'c'], ratings: [{ userID: 'b', rating: 5 }, { userID: 'c', rating: 4 }] }),
      session(45, { validado: true, inscritos: ['b'], ratings: [{ userID: 'b', rating: 4 }] }),
      session(100),
    ];
    expect(personFigures({ id_utilizador: 'a', type: 'tutor' }, sessions)).toEqual({ horas: 3.42, horasValidadas: 1, avaliacoes: 3, mediaAvaliacoes: 4.33 });
  });

  it('a tutee: only the ratings it left', () => {
    const sessions = [session(60, { inscritos: ['b', 'c'], ratings: [{ userID: 'b', rating: 2 }, { userID: 'c', rating: 5 }] }), session(30, { inscritos: ['b'] })];
    expect(personFigures({ id_utilizador: 'b', type: 'tutorado' }, sessions)).toEqual({ horas: 1.5, horasValidadas: 0, avaliacoes: 1, mediaAvaliacoes: 2 });
  });
});

describe("a unit's statistics", () => {
  const people = [
    { id_utilizador: 't1', type: 'tutor', aprovado: true },
    { id_utilizador: 't1', type: 'tutor', aprovado: true },
    { id_utilizador: 't2', type: 'tutor', aprovado: null },
    { id_utilizador: 't3', type: 'tutor', aprovado: false },
    { id_utilizador: 'e1', type: 'tutorado', aprovado: null },
    { id_utilizador: 'e2', type: 'tutorado', aprovado: null },
  ];

  it('counts approved tutors and tutees once each, and zeros without sessions', () => {
    expect(unitFigures('ESTG', people, [])).toEqual({
      unidade_organica: 'ESTG',
      tutores: 1,
      tutorados: 2,
      sessoesAgendadas: 0,
      sessoesConfirmadas: 0,
      totalHoras: 0,
      mediaInscritos: 0,
      avaliacaoMedia: 0,
    });
  });

  it('scheduled are all sessions, confirmed the validated ones, hours those confirmed; registrants per session and ratings averaged', () => {
    const sessions = [
      session(90, { validado: true, inscritos: ['e1', 'e2'], ratings: [{ userID: 'e1', rating: 5 }] }),
      session(60, { validado: true, validadoGC: true, inscritos: ['e1'], ratings: [{ userID: 'e1', rating: 4 }, { userID: 'e2', rating: 4 }] }),
      session(120, { inscritos: [] }),
    ];
    expect(unitFigures('ESA', people, sessions)).toMatchObject({ sessoesAgendadas: 3, sessoesConfirmadas: 2, totalHoras: 2.5, mediaInscritos: 1, avaliacaoMedia: 4.33 });
  });

  it('gives 0 registrants per session when every session is empty', () => {
    expect(unitFigures(null, [], [session(60), session(30)]).mediaInscritos).toBe(0);
  });
});
