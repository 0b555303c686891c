import { z } from 'zod';
import { requiredText } from './fields';
import { recordId } from './common';
import { mentorObservation, mentorRating } from './peerMentoring';
import { versioned } from './version';

/** GET /tutorias/availableManagers: who may manage programmes, and which each manages (spec section 3). */
export const availableManager = z.object({
  id_utilizador: z.string(),
  nome: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  managingTutorias: z.array(z.string()),
});
export type AvailableManager = z.infer<typeof availableManager>;
export const availableManagerList = z.object({ data: z.array(availableManager) });

/** Tutorias (spec: "Tutorias list screen", "Enrolment table inside a card", sections 3, 5, 6, 7, 8). */
export const TUTORIA_MESSAGES = {
  titleRequired: 'Titulo é obrigatório',
  shortRequired: 'Descrição curta é obrigatória',
  descriptionRequired: 'Descrição completa é obrigatória',
  duplicate: 'Já existe uma tutoria com este título.',
  notFound: 'Tutoria não encontrada.',
  managersAdminsOnly: 'Só os administradores da área alteram os responsáveis.',
  manager: 'Responsável inválido: use "utilizador-unidade" (ou "utilizador-matematica" / "utilizador-fisica").',
} as const;


/** The UCs of maths and physics tutoring (spec section 9). */
export const TUTORING_UCS = ['matematica', 'fisica'] as const;

/** An enrolment: the record its approval and its mentor are written on (its version is its row's). */
export const enrolment = versioned(z.object({
  id_utilizador: z.string(),
  num_utilizador: z.string().nullable(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  /** The course's name (its code when unknown). */
  curso: z.string().nullable(),
  unidade_organica: z.string().nullable(),
  type: z.string(),
  academicYear: z.string(),
  uc: z.string().nullable(),
  aprovado: z.boolean().nullable(),
  mentorID: z.string().nullable(),
  sessoes: z.array(z.string()),
}));
export type Enrolment = z.infer<typeof enrolment>;

/** A programme and its managers, one record (a change of managers changes its version); its enrolments are records of their own. */
export const tutoria = versioned(z.object({
  _id: z.string(),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  /** 'userId-unitCode', or 'userId-matematica' / 'userId-fisica' for maths and physics. */
  managers: z.array(z.string()),
  /** The enrolments the caller may see, sorted by email. */
  enrolls: z.array(enrolment),
}));
export type Tutoria = z.infer<typeof tutoria>;
/**
 * GET /tutorias/: the programmes, and beside them (beyond the spec) the courses of the enrolments the
 * caller sees, whatever the declared filters: the choices of the enrolments' course filter.
 */
export const tutoriaList = z.object({ data: z.array(tutoria), courses: z.array(z.object({ id: z.string(), name: z.string() })) });
export const tutoriaResponse = z.object({ data: tutoria });
export const tutoriaParams = z.object({ id: recordId(TUTORIA_MESSAGES.notFound) });

export const createTutoriaBody = z.object({
  title: requiredText(TUTORIA_MESSAGES.titleRequired, 200),
  short_description: requiredText(TUTORIA_MESSAGES.shortRequired, 300),
  description: requiredText(TUTORIA_MESSAGES.descriptionRequired, 4000),
});
export type CreateTutoriaBody = z.infer<typeof createTutoriaBody>;

const managerEntry = z
  .string({ error: TUTORIA_MESSAGES.manager })
  .max(120, TUTORIA_MESSAGES.manager)
  .regex(/^[A-Za-z0-9_.]+-[A-Za-z0-9_]+$/, TUTORIA_MESSAGES.manager);

/** The edit popup: both descriptions. */
export const editTutoriaBody = z.object({ short_description: createTutoriaBody.shape.short_description, description: createTutoriaBody.shape.description });

/** PUT /tutorias/:id: the descriptions (the edit popup), or the managers (the admins' editor). */
export const updateTutoriaBody = z
  .object({
    short_description: createTutoriaBody.shape.short_description.optional(),
    description: createTutoriaBody.shape.description.optional(),
    managers: z.array(managerEntry, { error: TUTORIA_MESSAGES.manager }).max(200, TUTORIA_MESSAGES.manager).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.managers !== undefined) return;
    if (body.short_description === undefined) ctx.addIssue({ code: 'custom', path: ['short_description'], message: TUTORIA_MESSAGES.shortRequired });
    if (body.description === undefined) ctx.addIssue({ code: 'custom', path: ['description'], message: TUTORIA_MESSAGES.descriptionRequired });
  });
export type UpdateTutoriaBody = z.infer<typeof updateTutoriaBody>;

export const ENROLMENT_MESSAGES = {
  notFound: 'Inscrição não encontrada.',
  notTutor: 'Só os tutores são aprovados ou rejeitados.',
  decided: 'Este tutor já foi aprovado ou rejeitado.',
  mentorNotFound: 'O mentor escolhido não é mentor desta mentoria neste ano letivo.',
  hasMentor: 'Este mentorado já tem mentor.',
  noMentor: 'Este mentorado não tem mentor.',
  notMentee: 'Só os mentorados têm mentor.',
  userRequired: 'Indique o inscrito.',
  year: 'Ano letivo inválido (ex.: 2025/2026).',
} as const;

const personId = z.string({ error: ENROLMENT_MESSAGES.userRequired }).trim().min(1, ENROLMENT_MESSAGES.userRequired).max(64, ENROLMENT_MESSAGES.userRequired);
/** The enrolment's academic year; the newest one of the person when absent. */
const optionalYear = z.string({ error: ENROLMENT_MESSAGES.year }).regex(/^\d{4}\/\d{4}$/, ENROLMENT_MESSAGES.year).optional();

/** POST /tutorias/aprovado and /desaprovado: a tutor of maths and physics, once. */
export const approvalBody = z.object({
  inscritoID: personId,
  uc: z.enum(TUTORING_UCS, { error: 'UC inválida: matematica ou fisica.' }),
  type: z.literal('tutor', { error: ENROLMENT_MESSAGES.notTutor }),
  academicYear: optionalYear,
});
export type ApprovalBody = z.infer<typeof approvalBody>;

/** POST /tutorias/tutoriasInterParesAssociate. */
export const associateBody = z.object({ mentorID: personId, mentoradoID: personId, tutoriaTitle: requiredText('Indique a mentoria.', 200), academicYear: optionalYear });
export type AssociateBody = z.infer<typeof associateBody>;
/** POST /tutorias/removeMentorFromMentee. */
export const removeMentorBody = z.object({ mentoradoID: personId, tutoriaTitle: requiredText('Indique a mentoria.', 200), academicYear: optionalYear });
export type RemoveMentorBody = z.infer<typeof removeMentorBody>;

/** The enrolment after a change. */
export const enrolmentResponse = z.object({ data: enrolment });
/** GET /tutorias/availableMentors -> data.mentors; /availableMentees -> data.mentees (and data.data). */
export const peerPerson = versioned(z.object({ id_utilizador: z.string(), nome: z.string().nullable(), email: z.string().nullable(), curso: z.string().nullable(), unidade_organica: z.string().nullable(), academicYear: z.string(), mentorID: z.string().nullable() }));
/** A mentor also carries its mentees' ratings and its dated observations (spec section 3), for that academic year. */
export const peerMentor = peerPerson.extend({ ratings: z.array(mentorRating), observacoes: z.array(mentorObservation) });
export type PeerPerson = z.infer<typeof peerPerson>;
export type PeerMentor = z.infer<typeof peerMentor>;
export const availableMentors = z.object({ mentors: z.array(peerMentor) });
export const availableMentees = z.object({ data: z.array(peerPerson), mentees: z.array(peerPerson) });
/** GET /tutorias/mentors/:userId -> mentorName. */
export const mentorNameResponse = z.object({ mentorName: z.string() });
export const mentorParams = z.object({ userId: z.string() });

export const TUTORIAS_CARD_ITEMS = { tutors: 'Tutores por aprovar', mentees: 'Mentorados sem mentor' } as const;
