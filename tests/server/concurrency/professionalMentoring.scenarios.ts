/** A professional mentor's status: the mentor is the record. */
import type { ProfessionalMentor } from '../../../src/contract';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

/** The mentors, each with its version (answered beside them). */
async function mentors(t: TestApp): Promise<(ProfessionalMentor & { version: string })[]> {
  const { data, versions } = ok(await t.as('admin', { method: 'GET', url: '/api/mentoriasProfissionais/allMentors' })).json() as { data: ProfessionalMentor[]; versions: Record<string, string> };
  return data.map((m) => ({ ...m, version: versions[m.user_id] }));
}
const setStatus = (t: TestApp, mentorId: string, status: string, headers = {}) =>
  t.as('admin', { method: 'PUT', url: `/api/mentoriasProfissionais/updateStatus/${encodeURIComponent(mentorId)}`, payload: { status }, headers });

export const scenarios: Scenario[] = [
  scenario<{ mentorId: string }>({
    endpoint: 'PUT /mentoriasProfissionais/updateStatus/:mentorId',
    async read(t, previous) {
      const all = await mentors(t);
      const mentor = previous ? all.find((m) => m.user_id === previous.mentorId) : all[0];
      return { version: String(mentor?.version), ctx: { mentorId: mentor!.user_id } };
    },
    async change(t, { mentorId }) {
      ok(await setStatus(t, mentorId, 'RECUSADO'));
    },
    write: (t, { mentorId }, version) => setStatus(t, mentorId, 'ACEITE', ifMatch(version)),
    state: async (t, { mentorId }) => (await mentors(t)).find((m) => m.user_id === mentorId),
  }),
];
