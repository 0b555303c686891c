/**
 * The tutorias' enrolment filters (GET /tutorias/, the /tutorias screen; src/contract/lists/define.ts):
 * applied to the enrolments each programme carries (`enrolls`), under the row rules of spec section 6.
 * The spec's own controls of each card (search by number, 'Escola', 'Apenas tutores', the academic
 * year) stay the screen's, on the rows these leave.
 */
import { TUTORING_UCS } from '../schemas/tutoring';
import { defineList } from './define';

/**
 * A maths and physics tutor's approval: only tutors are approved or rejected (ENROLMENT_MESSAGES.notTutor),
 * so each choice keeps tutors only, 'Por decidir' those not yet approved nor rejected (a null approval;
 * any other enrolment's null approval means nothing and never matches).
 */
export const APPROVAL_CHOICES = [
  { id: 'aprovado', name: 'Aprovado' },
  { id: 'rejeitado', name: 'Rejeitado' },
  { id: 'pendente', name: 'Por decidir' },
] as const;
export type ApprovalChoice = (typeof APPROVAL_CHOICES)[number]['id'];

const UC_NAMES: Record<(typeof TUTORING_UCS)[number], string> = { matematica: 'Matemática', fisica: 'Física' };

export const enrolmentsList = defineList({
  filters: {
    approved: { kind: 'oneOf', label: 'Aprovação', choices: APPROVAL_CHOICES },
    // The UC as stored (matematica, fisica), named as the managers' editor names it.
    uc: { kind: 'oneOf', label: 'UC', choices: TUTORING_UCS.map((uc) => ({ id: uc, name: UC_NAMES[uc] })) },
    // The person's course code (users.curso); the screen offers the courses the answer lists by name.
    course: { kind: 'exact', label: 'Curso', max: 64 },
    // The mentee's associated mentor (its user id), in peer mentoring.
    mentor: { kind: 'exact', label: 'Mentor Associado', max: 64 },
  },
  alwaysOn: ['approved', 'uc', 'course', 'mentor'],
  // By e-mail, as the spec sorts an enrolment table.
  sorts: ['email'],
  defaultSort: { field: 'email', order: 'ASC' },
});
