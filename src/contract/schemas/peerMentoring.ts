/**
 * Peer-mentoring interactions (spec: "Peer-mentoring interactions screen (/mentorias)", sections 3,
 * 6, 7 and 9): what a mentee and its mentor did together, and what the mentors carry besides
 * (their mentees' ratings, their dated observations).
 */
import { z } from 'zod';
import { isAdminRole, type Role } from '../roles';
import { academicYear } from './fields';

export const PEER_MENTORING_MESSAGES = {
  menteeId: 'Identificador de mentorado inválido.',
  menteeNotFound: 'Mentorado não encontrado.',
  yearRequired: 'Indique o ano letivo.',
} as const;

/** An interaction (spec section 3): its day 'YYYY-MM-DD', kind, minutes, and who entered it ('mentorado' or 'mentor'). */
export const interaction = z.object({ data: z.string(), tipo: z.string(), duracao: z.number().int(), introduzidoPor: z.string() });
export type Interaction = z.infer<typeof interaction>;

/** GET /tutorias/interactionsMentorado/:menteeId -> data.data. */
export const menteeInteractions = z.object({ data: z.array(interaction) });
export const menteeParams = z.object({
  menteeId: z
    .string({ error: PEER_MENTORING_MESSAGES.menteeId })
    .max(64, PEER_MENTORING_MESSAGES.menteeId)
    .regex(/^[A-Za-z0-9_.-]+$/, PEER_MENTORING_MESSAGES.menteeId),
});

/**
 * GET /tutorias/interactions?academicYear=YYYY/YYYY (beyond the spec): the year's interactions the
 * caller may see, each with its mentee and mentor, so the screen's summary needs one request.
 */
export const yearInteraction = interaction.extend({ menteeId: z.string(), mentorId: z.string() });
export type YearInteraction = z.infer<typeof yearInteraction>;
export const yearInteractions = z.object({ data: z.array(yearInteraction) });
export const interactionsQuery = z.object({ academicYear: academicYear(PEER_MENTORING_MESSAGES.yearRequired) });

/** What a mentor of GET /tutorias/availableMentors carries besides (spec section 3): its mentees' ratings (1 to 5), its dated observations. */
export const mentorRating = z.object({ id_utilizador: z.string(), rating: z.number().int() });
export const mentorObservation = z.object({ data: z.string(), texto: z.string() });
export type MentorObservation = z.infer<typeof mentorObservation>;

/**
 * Spec section 6: the interactions screen covers every organic unit for ADMIN (and DEV, as on every
 * page of the area) and for a user whose `tipo` is SC; anyone else sees its own unit's mentees,
 * mentors and interactions only (a TUTORIAS_ADMIN too).
 */
export function seesEveryPeerUnit(role: Role, tipo: string | null): boolean {
  return isAdminRole(role) || tipo === 'SC';
}
