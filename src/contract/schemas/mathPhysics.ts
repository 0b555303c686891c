/**
 * The maths and physics report (spec section 2 "Maths and physics report page (/mat_fisica)",
 * sections 3, 5, 6, 7, 8): tutoring sessions, their cabinet validation, and the page's figures.
 */
import { z } from 'zod';
import { academicYear, FIELD_MESSAGES, requiredText } from './fields';
import { ENROLMENT_MESSAGES, TUTORING_UCS } from './tutoring';
import { recordVersion, recordVersions } from './version';

export const SESSION_MESSAGES = {
  notFound: 'Sessão não encontrada.',
  notConfirmed: 'Só uma sessão confirmada pode ter as horas validadas.',
  alreadyValidated: 'As horas desta sessão já foram validadas.',
  session: 'Sessão inválida.',
  uc: 'UC inválida: matematica ou fisica.',
} as const;

/** A rating a registered person left on a session (1 to 5). */
export const sessionRating = z.object({ userID: z.string(), rating: z.number().int() });

/** A tutoring session as the spec's section 3 writes it, with its academic year and its tutor. */
export const tutoringSession = z.object({
  _id: z.string(),
  /** 'YYYY-MM-DD' and 'HH:mm' on the institution's clock. */
  date: z.string(),
  time: z.string(),
  /** A room, or an address (only http/https is ever a link). */
  location: z.string(),
  mode: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** Confirmed: the session took place (set elsewhere, spec section 4). */
  validado: z.boolean(),
  /** Its hours validated by the cabinet ('Validar Horas'), once. */
  validadoGC: z.boolean(),
  /** Who registered, by user id. */
  inscritos: z.array(z.string()),
  ratings: z.array(sessionRating),
  uc: z.string(),
  academicYear: z.string(),
  tutorID: z.string(),
});
export type TutoringSession = z.infer<typeof tutoringSession>;

/** GET /tutorias/Temposessoes/...: the sessions, their versions beside them by id (the spec fixes a session's fields). */
export const sessionList = z.object({ data: z.array(tutoringSession), versions: recordVersions });
/** GET /tutorias/sessoesByID/...: the sessions, and the names of everyone registered in them (null: none known). */
export const sessionsWithNames = sessionList.extend({ nomes: z.record(z.string(), z.string().nullable()) });
export type SessionsWithNames = z.infer<typeof sessionsWithNames>;
/** A session after its validation, and its new version. */
export const sessionResponse = z.object({ data: tutoringSession, version: recordVersion });

const personId = requiredText(ENROLMENT_MESSAGES.userRequired, 64);
const uc = z.enum(TUTORING_UCS, { error: SESSION_MESSAGES.uc });
/** An academic year in a path: '2025/2026' (its slash escaped, %2F) or '2025-2026'. */
const yearInPath = z
  .string({ error: FIELD_MESSAGES.academicYear })
  .max(9, FIELD_MESSAGES.academicYear)
  .transform((value) => value.replace('-', '/'))
  .pipe(academicYear(FIELD_MESSAGES.academicYear));

export const personSessionsParams = z.object({ userId: personId, uc });
export const personYearParams = personSessionsParams.extend({ academicYear: yearInPath });

/** POST /tutorias/validarSessaoGC: the cabinet validates a confirmed session's hours, once. */
export const validateSessionBody = z.object({
  tutorID: personId,
  sessaoID: z.uuid({ error: SESSION_MESSAGES.session }),
  UC: uc,
});
export type ValidateSessionBody = z.infer<typeof validateSessionBody>;

/**
 * GET /tutorias/Totalsessoes (the spec stores it and shows nothing): per unit of the tutor, academic
 * year and UC, the sessions scheduled, confirmed and validated by the cabinet, and their minutes.
 */
export const sessionTotal = z.object({
  unidade_organica: z.string().nullable(),
  academicYear: z.string(),
  uc: z.string(),
  sessoes: z.number().int(),
  confirmadas: z.number().int(),
  validadasGC: z.number().int(),
  minutos: z.number().int(),
  minutosValidadosGC: z.number().int(),
});
export const sessionTotalsResponse = z.object({ data: z.array(sessionTotal) });

/**
 * One row of 'Estatísticas por Unidade Orgânica', in an academic year, for the people of a unit
 * (the sessions counted by their tutor's unit):
 * - tutores: people enrolled as tutor and approved; tutorados: people enrolled as tutee;
 * - sessoesAgendadas: every session; sessoesConfirmadas: those confirmed (validado);
 * - totalHoras: minutes of the confirmed sessions / 60, two decimals;
 * - mediaInscritos: registrations / scheduled sessions, two decimals (0 with no session);
 * - avaliacaoMedia: mean of every rating left on its sessions, two decimals (0 with none).
 */
export const unitStatistics = z.object({
  unidade_organica: z.string().nullable(),
  tutores: z.number().int(),
  tutorados: z.number().int(),
  sessoesAgendadas: z.number().int(),
  sessoesConfirmadas: z.number().int(),
  totalHoras: z.number(),
  mediaInscritos: z.number(),
  avaliacaoMedia: z.number(),
});
export type UnitStatistics = z.infer<typeof unitStatistics>;

/**
 * One enrolled person of the year, in one UC (a tutor: the sessions given; a tutee: those registered for):
 * - horas: minutes / 60 of all its sessions, two decimals; horasValidadas: of those validated by the cabinet;
 * - avaliacoes: ratings a tutor received, or a tutee left; mediaAvaliacoes: their mean, two decimals (0 with none).
 */
export const reportPerson = z.object({
  id_utilizador: z.string(),
  num_utilizador: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  type: z.string(),
  uc: z.string().nullable(),
  horas: z.number(),
  horasValidadas: z.number(),
  avaliacoes: z.number().int(),
  mediaAvaliacoes: z.number(),
});
export type ReportPerson = z.infer<typeof reportPerson>;

/** GET /tutorias/mathPhysicsReport?academicYear=: the whole page of one year in one call (the newest when absent). */
export const reportQuery = z.object({ academicYear: academicYear(FIELD_MESSAGES.academicYear).optional() });
export const mathPhysicsReport = z.object({
  /** The years with enrolments the caller sees, newest first. */
  years: z.array(z.string()),
  /** The year answered (null when there is none). */
  academicYear: z.string().nullable(),
  statistics: z.array(unitStatistics),
  /** Sorted by user id. */
  people: z.array(reportPerson),
});
export type MathPhysicsReport = z.infer<typeof mathPhysicsReport>;
export const mathPhysicsReportResponse = z.object({ data: mathPhysicsReport });

