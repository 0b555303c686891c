/**
 * The page's data. This server answers it in one call (API.professionalMentoring.overview); a
 * server with only the spec's five calls (the institution's, VITE_API_URL) answers that one 404,
 * and the page then asks those calls for each mentor, with the spec's failure rules: a mentor's
 * average that fails counts as none, a mentee list or a rating that fails as empty (logged only).
 */
import { MENTEE_STATUSES, type MenteeCounts, type OverviewMentee, type ProfessionalMentee, type ProfessionalOverview } from '../../contract';
import { API } from '../../contract/api';
import type { BackofficeDataProvider } from '../providers/dataProvider';
import { unwrapAnyList } from './api';

const CALLS = API.professionalMentoring;

/** Applications per status, A|P|R. */
export function menteeCounts(mentees: readonly Pick<ProfessionalMentee, 'status'>[]): MenteeCounts {
  const [approved, pending, rejected] = MENTEE_STATUSES.map((status) => mentees.filter((m) => m.status === status).length);
  return { A: approved, P: pending, R: rejected };
}

function logged<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(`Loading ${what} failed`, error);
    return fallback;
  });
}

/** The mentors' declared filters (src/contract/lists/professionalMentors.ts), as query parameters. */
export type MentorsQuery = Record<string, string | boolean | undefined>;

async function fromSpecCalls(provider: Pick<BackofficeDataProvider, 'call'>, query: MentorsQuery): Promise<ProfessionalOverview> {
  const mentors = unwrapAnyList(await provider.call(CALLS.allMentors, { query }));
  const perMentor = await Promise.all(
    mentors.map(async (mentor) => {
      const mentorId = mentor.user_id;
      const [media, mentees] = await Promise.all([
        logged(
          provider.call(CALLS.mediaMentor, { params: { mentorId } }).then((answer) => answer.media),
          0,
          `the average of ${mentorId}`,
        ),
        logged(provider.call(CALLS.usersByMentor, { params: { mentorId } }).then(unwrapAnyList), [], `the mentees of ${mentorId}`),
      ]);
      const rated = await Promise.all(
        mentees.map(async (mentee): Promise<OverviewMentee> => {
          const rating = provider.call(CALLS.rating, { params: { menteeId: mentee.user_id, mentorId } });
          const { media: average, ratings } = await logged(rating, { media: 0, ratings: [] }, `the ratings of ${mentee.user_id}`);
          return { ...mentee, mentor_id: mentorId, mentor_name: mentor.name, media: Number(average) || 0, ratings: ratings ?? [] };
        }),
      );
      return { mentor: { ...mentor, mentorados: menteeCounts(mentees), media: Number(media) || 0 }, mentees: rated };
    }),
  );
  const mentees = perMentor.flatMap((m) => m.mentees).sort((a, b) => (a.nome ?? '').localeCompare(b.nome ?? '', 'pt'));
  return { mentors: perMentor.map((m) => m.mentor), mentees };
}

/** The page under the mentors' declared filters: the mentors they keep, and those mentors' mentees. */
export async function loadOverview(provider: Pick<BackofficeDataProvider, 'call'>, query: MentorsQuery = {}): Promise<ProfessionalOverview> {
  try {
    return (await provider.call(CALLS.overview, { query })).data;
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  return fromSpecCalls(provider, query);
}
