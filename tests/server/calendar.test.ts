import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { calendarDocumentSchema, emptyCalendar, type CalendarDocument } from '../../src/contract';
import { auditLog, calendars } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from './helper';

const PRODUCT = 'Campus';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PRODUCT_NAME: PRODUCT });
});
afterAll(() => t.close());

const read = (lang: unknown, as = 'admin') =>
  t.as(as, { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang } as object });
const save = (payload: unknown, as = 'admin') =>
  t.as(as, { method: 'POST', url: '/api/atividadeLetiva/updateCalendarioLetivo', payload: payload as object });
const stored = async () => Object.fromEntries((await t.database.db.select().from(calendars)).map((r) => [r.lang, r]));

/** A document whose every leaf is different from every other (and names its own path and language). */
function distinctDocument(lang: string): CalendarDocument {
  const leaf = (path: string) => `${lang}:${path}`;
  return {
    Periodos: { PrimeiroSemestre: leaf('Periodos.PrimeiroSemestre'), SegundoSemestre: leaf('Periodos.SegundoSemestre') },
    ParagemLetiva: {
      Carnaval: leaf('ParagemLetiva.Carnaval'),
      Pascoa: leaf('ParagemLetiva.Pascoa'),
      SemanaAcademica: leaf('ParagemLetiva.SemanaAcademica'),
      Natal: leaf('ParagemLetiva.Natal'),
    },
    DiasComemorativos: Object.fromEntries(['ESA', 'ESCE', 'ESDL', 'ESE', 'ESS', 'ESTG', PRODUCT].map((k) => [k, leaf(`DiasComemorativos.${k}`)])),
    PeriododeExames: {
      EpocanormaleEpocadeRecurso: {
        PrimeiroSemestre: leaf('PeriododeExames.EpocanormaleEpocadeRecurso.PrimeiroSemestre'),
        SegundoSemestre: leaf('PeriododeExames.EpocanormaleEpocadeRecurso.SegundoSemestre'),
      },
      EpocaEspecial: leaf('PeriododeExames.EpocaEspecial'),
    },
    Feriados: {
      PrimeiroSemestre: [leaf('Feriados.PrimeiroSemestre.0'), leaf('Feriados.PrimeiroSemestre.1')],
      SegundoSemestre: [leaf('Feriados.SegundoSemestre.0'), '', leaf('Feriados.SegundoSemestre.2')],
    },
  };
}

/** Every leaf with its path: 'Periodos.PrimeiroSemestre' -> value. */
function leaves(value: unknown, path = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [path]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => leaves(v, path ? `${path}.${k}` : k)));
}

describe('POST /api/atividadeLetiva/getCalendarioLetivo', () => {
  it('returns the seeded 2026/2027 calendar of each language, with the product day under the product name', async () => {
    for (const lang of ['pt', 'en']) {
      const res = await read(lang);
      expect(res.statusCode).toBe(200);
      const { _id, ...document } = res.json().data;
      expect(_id).toBe(lang);
      expect(calendarDocumentSchema(PRODUCT).strict().safeParse(document).success).toBe(true);
      expect(document.Periodos.PrimeiroSemestre).toMatch(/2026/);
      expect(document.DiasComemorativos[PRODUCT]).toMatch(/jan 2027|Jan 2027/);
      expect(Object.values(leaves(document)).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
      expect(document.Feriados.SegundoSemestre.length).toBeGreaterThan(3);
    }
    expect((await read('pt')).json().data.Periodos.PrimeiroSemestre).toBe('14 set 2026 a 18 dez 2026');
    expect((await read('en')).json().data.Periodos.PrimeiroSemestre).toBe('14 Sep 2026 to 18 Dec 2026');
  });

  it('answers 400 to an unknown language', async () => {
    for (const lang of ['fr', '', undefined, 1]) {
      const res = await read(lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.lang).toBe("Idioma inválido: use 'pt' ou 'en'.");
    }
  });
});

describe('POST /api/atividadeLetiva/updateCalendarioLetivo', () => {
  it('saves both languages, every field to its own path (English first semester included)', async () => {
    const body = { pt: distinctDocument('pt'), en: distinctDocument('en') };
    const res = await save(body, 'gci');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: body });
    for (const lang of ['pt', 'en'] as const) {
      const { _id, ...document } = (await read(lang, 'dev')).json().data;
      expect(_id).toBe(lang);
      const got = leaves(document);
      const sent = leaves(body[lang]);
      expect(Object.keys(got).sort()).toEqual(Object.keys(sent).sort());
      for (const [path, value] of Object.entries(sent)) {
        expect(got[path], `${lang} ${path}`).toBe(value);
        if (typeof value === 'string' && value) expect(value).toBe(`${lang}:${path}`);
      }
    }
    expect((await read('en')).json().data.Periodos.PrimeiroSemestre).toBe('en:Periodos.PrimeiroSemestre');
    expect((await read('en')).json().data.Periodos.SegundoSemestre).toBe('en:Periodos.SegundoSemestre');
  });

  it('ignores an _id sent back with the documents', async () => {
    const body = { pt: { ...distinctDocument('pt'), _id: 'pt' }, en: { ...distinctDocument('en'), _id: 'en' } };
    expect((await save(body)).statusCode).toBe(200);
    const rows = await stored();
    expect(rows.pt.document).not.toHaveProperty('_id');
  });

  it('changes neither language when one is invalid', async () => {
    const before = await stored();
    const pt = { ...distinctDocument('pt'), Periodos: { PrimeiroSemestre: 'novo', SegundoSemestre: 'novo' } };
    const invalid: [unknown, string][] = [
      [{ pt, en: { ...distinctDocument('en'), Periodos: { PrimeiroSemestre: 42, SegundoSemestre: 'x' } } }, 'en.Periodos.PrimeiroSemestre'],
      [{ pt, en: { ...distinctDocument('en'), Feriados: { PrimeiroSemestre: 'not a list', SegundoSemestre: [] } } }, 'en.Feriados.PrimeiroSemestre'],
      [{ pt, en: { ...distinctDocument('en'), DiasComemorativos: { ESA: '', ESCE: '', ESDL: '', ESE: '', ESS: '', ESTG: '' } } }, `en.DiasComemorativos.${PRODUCT}`],
      [{ pt, en: { ...distinctDocument('en'), PeriododeExames: undefined } }, 'en.PeriododeExames'],
      [{ pt, en: { ...distinctDocument('en'), ParagemLetiva: { ...distinctDocument('en').ParagemLetiva, Natal: 'x'.repeat(201) } } }, 'en.ParagemLetiva.Natal'],
      [{ pt }, 'en'],
    ];
    for (const [payload, path] of invalid) {
      const res = await save(payload);
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().errors), path).toContain(path);
    }
    expect(await stored()).toEqual(before);
  });

  it('accepts empty fields (the spec shows no validation)', async () => {
    const body = { pt: emptyCalendar(PRODUCT), en: emptyCalendar(PRODUCT) };
    expect((await save(body)).statusCode).toBe(200);
    expect((await read('pt')).json().data).toEqual({ ...emptyCalendar(PRODUCT), _id: 'pt' });
  });

  it('saves the calendar over one language on purpose (If-Match * for it), the other at its version; audited as sobrepor', async () => {
    const versions = async () => Object.fromEntries(await Promise.all((['pt', 'en'] as const).map(async (lang) => [lang, (await read(lang)).json().version as string])));
    const seen = await versions();
    expect((await save({ pt: distinctDocument('pt'), en: distinctDocument('en') }, 'gci')).statusCode).toBe(200);
    const now = await versions();
    const body = { pt: { ...distinctDocument('pt'), Periodos: { PrimeiroSemestre: 'por cima', SegundoSemestre: '' } }, en: distinctDocument('en') };
    const over = (pt: string, en: string) => t.as('admin', { method: 'POST', url: '/api/atividadeLetiva/updateCalendarioLetivo', payload: body, headers: { 'if-match': `"${pt}.${en}"` } });
    const before = await stored();
    // English read before the other save: refused, neither language written.
    expect((await over('*', seen.en)).statusCode).toBe(409);
    expect(await stored()).toEqual(before);
    expect((await over('*', now.en)).statusCode).toBe(200);
    expect((await read('pt')).json().data.Periodos.PrimeiroSemestre).toBe('por cima');
    const [newest] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(newest).toMatchObject({ action: 'sobrepor', resource: 'calendar' });
  });

  it('reads an empty calendar for a language never saved', async () => {
    await t.database.db.delete(calendars).where(eq(calendars.lang, 'en'));
    const res = await read('en');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...emptyCalendar(PRODUCT), _id: 'en' });
  });
});

describe('the product day under another product name', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({ PRODUCT_NAME: 'Politécnico' });
  });
  afterAll(() => other.close());

  it('is read and written under the configured name', async () => {
    const res = await other.as('admin', { method: 'POST', url: '/api/atividadeLetiva/getCalendarioLetivo', payload: { lang: 'pt' } });
    const days = res.json().data.DiasComemorativos;
    expect(Object.keys(days).sort()).toEqual(['ESA', 'ESCE', 'ESDL', 'ESE', 'ESS', 'ESTG', 'Politécnico']);
    expect(days['Politécnico']).toBe('26 jan 2027');
    const campusDoc = distinctDocument('pt');
    const save = (pt: object) =>
      other.as('admin', { method: 'POST', url: '/api/atividadeLetiva/updateCalendarioLetivo', payload: { pt, en: pt } });
    expect((await save(campusDoc)).statusCode).toBe(400);
    const { Campus, ...schoolDays } = campusDoc.DiasComemorativos;
    expect((await save({ ...campusDoc, DiasComemorativos: { ...schoolDays, Politécnico: Campus } })).statusCode).toBe(200);
  });
});
