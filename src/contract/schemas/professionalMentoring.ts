/**
 * Professional mentoring (spec: "Professional mentors page", sections 3, 4, 7): mentors from
 * companies accepted, pending or refused by the tutoring area, students' applications to them,
 * and the ratings those students give each cycle.
 */
import { z } from 'zod';
import { FIELD_MESSAGES } from './fields';
import { recordVersion, recordVersions } from './version';

export const MENTOR_STATUSES = ['ACEITE', 'PENDENTE', 'RECUSADO'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];
/** A mentee's application: read-only here (spec section 4). */
export const MENTEE_STATUSES = ['APROVADO', 'PENDENTE', 'REJEITADO'] as const;
export type MenteeStatus = (typeof MENTEE_STATUSES)[number];

export const PROFESSIONAL_MENTORING_MESSAGES = {
  status: 'Estado inválido: use ACEITE, PENDENTE ou RECUSADO.',
  id: 'Identificador inválido.',
  mentorNotFound: 'Mentor não encontrado.',
  menteeNotFound: 'Este estudante não é mentorado deste mentor.',
} as const;

export const availabilitySlot = z.object({ dia: z.string(), inicio: z.string(), fim: z.string() });
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** GET /mentoriasProfissionais/allMentors: name and e-mail are the mentor's account's. */
export const professionalMentor = z.object({
  user_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  company_name: z.string(),
  professionalQualification: z.string().nullable(),
  biography: z.string(),
  linkedin: z.string().nullable(),
  disponibilidade: z.array(availabilitySlot),
  /** ACEITE, PENDENTE or RECUSADO (a client shows any other value red). */
  status: z.string(),
});
export type ProfessionalMentor = z.infer<typeof professionalMentor>;
/** The mentors, their versions beside them by user id (the spec fixes a mentor's fields); a change of status answers its new version in `ETag`. */
export const professionalMentorList = z.object({ data: z.array(professionalMentor), versions: recordVersions });
/** The mentor as the spec answers it, and beside it its new version (the row's next change sends it back). */
export const professionalMentorResponse = z.object({ data: professionalMentor, version: recordVersion });

/** GET /mentoriasProfissionais/usersByMentor/:mentorId: one application each. */
export const professionalMentee = z.object({
  user_id: z.string(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  nm_curso: z.string().nullable(),
  sigla_curso: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  status: z.string(),
});
export type ProfessionalMentee = z.infer<typeof professionalMentee>;
export const professionalMenteeList = z.object({ data: z.array(professionalMentee) });

/** An average of ratings 1 to 5, two decimals; 0 when there is none (spec section 9). */
export const ratingAverage = z.number();
export const mentorAverageResponse = z.object({ media: ratingAverage });
export const cycleRating = z.object({ ciclo: z.number().int(), avaliacao: z.number().int() });
export type CycleRating = z.infer<typeof cycleRating>;
/** GET /mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId, ratings by cycle. */
export const menteeRatings = z.object({ media: ratingAverage, ratings: z.array(cycleRating) });
export type MenteeRatings = z.infer<typeof menteeRatings>;

/** Applications per status: A(provado) | P(endente) | R(ejeitado). */
export const menteeCounts = z.object({ A: z.number().int(), P: z.number().int(), R: z.number().int() });
export type MenteeCounts = z.infer<typeof menteeCounts>;

/**
 * GET /mentoriasProfissionais/overview (beyond the spec): the whole page in one call, the same
 * facts as allMentors, mediaMentor, usersByMentor and MentorMentoradoRating for every mentor.
 */
export const overviewMentor = professionalMentor.extend({ mentorados: menteeCounts, media: ratingAverage });
export type OverviewMentor = z.infer<typeof overviewMentor>;
export const overviewMentee = professionalMentee.extend({ mentor_id: z.string(), mentor_name: z.string().nullable(), ...menteeRatings.shape });
export type OverviewMentee = z.infer<typeof overviewMentee>;
/** With each mentor's version by user id (beside them: the spec fixes a mentor's fields). */
export const professionalOverview = z.object({ mentors: z.array(overviewMentor), mentees: z.array(overviewMentee), versions: recordVersions });
export type ProfessionalOverview = z.infer<typeof professionalOverview>;
export const professionalOverviewResponse = z.object({ data: professionalOverview });

/** A user id in a path: 1 to 64 characters, no NUL. */
const accountId = z
  .string()
  .min(1, PROFESSIONAL_MENTORING_MESSAGES.id)
  .max(64, PROFESSIONAL_MENTORING_MESSAGES.id)
  .refine((value) => !value.includes('\u0000'), FIELD_MESSAGES.nul);
export const professionalMentorParams = z.object({ mentorId: accountId });
export const professionalRatingParams = z.object({ menteeId: accountId, mentorId: accountId });

/** PUT /mentoriasProfissionais/updateStatus/:mentorId. */
export const mentorStatusBody = z.object({ status: z.enum(MENTOR_STATUSES, { error: PROFESSIONAL_MENTORING_MESSAGES.status }) });
export type MentorStatusBody = z.infer<typeof mentorStatusBody>;

