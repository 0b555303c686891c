/** 'Validar Horas' of a maths and physics session: the session is the record. */
import { and, eq } from 'drizzle-orm';
import type { TutoringSession } from '../../../src/contract';
import { tutoringSessions } from '../../../src/server/db/schema';
import type { TestApp } from '../helper';
import { ifMatch, scenario, type Scenario } from './scenario';

interface Named {
  tutorID: string;
  sessaoID: string;
  UC: string;
}

/** The session as its tutor's list answers it, and its version (beside it). */
async function listed(t: TestApp, n: Named): Promise<{ session?: TutoringSession; version?: string }> {
  const res = await t.as('admin', { method: 'GET', url: `/api/tutorias/sessoesByID/${n.tutorID}/${n.UC}` });
  const { data, versions } = res.json() as { data: TutoringSession[]; versions: Record<string, string> };
  return { session: data.find((s) => s._id === n.sessaoID), version: versions[n.sessaoID] };
}

export const scenarios: Scenario[] = [
  scenario<Named>({
    endpoint: 'POST /tutorias/validarSessaoGC',
    async read(t, previous) {
      const [waiting] = previous
        ? []
        : await t.database.db.select().from(tutoringSessions).where(and(eq(tutoringSessions.validado, true), eq(tutoringSessions.validadoGC, false))).limit(1);
      const n = previous ?? { tutorID: waiting.tutorId, sessaoID: waiting.id, UC: waiting.uc };
      return { version: String((await listed(t, n)).version), ctx: n };
    },
    // The tutor moves the session meanwhile (in the app: this API does not write sessions otherwise).
    async change(t, n) {
      await t.database.db.update(tutoringSessions).set({ location: `Sala ${Date.now().toString(36)}` }).where(eq(tutoringSessions.id, n.sessaoID));
    },
    write: (t, n, version) => t.as('admin', { method: 'POST', url: '/api/tutorias/validarSessaoGC', payload: n, headers: ifMatch(version) }),
    state: (t, n) => listed(t, n),
  }),
];
