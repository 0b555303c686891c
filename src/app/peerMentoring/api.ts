import type { ResourceApi } from '../providers/dataProvider';

/**
 * The peer-mentoring interactions screen: no react-admin verb, only the map's calls, made by the
 * screen with useApiQuery: the mentors and mentees (API.tutorias.mentors, .mentees), the year's
 * interactions and one mentee's (API.peerMentoring.interactions, .menteeInteractions).
 */
export const peerMentoringApi: ResourceApi = {
  name: 'peerMentoring',
  idField: 'id_utilizador',
};
