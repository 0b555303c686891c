/** The professional mentors page's display rules (spec section 2 "Professional mentors page"), as pure functions. */
import { webHref, type AvailabilitySlot, type OverviewMentee, type OverviewMentor } from '../../contract';

export const BIOGRAPHY_PREVIEW = 60;

/** The first 60 characters then '...'; a shorter biography whole. */
export function biographyPreview(biography: string): string {
  const chars = [...biography];
  return chars.length > BIOGRAPHY_PREVIEW ? `${chars.slice(0, BIOGRAPHY_PREVIEW).join('')}...` : biography;
}

/** An availability chip: 'day: start - end'. */
export const availabilityText = (slot: AvailabilitySlot) => `${slot.dia}: ${slot.inicio} - ${slot.fim}`;

export type StatusTone = 'success' | 'warning' | 'error';

/** Accepted or approved green, pending amber, refused, rejected or anything else red. */
export function statusTone(status: string): StatusTone {
  if (status === 'ACEITE' || status === 'APROVADO') return 'success';
  return status === 'PENDENTE' ? 'warning' : 'error';
}

/** Where the LinkedIn icon leads: an address starting with http that is a valid http(s) URL; null (a disabled icon) otherwise. */
export function linkedinHref(address: string | null): string | null {
  const trimmed = (address ?? '').trim();
  return /^https?:\/\//i.test(trimmed) ? webHref(trimmed) : null;
}

/** A mentee's course as 'code — name' (either alone when the other is unknown). */
export const courseText = (mentee: Pick<OverviewMentee, 'sigla_curso' | 'nm_curso'>) => [mentee.sigla_curso, mentee.nm_curso].filter(Boolean).join(' — ');

const averageFormat = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2 });
/** An average of ratings as shown (4,33); null when there is none (0: spec section 9). */
export const averageText = (media: number) => (media > 0 ? averageFormat.format(media) : null);

export interface MentoringSummary {
  mentors: number;
  mentorsWithMentees: number;
  mentees: number;
  pendingMentees: number;
  menteesWithMentor: number;
}

/**
 * The five summary cards. Mentors with mentees: with at least one application, whatever its
 * status (those the expanded table lists). Mentees are students, each counted once however many
 * mentors it applied to: pending when one of its applications waits, with a mentor when one was approved.
 */
export function summaryOf(mentors: readonly OverviewMentor[], mentees: readonly OverviewMentee[]): MentoringSummary {
  const students = (status?: string) => new Set(mentees.filter((m) => status === undefined || m.status === status).map((m) => m.user_id)).size;
  return {
    mentors: mentors.length,
    mentorsWithMentees: new Set(mentees.map((m) => m.mentor_id)).size,
    mentees: students(),
    pendingMentees: students('PENDENTE'),
    menteesWithMentor: students('APROVADO'),
  };
}
