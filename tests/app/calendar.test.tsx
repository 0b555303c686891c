import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { emptyCalendar, type CalendarDocument, type UpdateCalendarBody } from '../../src/contract';
import { API, type CallDeclaration } from '../../src/contract/api';
import { CalendarPage } from '../../src/app/calendar/CalendarPage';
import {
  CALENDAR_FIELDS,
  PRODUCT as PRODUCT_LABEL,
  fieldKey,
  resolvePath,
  toFormValues,
  toPayload,
  validateCalendar,
  type CalendarFormValues,
} from '../../src/app/calendar/calendarFields';
import { Notification } from '../../src/app/layout/Notification';
import { i18nProvider } from '../../src/app/providers/i18n';
import { productName } from '../../src/app/productName';

const PRODUCT = productName();
const LANGS = [
  { lang: 'pt', name: 'Português' },
  { lang: 'en', name: 'English' },
] as const;

/**
 * The spec's calendar, written out here independently of the form's table: section, label, path.
 * If the form mapped a field to another path (the original's English first semester), these fail.
 */
const TEXT_FIELDS: [section: string, label: string, path: string[]][] = [
  ['Períodos', 'Primeiro Semestre', ['Periodos', 'PrimeiroSemestre']],
  ['Períodos', 'Segundo Semestre', ['Periodos', 'SegundoSemestre']],
  ['Paragem Letiva', 'Carnaval', ['ParagemLetiva', 'Carnaval']],
  ['Paragem Letiva', 'Pascoa', ['ParagemLetiva', 'Pascoa']],
  ['Paragem Letiva', 'Semana Academica', ['ParagemLetiva', 'SemanaAcademica']],
  ['Paragem Letiva', 'Natal', ['ParagemLetiva', 'Natal']],
  ['Dias Comemorativos', 'ESA', ['DiasComemorativos', 'ESA']],
  ['Dias Comemorativos', 'ESCE', ['DiasComemorativos', 'ESCE']],
  ['Dias Comemorativos', 'ESDL', ['DiasComemorativos', 'ESDL']],
  ['Dias Comemorativos', 'ESE', ['DiasComemorativos', 'ESE']],
  ['Dias Comemorativos', 'ESS', ['DiasComemorativos', 'ESS']],
  ['Dias Comemorativos', 'ESTG', ['DiasComemorativos', 'ESTG']],
  ['Dias Comemorativos', PRODUCT, ['DiasComemorativos', PRODUCT]],
  ['Período de Exames', 'Época Normal e de Recurso - Primeiro Semestre', ['PeriododeExames', 'EpocanormaleEpocadeRecurso', 'PrimeiroSemestre']],
  ['Período de Exames', 'Época Normal e de Recurso - Segundo Semestre', ['PeriododeExames', 'EpocanormaleEpocadeRecurso', 'SegundoSemestre']],
  ['Período de Exames', 'Época Especial', ['PeriododeExames', 'EpocaEspecial']],
];
const LIST_FIELDS: [section: string, label: string, path: string[]][] = [
  ['Feriados', 'Primeiro Semestre', ['Feriados', 'PrimeiroSemestre']],
  ['Feriados', 'Segundo Semestre', ['Feriados', 'SegundoSemestre']],
];

/** A calendar where every leaf has its own distinct value, so any mix-up shows. */
function seededCalendar(lang: string): CalendarDocument & { _id: string } {
  const doc = emptyCalendar(PRODUCT) as unknown as Record<string, unknown>;
  for (const [, , path] of TEXT_FIELDS) setAt(doc, path, `${lang}:${path.join('.')}`);
  for (const [, , path] of LIST_FIELDS) setAt(doc, path, [`${lang}:${path.join('.')}:1`, `${lang}:${path.join('.')}:2`]);
  return { ...(doc as unknown as CalendarDocument), _id: lang };
}

function setAt(doc: Record<string, unknown>, path: string[], value: unknown) {
  let node = doc;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
}

/** Every leaf of a document as `path -> JSON value`. */
function leaves(node: unknown, prefix: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) leaves(value, [...prefix, key], out);
  } else {
    out.set(prefix.join('/'), JSON.stringify(node));
  }
  return out;
}

/** The paths whose value differs between two payloads. */
function changedPaths(before: unknown, after: unknown): string[] {
  const a = leaves(before);
  const b = leaves(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}

function renderCalendar({ failLoad = false, failSave = false } = {}) {
  const saved: UpdateCalendarBody[] = [];
  const call = vi.fn(async (c: CallDeclaration, input: { body: Record<string, unknown> }) => {
    if (c === API.calendar.get) {
      if (failLoad) throw new Error('boom');
      return { data: seededCalendar(input.body.lang as string) };
    }
    saved.push(structuredClone(input.body) as unknown as UpdateCalendarBody);
    if (failSave) throw new Error('boom');
    return { data: input.body };
  });
  const dataProvider = { ...testDataProvider(), call };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalendarPage />
      <Notification />
    </AdminContext>,
  );
  return { saved, call };
}

// Queries by label rather than by role: computing every accessible name of a form this size is slow in jsdom.
const section = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section') as HTMLElement;
const input = (sectionName: string, label: string, langName: string) =>
  within(section(sectionName)).getByLabelText(`${label} (${langName})`, { selector: 'input' });
const button = (container: HTMLElement, label: string) => within(container).getByLabelText(label, { selector: 'button' });
/** The form shown, every section of it (the first two are drawn first, the others just after). */
async function loaded() {
  await screen.findByText('Períodos', { selector: 'h2' });
  await waitFor(() => expect(document.querySelector('[data-drawing]')).toBeNull());
}

async function save(saved: UpdateCalendarBody[]) {
  const count = saved.length;
  fireEvent.click(screen.getByText('Atualizar', { selector: 'button' }));
  await waitFor(() => expect(saved.length).toBe(count + 1));
  return saved[saved.length - 1];
}

/** The spec's path of a field of the form's table, found by its section and label as shown. */
function specPath(field: (typeof CALENDAR_FIELDS)[number]): string[] {
  const t = (key: string) => i18nProvider.translate(key) as string;
  const sectionName = t(`app.calendar.sections.${field.section}`);
  const label = field.label === PRODUCT_LABEL ? PRODUCT : field.label.startsWith('app.') ? t(field.label) : field.label;
  const found = [...TEXT_FIELDS, ...LIST_FIELDS].filter(([s, l]) => s === sectionName && l === label);
  expect(found, `${sectionName} / ${label}`).toHaveLength(1);
  return found[0][2];
}

describe('calendar field table', () => {
  it('holds exactly the spec fields, each with its own path', () => {
    const table = CALENDAR_FIELDS.map((f) => resolvePath(f, PRODUCT).join('/')).sort();
    const spec = [...TEXT_FIELDS, ...LIST_FIELDS].map(([, , path]) => path.join('/')).sort();
    expect(table).toEqual(spec);
    // ...and those paths are every leaf of a calendar document, once each.
    expect([...leaves(emptyCalendar(PRODUCT)).keys()].sort()).toEqual(spec);
    expect(new Set(CALENDAR_FIELDS.map(fieldKey)).size).toBe(CALENDAR_FIELDS.length);
  });

  for (const { lang } of LANGS) {
    it(`maps every ${lang} field to its own path and nothing else`, () => {
      const documents = { pt: seededCalendar('pt'), en: seededCalendar('en') };
      const before = toPayload(toFormValues(documents, PRODUCT), PRODUCT);
      for (const field of CALENDAR_FIELDS) {
        const values: CalendarFormValues = toFormValues(documents, PRODUCT);
        values[lang][fieldKey(field)] = field.kind === 'list' ? ['changed'] : 'changed';
        const after = toPayload(values, PRODUCT);
        expect(changedPaths(before, after)).toEqual([[lang, ...specPath(field)].join('/')]);
      }
    });
  }

  it("puts the contract's validation messages under the field and language they belong to", () => {
    const values = toFormValues({ pt: seededCalendar('pt'), en: seededCalendar('en') }, PRODUCT);
    expect(validateCalendar(values, PRODUCT)).toEqual({});
    values.en[fieldKey(CALENDAR_FIELDS[0])] = 'x'.repeat(201);
    values.pt.Feriados_SegundoSemestre = Array.from({ length: 41 }, (_, i) => `dia ${i}`);
    expect(validateCalendar(values, PRODUCT)).toEqual({
      en: { Periodos_PrimeiroSemestre: 'Máximo de 200 caracteres.' },
      pt: { Feriados_SegundoSemestre: 'Máximo de 40 feriados.' },
    });
  });

  it('reads what it is given back unchanged, and never sends _id', () => {
    const documents = { pt: seededCalendar('pt'), en: seededCalendar('en') };
    const payload = toPayload(toFormValues(documents, PRODUCT), PRODUCT);
    const withoutId = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([key]) => key !== '_id'));
    expect(payload).toEqual({ pt: withoutId(documents.pt), en: withoutId(documents.en) });
  });
});

// Rendering this form takes seconds in jsdom.
describe('CalendarPage', () => {
  it('loads both languages; each input writes exactly its own path; both are saved in one call without _id', async () => {
    const { saved, call } = renderCalendar();
    await loaded();
    expect(call).toHaveBeenCalledWith(API.calendar.get, { body: { lang: 'pt' } });
    expect(call).toHaveBeenCalledWith(API.calendar.get, { body: { lang: 'en' } });
    for (const { lang, name } of LANGS) {
      for (const [sectionName, label, path] of TEXT_FIELDS) {
        expect(input(sectionName, label, name)).toHaveProperty('value', `${lang}:${path.join('.')}`);
      }
    }
    const before = await save(saved);
    // A distinct new value in every input of both languages, then one save: every path of the
    // spec's table must carry its own input's value, and no other path may change.
    const expected = structuredClone(before) as unknown as Record<string, Record<string, unknown>>;
    for (const { lang, name } of LANGS) {
      for (const [sectionName, label, path] of TEXT_FIELDS) {
        const value = `new ${lang} ${sectionName} ${label}`;
        fireEvent.change(input(sectionName, label, name), { target: { value } });
        setAt(expected[lang], path, value);
      }
    }
    const after = await save(saved);
    expect(after).toEqual(expected);
    expect(changedPaths(before, after)).toEqual(LANGS.flatMap(({ lang }) => TEXT_FIELDS.map(([, , path]) => [lang, ...path].join('/'))).sort());
    // The English first semester, the original's wrong one, in particular:
    expect(after.en.Periodos.PrimeiroSemestre).toBe('new en Períodos Primeiro Semestre');
    expect(after.en.Periodos.SegundoSemestre).toBe('new en Períodos Segundo Semestre');
    // One call per save, both languages, no `_id`; the success toast.
    expect(call.mock.calls.filter(([c]) => c === API.calendar.update)).toHaveLength(2);
    expect(Object.keys(after).sort()).toEqual(['en', 'pt']);
    expect(after.pt).not.toHaveProperty('_id');
    expect(after.en).not.toHaveProperty('_id');
    expect(await screen.findByText('Calendário atualizado')).toBeTruthy();
  });

  it('changing one input changes only its own path (English first semester)', async () => {
    const { saved } = renderCalendar();
    await loaded();
    const before = await save(saved);
    fireEvent.change(input('Períodos', 'Primeiro Semestre', 'English'), { target: { value: 'Sep to Dec' } });
    const after = await save(saved);
    expect(changedPaths(before, after)).toEqual(['en/Periodos/PrimeiroSemestre']);
  });

  it('adds a holiday through "Data do feriado" (the input clears) and removes one, per language', async () => {
    const { saved } = renderCalendar();
    await loaded();
    const before = await save(saved);
    for (const { lang, name } of LANGS) {
      for (const [, label, path] of LIST_FIELDS) {
        const group = within(section('Feriados')).getByLabelText(`${label} (${name})`, { selector: '[role=group]' });
        const box = within(group).getByLabelText('Data do feriado');
        expect(button(group, 'Adicionar feriado')).toHaveProperty('disabled', true);
        fireEvent.change(box, { target: { value: `  novo ${lang} ${label}  ` } });
        fireEvent.click(button(group, 'Adicionar feriado'));
        expect(box).toHaveProperty('value', '');
        expect(within(group).getByText(`novo ${lang} ${label}`)).toBeTruthy();
        // Enter adds too.
        fireEvent.change(box, { target: { value: 'por enter' } });
        fireEvent.keyDown(box, { key: 'Enter' });
        expect(box).toHaveProperty('value', '');
        // Remove the first seeded one.
        const first = `${lang}:${path.join('.')}:1`;
        fireEvent.click(button(group, `Remover ${first}`));
        expect(within(group).queryByText(first)).toBeNull();
      }
    }
    const after = await save(saved);
    expect(changedPaths(before, after)).toEqual(
      LANGS.flatMap(({ lang }) => LIST_FIELDS.map(([, , path]) => [lang, ...path].join('/'))).sort(),
    );
    for (const { lang } of LANGS) {
      for (const [, label, path] of LIST_FIELDS) {
        const list = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], after[lang]);
        expect(list).toEqual([`${lang}:${path.join('.')}:2`, `novo ${lang} ${label}`, 'por enter']);
      }
    }
  });

  it('shows "Erro ao atualizar" when the save fails', async () => {
    const { saved } = renderCalendar({ failSave: true });
    await loaded();
    await save(saved);
    expect(await screen.findByText('Erro ao atualizar')).toBeTruthy();
  });

  it('shows "Ocorreu um erro.." when the calendar cannot be read', async () => {
    renderCalendar({ failLoad: true });
    expect(await screen.findByText('Ocorreu um erro..')).toBeTruthy();
  });
});

