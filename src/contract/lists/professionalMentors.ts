/**
 * The professional mentors' filters (GET /mentoriasProfissionais/allMentors and the page's one-call
 * overview; the /mentorias_profissionais screen; src/contract/lists/define.ts). The spec gives these
 * calls no query: the filters are extra parameters, and without them the answers are the spec's.
 */
import { MENTOR_STATUSES } from '../schemas/professionalMentoring';
import { defineList } from './define';

export const professionalMentorsList = defineList({
  filters: {
    // Named as the page's status chip shows them (StatusChip: the stored value).
    status: { kind: 'oneOf', label: 'Status', choices: MENTOR_STATUSES.map((s) => ({ id: s, name: s })) },
    // The mentor's name contains the text, accents and case aside ('joao' finds 'João').
    name: { kind: 'search', label: 'Procurar mentor', max: 200 },
  },
  alwaysOn: ['status', 'name'],
  // By name, as the spec lists them (the page offers no other order).
  sorts: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
});
