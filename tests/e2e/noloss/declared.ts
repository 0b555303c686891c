/**
 * The UI scenarios of every declared screen's writes, generated from its declaration (fields,
 * toggles, files, title field, layout, texts): a new declared resource is covered with no edit here.
 * Each makes its own record through the API first, so that no other test's record is touched.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { declaredCalls, type AnyResource } from '../../../src/contract';
import { simplePdf } from '../../../src/server/db/seed/pdf';
import type { DeclaredWrite } from '../../recordWrites';
import { sampleBody } from '../../sampleBody';
import { expectRefused, expectStaleSave, staleWrite, token, type Api, type UiScenario } from './race';

type Rec = Record<string, unknown>;

/** The record as its list answers it (paged through when paginated). */
async function listed(api: Api, resource: AnyResource, id: string): Promise<Rec | undefined> {
  const paginated = resource.api.list.wrap === 'paginated';
  for (let page = 0; page < 50; page++) {
    const { data, pagination } = await api.get<{ data: Rec[]; pagination?: { total: number } }>(`${resource.api.list.path}${paginated ? `?limit=100&page=${page}` : ''}`);
    const found = data.find((r) => String(r[resource.idField]) === id);
    if (found || !pagination || (page + 1) * 100 >= pagination.total) return found;
  }
  return undefined;
}

const text = (resource: AnyResource, path: string): string => {
  const value = path.split('.').reduce<unknown>((at, part) => (at as Rec | undefined)?.[part], resource.texts);
  if (typeof value !== 'string') throw new Error(`${resource.name} declares no text ${path}`);
  return value;
};
const save = (resource: AnyResource) => resource.texts.save ?? 'Guardar';

/** The field an edit changes: the first text field of the form. */
function editedField(resource: AnyResource): { source: string; label: string } {
  const found = Object.entries(resource.fields).find(([, f]) => f.kind === 'text' || f.kind === 'longText');
  if (!found) throw new Error(`${resource.name}: no text field to edit`);
  return { source: found[0], label: found[1].label };
}

/** What names a record on its screen: a card's title, a row's first column. */
const nameOf = (resource: AnyResource, record: Rec) => String(record[resource.view.layout === 'cards' ? (resource.view.titleField ?? resource.list.show[0]) : resource.list.show[0]]);

/** The record's card or row on a screen. */
function recordOn(page: Page, resource: AnyResource, name: string): Locator {
  if (resource.view.layout === 'cards') return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: `Ações: ${name}`, exact: true }) });
}

/** Presses one of a record's actions: a card's button, or a row's ⋮ menu item. */
async function act(page: Page, resource: AnyResource, name: string, label: string): Promise<void> {
  const at = recordOn(page, resource, name);
  if (resource.view.layout === 'cards') return at.getByRole('button', { name: label, exact: true }).click();
  await at.getByRole('button', { name: `Ações: ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Opens the edit popup and types `value` into the edited field; answers the popup. */
async function typeEdit(page: Page, resource: AnyResource, name: string, value: string): Promise<Locator> {
  await act(page, resource, name, text(resource, 'edit'));
  const dialog = page.getByRole('dialog', { name: text(resource, 'editTitle') });
  await dialog.getByLabel(editedField(resource).label, { exact: true }).fill(value);
  return dialog;
}

/** A's change of the record through A's screen, to the end (its success shown). */
async function edit(page: Page, resource: AnyResource, name: string, value: string): Promise<void> {
  const dialog = await typeEdit(page, resource, name, value);
  await dialog.getByRole('button', { name: save(resource), exact: true }).click();
  await expect(page.getByText(text(resource, 'update.success')).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: simplePdf(['Documento de teste', name]) });

/** A toggle's confirmation opened on the record as shown (on or off); answers its confirm button. */
async function askToggle(page: Page, resource: AnyResource, name: string, field: string, on: boolean): Promise<Locator> {
  const texts = resource.toggles![field].texts;
  await recordOn(page, resource, name).getByRole('button', { name: on ? texts.whenOn : texts.whenOff, exact: true }).click();
  return page.getByRole('dialog').getByRole('button', { name: texts.confirm, exact: true });
}

/** Sends a file on the record's screen; answers the submit button. */
async function chooseFile(page: Page, resource: AnyResource, name: string, field: string, file: string): Promise<Locator> {
  const at = recordOn(page, resource, name);
  await at.locator('input[type=file]').setInputFiles(pdf(file));
  return at.getByRole('button', { name: resource.files![field].texts.submit, exact: true });
}

/** The roles' demo accounts that may make a call: A and B (the same one when only one role may). */
function accountsFor(resource: AnyResource, call: string): [string, string] {
  const roles = declaredCalls(resource).find((c) => c.name === call)!.access.roles.map((role) => role.toLowerCase());
  return [roles[0], roles[1] ?? roles[0]];
}

/** A's change of the record, meanwhile, through the first write of the screen that changes it. */
function changeOf(resource: AnyResource): { call: string; change: (page: Page, name: string, api: Api, id: string) => Promise<void> } {
  if (resource.api.update) return { call: 'update', change: (page, name) => edit(page, resource, name, `Mudado por A ${token()}`) };
  const [field] = Object.keys(resource.toggles ?? {});
  if (field)
    return {
      call: `toggle:${field}`,
      change: async (page, name, api, id) => {
        const on = Boolean((await listed(api, resource, id))?.[field]);
        await (await askToggle(page, resource, name, field, on)).click();
        await expect(page.getByText(resource.toggles![field].texts.success).first()).toBeVisible();
      },
    };
  const [file] = Object.keys(resource.files ?? {});
  return {
    call: `upload:${file}`,
    change: async (page, name) => {
      await (await chooseFile(page, resource, name, file, `mudado-${token()}.pdf`)).click();
      await expect(page.getByText(resource.files![file].texts.success).first()).toBeVisible();
    },
  };
}

/** The UI scenario of one declared write. */
export function declaredScenario({ resource, action, endpoint }: DeclaredWrite): UiScenario {
  const [kind, field] = action.split(':');
  const call = kind === 'restore' ? 'update' : kind === 'bulk' ? 'delete' : action;
  return {
    endpoint,
    title: `${resource.screen.title}: ${action} (generated from the declaration)`,
    accounts: accountsFor(resource, call),
    async run({ a, b, api }) {
      const created = await api.send<{ data: Rec }>('POST', resource.api.create.path, sampleBody(resource, token()));
      const id = String(created.data[resource.idField]);
      let record = created.data;
      const edited = editedField(resource);
      // A restore needs an earlier version: the record is changed once first.
      if (kind === 'restore') record = (await api.send<{ data: Rec }>('PUT', resource.api.update!.path.replace(':id', id), sampleBody(resource, token()))).data;
      const name = nameOf(resource, record);
      const now = () => listed(api, resource, id);
      await Promise.all([a.goto(resource.screen.path), b.goto(resource.screen.path)]);
      await expect(recordOn(a, resource, name)).toBeVisible();
      await expect(recordOn(b, resource, name)).toBeVisible();

      if (kind === 'update' || kind === 'restore') {
        // B's value: typed, or the first version's (restored).
        const [mine, theirs] = [kind === 'update' ? `Valor de B ${token()}` : String(created.data[edited.source]), `Valor de A ${token()}`];
        let dialog: Locator;
        if (kind === 'update') dialog = await typeEdit(b, resource, name, mine);
        else {
          // B restores the version the record was created at (its field as first sent).
          await act(b, resource, name, 'Histórico');
          await b.getByRole('dialog', { name: /^Histórico/ }).getByRole('listitem').filter({ hasText: 'Criou' }).getByRole('button', { name: 'Repor esta versão' }).click();
          dialog = b.getByRole('dialog', { name: /^Repor a versão de / });
          await expect(dialog.getByLabel(edited.label, { exact: true })).toHaveValue(mine);
        }
        await expectStaleSave(b, endpoint, { dialog, save: save(resource), label: edited.label, mine, theirs, meanwhile: () => edit(a, resource, name, theirs) });
        expect((await now())?.[edited.source]).toBe(theirs);
        return;
      }

      if (kind === 'delete' || kind === 'bulk') {
        const { change } = changeOf(resource);
        const before = await now();
        const status = await staleWrite(b, endpoint, {
          async start() {
            if (kind === 'delete') {
              await act(b, resource, name, text(resource, 'remove'));
              await b.getByRole('dialog', { name: text(resource, 'confirm.title') }).getByRole('button', { name: text(resource, 'confirm.confirm'), exact: true }).click();
            } else {
              await recordOn(b, resource, name).getByRole('checkbox', { name: 'Selecionar esta linha' }).check();
              await b.getByRole('button', { name: 'Remover selecionados' }).click();
              await b.getByRole('dialog', { name: 'Remover registos' }).getByRole('button', { name: 'Confirmar' }).click();
            }
          },
          meanwhile: () => change(a, name, api, id),
        });
        await expectRefused(b, status);
        const after = await now();
        expect(after, 'the record changed meanwhile is still there').toBeDefined();
        expect(after).not.toEqual(before);
        return;
      }

      if (kind === 'toggle') {
        const on = Boolean(record[field]);
        const texts = resource.toggles![field].texts;
        const status = await staleWrite(b, endpoint, {
          start: async () => (await askToggle(b, resource, name, field, on)).click(),
          async meanwhile() {
            await (await askToggle(a, resource, name, field, on)).click();
            await expect(a.getByText(texts.success).first()).toBeVisible();
          },
        });
        await expectRefused(b, status);
        expect((await now())?.[field]).toBe(!on);
        return;
      }

      if (kind === 'upload') {
        const texts = resource.files![field].texts;
        const [mine, theirs] = [`de-b-${token()}.pdf`, `de-a-${token()}.pdf`];
        const status = await staleWrite(b, endpoint, {
          start: async () => (await chooseFile(b, resource, name, field, mine)).click(),
          async meanwhile() {
            await (await chooseFile(a, resource, name, field, theirs)).click();
            await expect(a.getByText(texts.success).first()).toBeVisible();
          },
        });
        await expectRefused(b, status);
        expect((await now())?.[field]).toBe(theirs);
        return;
      }
      throw new Error(`no generated UI scenario for ${resource.name}'s ${action}`);
    },
  };
}

