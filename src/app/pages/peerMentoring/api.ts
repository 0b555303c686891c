import type { ResourceApi } from '../../providers/dataProvider';
import { unwrapData } from '../../providers/dataProvider';

/**
 * The peer-mentoring interactions screen's calls (no CRUD: named actions only).
 *   mentors      -> GET /tutorias/availableMentors                  -> data.mentors (with ratings, observacoes)
 *   mentees      -> GET /tutorias/availableMentees                  -> data.data
 *   interactions -> GET /tutorias/interactions?academicYear=YYYY/YYYY -> data.data (the year's, with mentee and mentor)
 *   menteeInteractions -> GET /tutorias/interactionsMentorado/:menteeId -> data.data
 */
export const peerMentoringApi: ResourceApi = {
  name: 'peerMentoring',
  idField: 'id_utilizador',
  actions: {
    mentors: { method: 'GET', path: '/tutorias/availableMentors', unwrap: (json) => (json as { mentors: unknown }).mentors },
    mentees: { method: 'GET', path: '/tutorias/availableMentees', unwrap: unwrapData },
    interactions: { method: 'GET', path: '/tutorias/interactions', query: ({ academicYear }: { academicYear: string }) => ({ academicYear }), unwrap: unwrapData },
    menteeInteractions: { method: 'GET', path: ({ menteeId }: { menteeId: string }) => `/tutorias/interactionsMentorado/${encodeURIComponent(menteeId)}`, unwrap: unwrapData },
  },
};
