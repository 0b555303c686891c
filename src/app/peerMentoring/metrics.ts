/**
 * The figures of the peer-mentoring screen and of its export (spec section 9), pure functions of
 * the year's mentees, mentors and interactions: hours, mean gap between interaction days, average
 * ratings and their colour, per mentee, per mentor and per organic unit.
 */
import type { Interaction, PeerMentor, PeerPerson, YearInteraction } from '../../contract';

const DAY_MS = 86_400_000;

/** Rounds half up to `digits` decimals without binary slips (2.345 -> 2.35, 0.05 -> 0.1). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** Hours of interactions: the sum of their minutes / 60, one decimal. */
export function hoursOf(interactions: readonly Pick<Interaction, 'duracao'>[]): number {
  return roundTo(sum(interactions.map((i) => i.duracao)) / 60, 1);
}

/** Mean gap: the average number of days between consecutive unique interaction days, two decimals; 0 with fewer than two days. */
export function meanGapDays(interactions: readonly Pick<Interaction, 'data'>[]): number {
  const days = [...new Set(interactions.map((i) => i.data))].map((d) => Date.parse(`${d}T00:00:00Z`) / DAY_MS).sort((a, b) => a - b);
  if (days.length < 2) return 0;
  return roundTo((days[days.length - 1] - days[0]) / (days.length - 1), 2);
}

/** The average of ratings at `digits` decimals (a mentor's: two), 0 when there is none. */
export function averageRating(ratings: readonly { rating: number }[], digits = 2): number {
  return ratings.length ? roundTo(sum(ratings.map((r) => r.rating)) / ratings.length, digits) : 0;
}

export type RatingColour = 'green' | 'yellow' | 'red';

/** Spec section 9: 4 or more green, 1 or less red, otherwise yellow. */
export function ratingColour(average: number): RatingColour {
  if (average >= 4) return 'green';
  if (average <= 1) return 'red';
  return 'yellow';
}

export interface MenteeRow {
  id_utilizador: string;
  nome: string | null;
  email: string | null;
  curso: string | null;
  unidade: string;
  mentor: string;
  interacoes: number;
  horas: number;
  intervaloMedio: number;
  /** The latest interaction day, '' when none. */
  ultima: string;
}

export interface MentorRow {
  id_utilizador: string;
  nome: string | null;
  email: string | null;
  curso: string | null;
  unidade: string;
  mentorados: number;
  interacoes: number;
  horas: number;
  avaliacaoMedia: number;
  avaliacoes: number;
  observacoes: PeerMentor['observacoes'];
}

export interface UnitSummaryRow {
  unidade: string;
  mentores: number;
  mentorados: number;
  interacoes: number;
  horas: number;
  /** The average of the mean gaps of the unit's mentees that met on two days or more; 0 when none did. */
  intervaloMedio: number;
  /** Every rating of the unit's mentors, one decimal (the spec's "mentoring average"); 0 when none. */
  avaliacaoMedia: number;
}

const unitOf = (person: { unidade_organica: string | null }) => person.unidade_organica ?? '—';

/** The cells naming a person, the same in the mentees' and the mentors' rows. */
const personCells = (person: PeerPerson | PeerMentor) => ({ id_utilizador: person.id_utilizador, nome: person.nome, email: person.email, curso: person.curso, unidade: unitOf(person) });

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** One row per mentee of the year: its mentor's name, interactions, hours, mean gap and latest day; sorted by username. */
export function menteeRows(mentees: readonly PeerPerson[], interactions: readonly YearInteraction[], mentorName: (id: string) => string): MenteeRow[] {
  const byMentee = groupBy(interactions, (i) => i.menteeId);
  return mentees
    .map((m) => {
      const own = byMentee.get(m.id_utilizador) ?? [];
      return {
        ...personCells(m),
        mentor: m.mentorID ? mentorName(m.mentorID) : '',
        interacoes: own.length,
        horas: hoursOf(own),
        intervaloMedio: meanGapDays(own),
        ultima: own.reduce((latest, i) => (i.data > latest ? i.data : latest), ''),
      };
    })
    .sort((a, b) => a.id_utilizador.localeCompare(b.id_utilizador));
}

/** One row per mentor of the year: its mentees, interactions, hours, average rating (two decimals) and observations; sorted by ID. */
export function mentorRows(mentors: readonly PeerMentor[], mentees: readonly PeerPerson[], interactions: readonly YearInteraction[]): MentorRow[] {
  const byMentor = groupBy(interactions, (i) => i.mentorId);
  return mentors
    .map((m) => {
      const own = byMentor.get(m.id_utilizador) ?? [];
      return {
        ...personCells(m),
        mentorados: mentees.filter((e) => e.mentorID === m.id_utilizador).length,
        interacoes: own.length,
        horas: hoursOf(own),
        avaliacaoMedia: averageRating(m.ratings),
        avaliacoes: m.ratings.length,
        observacoes: m.observacoes,
      };
    })
    .sort((a, b) => a.id_utilizador.localeCompare(b.id_utilizador));
}

/** One row per organic unit (of the mentees and mentors), sorted by unit; interactions count in their mentee's unit. */
export function unitSummary(mentees: readonly PeerPerson[], mentors: readonly PeerMentor[], interactions: readonly YearInteraction[]): UnitSummaryRow[] {
  const menteeUnit = new Map(mentees.map((m) => [m.id_utilizador, unitOf(m)]));
  const menteesOf = groupBy(mentees, unitOf);
  const mentorsOf = groupBy(mentors, unitOf);
  const interactionsOf = groupBy(
    interactions.filter((i) => menteeUnit.has(i.menteeId)),
    (i) => menteeUnit.get(i.menteeId)!,
  );
  const units = [...new Set([...menteesOf.keys(), ...mentorsOf.keys()])].sort();
  return units.map((unidade) => {
    const own = interactionsOf.get(unidade) ?? [];
    const gaps = [...groupBy(own, (i) => i.menteeId).values()].map(meanGapDays).filter((gap) => gap > 0);
    return {
      unidade,
      mentores: mentorsOf.get(unidade)?.length ?? 0,
      mentorados: menteesOf.get(unidade)?.length ?? 0,
      interacoes: own.length,
      horas: hoursOf(own),
      intervaloMedio: gaps.length ? roundTo(sum(gaps) / gaps.length, 2) : 0,
      avaliacaoMedia: averageRating((mentorsOf.get(unidade) ?? []).flatMap((m) => m.ratings), 1),
    };
  });
}
