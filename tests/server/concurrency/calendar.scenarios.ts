/**
 * The calendar's write: both languages at once, at the version read of each. Saved meanwhile by
 * another user; the first writer's save with the versions it read is refused.
 */
import { calendarVersion, CALENDAR_LANGS, type CalendarDocument, type CalendarLang } from '../../../src/contract';
import type { TestApp } from '../helper';
import { ifMatch, ok, scenario, type Scenario } from './scenario';

type Calendars = Record<CalendarLang, CalendarDocument>;

/** Both languages as the screen reads them: each document (without its `_id`) and its version. */
async function readBoth(t: TestApp): Promise<{ documents: Calendars; versions: Record<CalendarLang, string> }> {
  const answers = await Promise.all(
    CALENDAR_LANGS.map(async (lang) => ok(await t.as('gci', { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang } })).json()),
  );
  const documents = Object.fromEntries(answers.map(({ data: { _id, ...document } }) => [_id, document])) as Calendars;
  const versions = Object.fromEntries(answers.map(({ data, version }) => [data._id, version])) as Record<CalendarLang, string>;
  return { documents, versions };
}

/** A save of both languages with the first semester renamed. */
const save = ({ pt, en }: Calendars, semester: string) => ({
  method: 'POST' as const,
  url: '/api/atividadeLetiva/updateCalendarioLetivo',
  payload: { pt: { ...pt, Periodos: { ...pt.Periodos, PrimeiroSemestre: semester } }, en },
});

export const scenarios: Scenario[] = [
  scenario<{ documents: Calendars; en: string }>({
    endpoint: 'POST /atividadeLetiva/updateCalendarioLetivo',
    async read(t) {
      const { documents, versions } = await readBoth(t);
      return { version: versions.pt, ctx: { documents, en: versions.en } };
    },
    async change(t, { documents }) {
      ok(await t.as('admin', save(documents, 'alterado por outra pessoa')));
    },
    write: (t, { documents, en }, pt) => t.as('gci', { ...save(documents, 'alterado'), headers: ifMatch(calendarVersion({ pt, en })!) }),
    state: async (t) => (await readBoth(t)).documents,
  }),
];
