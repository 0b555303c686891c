/**
 * The figures of the maths and physics report (spec section 9: session hours = minutes / 60,
 * tutoring statistics averages with two decimals, 0 when there is nothing to average). Pure
 * functions: the server computes the page with them, the client recomputes a person's validated
 * hours with them after 'Validar Horas'.
 */
import type { ReportPerson, TutoringSession, UnitStatistics } from './schemas/mathPhysics';

/** Two decimals, halves away from zero as people round (1.005 -> 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** The mean with two decimals; 0 for no values. */
export function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : round2(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** Minutes as hours, two decimals (90 -> 1.5, 100 -> 1.67). */
export function hoursOf(minutes: number): number {
  return round2(minutes / 60);
}

type SessionFigures = Pick<TutoringSession, 'duration' | 'validado' | 'validadoGC' | 'inscritos' | 'ratings'>;
const minutesOf = (sessions: readonly SessionFigures[]) => sessions.reduce((sum, s) => sum + s.duration, 0);

/**
 * A person's figures over its sessions in a UC and year (a tutor's given, a tutee's registered):
 * hours of all of them and of those validated by the cabinet; the ratings a tutor received, or
 * those a tutee left.
 */
export function personFigures(
  person: { id_utilizador: string; type: string },
  sessions: readonly SessionFigures[],
): Pick<ReportPerson, 'horas' | 'horasValidadas' | 'avaliacoes' | 'mediaAvaliacoes'> {
  const tutor = person.type === 'tutor';
  const ratings = sessions.flatMap((s) => s.ratings).filter((r) => tutor || r.userID === person.id_utilizador);
  return {
    horas: hoursOf(minutesOf(sessions)),
    horasValidadas: hoursOf(minutesOf(sessions.filter((s) => s.validadoGC))),
    avaliacoes: ratings.length,
    mediaAvaliacoes: average(ratings.map((r) => r.rating)),
  };
}

/**
 * A unit's row of 'Estatísticas por Unidade Orgânica' from its people of the year (approved
 * tutors, tutees) and the sessions its tutors gave (see `unitStatistics` for each column).
 */
export function unitFigures(
  unidade_organica: string | null,
  people: readonly { id_utilizador: string; type: string; aprovado: boolean | null }[],
  sessions: readonly SessionFigures[],
): UnitStatistics {
  const distinct = (type: string, keep: (p: (typeof people)[number]) => boolean = () => true) =>
    new Set(people.filter((p) => p.type === type && keep(p)).map((p) => p.id_utilizador)).size;
  const confirmed = sessions.filter((s) => s.validado);
  const registrations = sessions.reduce((sum, s) => sum + s.inscritos.length, 0);
  return {
    unidade_organica,
    tutores: distinct('tutor', (p) => p.aprovado === true),
    tutorados: distinct('tutorado'),
    sessoesAgendadas: sessions.length,
    sessoesConfirmadas: confirmed.length,
    totalHoras: hoursOf(minutesOf(confirmed)),
    mediaInscritos: sessions.length === 0 ? 0 : round2(registrations / sessions.length),
    avaliacaoMedia: average(sessions.flatMap((s) => s.ratings.map((r) => r.rating))),
  };
}
