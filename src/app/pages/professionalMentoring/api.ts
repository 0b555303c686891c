import type { ResourceApi } from '../../providers/dataProvider';
import { unwrapData } from '../../providers/dataProvider';

const BASE = '/mentoriasProfissionais';
const id = (value: string) => encodeURIComponent(value);

/** A list answered bare (`[...]`, as the spec writes "-> list") or wrapped (`{data: [...]}`, as this server answers). */
export const unwrapAnyList = (json: unknown) => (Array.isArray(json) ? json : ((json as { data?: unknown[] } | null)?.data ?? []));

/**
 * Professional mentoring (spec section 7), all named calls:
 *   overview      -> GET /mentoriasProfissionais/overview (beyond the spec: the whole page in one call)
 *   allMentors    -> GET /mentoriasProfissionais/allMentors -> list (bare or in `data`)
 *   mediaMentor   -> GET /mentoriasProfissionais/mediaMentor/:mentorId -> {media}
 *   usersByMentor -> GET /mentoriasProfissionais/usersByMentor/:mentorId -> list of mentees
 *   rating        -> GET /mentoriasProfissionais/MentorMentoradoRating/:menteeId/:mentorId -> {media, ratings}
 *   updateStatus  -> PUT /mentoriasProfissionais/updateStatus/:mentorId {status} -> {data: mentor}
 */
export const professionalMentoringApi: ResourceApi = {
  name: 'mentoriasProfissionais',
  idField: 'user_id',
  actions: {
    overview: { method: 'GET', path: `${BASE}/overview`, unwrap: unwrapData },
    allMentors: { method: 'GET', path: `${BASE}/allMentors`, unwrap: unwrapAnyList },
    mediaMentor: { method: 'GET', path: ({ mentorId }: { mentorId: string }) => `${BASE}/mediaMentor/${id(mentorId)}`, unwrap: (json) => (json as { media?: unknown }).media },
    usersByMentor: { method: 'GET', path: ({ mentorId }: { mentorId: string }) => `${BASE}/usersByMentor/${id(mentorId)}`, unwrap: unwrapAnyList },
    rating: { method: 'GET', path: ({ menteeId, mentorId }: { menteeId: string; mentorId: string }) => `${BASE}/MentorMentoradoRating/${id(menteeId)}/${id(mentorId)}` },
    updateStatus: {
      method: 'PUT',
      path: ({ mentorId }: { mentorId: string; status: string }) => `${BASE}/updateStatus/${id(mentorId)}`,
      body: ({ status }: { mentorId: string; status: string }) => ({ status }),
      unwrap: unwrapData,
    },
  },
};
