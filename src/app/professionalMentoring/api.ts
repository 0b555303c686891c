import type { ResourceApi } from '../providers/dataProvider';

/** A list answered bare (`[...]`, as the spec writes "-> list") or wrapped (`{data: [...]}`, as this server answers). */
export const unwrapAnyList = <T,>(json: { data?: T[] } | T[] | null): T[] => (Array.isArray(json) ? json : (json?.data ?? []));

/**
 * Professional mentoring (spec section 7): no react-admin verb, only the map's calls
 * (API.professionalMentoring): the one-call overview (beyond the spec) or the spec's five calls
 * (loadOverview.ts), and a mentor's status.
 */
export const professionalMentoringApi: ResourceApi = {
  name: 'professionalMentoring',
  idField: 'user_id',
};
