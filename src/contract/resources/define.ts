/**
 * What a resource declaration holds: facts only (no JSX, no SQL). One declaration per resource in
 * this folder; the client builds its screen from it (src/app/declared), the server its
 * routes (src/server/resources), the access table its route, menu entry and guard rules, and the
 * tests their role matrix. See docs/adding-a-resource.md.
 */
import type { z } from 'zod';
import { defineList, type ListDeclaration, type ListFilter } from '../lists/define';
import type { Role } from '../roles';

/** A condition on facts about the signed-in user (not on a record). */
export type UserCondition =
  /** Manages the tutoring programme of this title (case-insensitive). */
  { kind: 'managerOf'; tutoringType: string };

/** Who may use a verb: these roles, or (optionally) any role of the screen meeting the condition. */
export interface VerbAccess {
  roles: readonly Role[];
  orIf?: UserCondition;
}

export const VERBS = ['list', 'create', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint as the access table writes it: `METHOD /path` relative to /api, Fastify's `:param`. */
export type Endpoint = `${HttpMethod} /${string}`;

/** One call of the API: method and path relative to /api, the record's id written `:id`. */
export interface ApiCall {
  method: HttpMethod;
  path: `/${string}`;
}

/** How the list answer is wrapped: `{data: [...]}` or `{data, pagination: {count, limit, total, page}}`. */
export type ListWrap = 'data' | 'paginated';

/** How a field is typed and shown; 'integer', 'decimal' and 'money' (euros) are exact numbers (`exactNumber`, a `numeric` column). */
/** The icons a declared screen may name in the menu (src/app/layout/menuIcons.ts draws each; a new one is a name here and its icon there). */
export const MENU_ICONS = ['category', 'video', 'assignment', 'map', 'school', 'work', 'home'] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

export type FieldKind = 'text' | 'longText' | 'date' | 'time' | 'datetime' | 'select' | 'boolean' | 'link' | 'integer' | 'decimal' | 'money';

/** The kinds that hold an exact number. */
export const NUMBER_KINDS: ReadonlySet<FieldKind> = new Set(['integer', 'decimal', 'money']);

export interface FieldDeclaration {
  label: string;
  kind: FieldKind;
  /** For 'select': the options, value and label. */
  choices?: readonly { id: string; name: string }[];
}

/** What a file must be, by its content (magic bytes), never by its name. */
export type FileContent = 'pdf';

/** What the browser's file chooser offers, and the refusals, per content. */
export const FILE_CONTENTS: Record<FileContent, { accept: string; wrongType: string; tooLarge: (maxBytes: number) => string }> = {
  pdf: {
    accept: 'application/pdf,.pdf',
    wrongType: 'O ficheiro tem de ser um PDF.',
    tooLarge: (maxBytes) => `O ficheiro tem no máximo ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  },
};

/**
 * A file kept with each record (the job fair's PDF): sent as multipart to its upload call (its
 * progress shown), checked by content and size, stored in the files table with the record's row
 * (`<field>` holds the file's name, `<field>File` the stored file), read back at its download call.
 */
export interface FileDeclaration {
  label: string;
  content: FileContent;
  maxBytes: number;
  /** The multipart form field the file travels in. */
  formField: string;
  upload: ApiCall;
  download: ApiCall;
  /** Who may send one (anyone who may list the records may download it). */
  access: VerbAccess;
  texts: {
    /** The file chooser's button. */
    choose: string;
    submit: string;
    /** Submitting without a file. */
    missing: string;
    /** While sending; `%{percent}` is the share sent. */
    uploading: string;
    success: string;
    /** `%{message}` is the server's reason. */
    error: string;
  };
}

/**
 * A yes/no field of a record turned by its own call (the job fair's `ativa`): the body is
 * `{<field>: the value the confirmation named}`, sent at the version seen when it opened.
 */
export interface ToggleDeclaration {
  /** The field's name in a table or an export's header ('Ativa'). */
  label: string;
  call: ApiCall;
  access: VerbAccess;
  texts: {
    /** The button while the field is true, and while it is false. */
    whenOn: string;
    whenOff: string;
    /** The confirmation before turning it off, and before turning it on. */
    confirmOff: string;
    confirmOn: string;
    confirm: string;
    cancel: string;
    success: string;
    /** `%{message}` is the server's reason. */
    error: string;
  };
  /**
   * Sets it to `value` on every row selected in a table (its bulk bar): each record by the toggle's
   * own call at the version listed (audited, a change meanwhile refused and named), after a
   * confirmation with the count. Texts counted with `smart_count` ('Desativar os %{smart_count}
   * alojamentos selecionados?', '1 alojamento desativado |||| %{smart_count} alojamentos desativados').
   */
  bulk?: {
    value: boolean;
    texts: { button: string; confirmTitle: string; confirmContent: string; done: string; refused: string };
  };
}

/** A list inside each record (the job fair's registrations), shown as a table behind a toggle. */
export interface DetailsDeclaration {
  /** What the items are, heading their count in an export ('Inscritos'). */
  label: string;
  /** Column labels by the items' fields, in order. */
  columns: Readonly<Record<string, string>>;
  show: string;
  hide: string;
  empty: string;
}

export interface ToastTexts {
  /** Shown while the call runs; when absent only the outcome is shown. */
  pending?: string;
  success: string;
  error: string;
  /** Shown instead of `error` when the record no longer exists (404). */
  notFound?: string;
}

/** The signed-in user as row policies see it. */
export interface PolicyUser {
  id: string;
  role: Role;
  unit: string | null;
}

/**
 * Who reads which rows of a declared resource, declared once: `of` gives the field values a user's
 * rows must have (null: every row), and `scope` names those fields. Every path obeys it: the list,
 * the one-record reads and writes (404 outside it), create (which sets the values), the export, the
 * history, and the live events (each change records its scope fields before and after, and is told
 * only to whom the same condition lets read them).
 */
export interface RowPolicy<F extends string = string> {
  scope: readonly F[];
  of: (user: PolicyUser) => Readonly<Record<F, string>> | null;
}

export type Shape = z.ZodObject;

export interface ResourceDeclaration<
  Rec extends Shape = Shape,
  Body extends z.ZodType<Record<string, unknown>, Record<string, unknown>> = z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Key extends string = string,
> {
  /** react-admin's resource name (also the i18n key `resources.<name>`). */
  name: string;
  /** The record's id field on the wire (`_id`, `id_utilizador`, ...). */
  idField: keyof z.infer<Rec> & string;
  /** The calls of the verbs; a resource without update or delete declares neither call nor access. */
  api: { list: ApiCall & { wrap: ListWrap }; create: ApiCall; update?: ApiCall; delete?: ApiCall };
  schemas: {
    /** A record as the API answers it. */
    record: Rec;
    /** The create and update body (the same one for both), with the spec's Portuguese messages. */
    body: Body;
  };
  /** The form's fields, in order, keyed by the body's input fields. */
  fields: { [K in keyof z.input<Body> & string]: FieldDeclaration };
  /** A record as the edit form starts from it. */
  toForm: (record: z.infer<Rec>) => z.input<Body>;
  list: {
    /** Columns of a table, or the fields of a card after its title, in order. */
    show: readonly (keyof z.infer<Rec> & string)[];
    /** The order when none is asked (text: case and accents aside). */
    sort: { field: keyof z.output<Body> & string; order: 'ASC' | 'DESC' };
    /** Page size, when the list is paginated. */
    perPage?: number;
    /**
     * Filters (by record field: the table's column of that name), those always shown, and the other
     * columns one may sort on (src/contract/lists/define.ts; a filter is one line here).
     */
    /** Actions on several selected rows at once (a table's bulk bar): each record by its own call, confirmed first. */
    bulk?: readonly 'delete'[];
    query?: {
      filters: Partial<Record<keyof z.infer<Rec> & string, ListFilter>>;
      alwaysOn?: readonly (keyof z.infer<Rec> & string)[];
      sorts?: readonly (keyof z.infer<Rec> & string)[];
    };
  };
  access: { list: VerbAccess; create: VerbAccess; update?: VerbAccess; delete?: VerbAccess };
  /** Files kept with each record, by record field. */
  files?: Readonly<Record<string, FileDeclaration>>;
  /** Yes/no fields turned by their own call, by record field. */
  toggles?: Readonly<Record<string, ToggleDeclaration>>;
  /** A list field of the record shown as a table behind a toggle, by record field. */
  details?: Readonly<Record<string, DetailsDeclaration>>;
  /** Row-level policy, the one rule of who reads which rows (RowPolicy). */
  rows?: RowPolicy;
  /**
   * Messages of the server's refusals (409 duplicate, 409 still in use, 404). No `duplicate`: the
   * records have no natural unique key (two housing offers may share a title), so there is no
   * duplicate to refuse, and the generated tests look for none.
   */
  conflicts: { duplicate?: string; inUse?: string; notFound: string };
  screen: {
    key: Key;
    path: `/${string}`;
    title: string;
    /** The menu's icon, by name (a name the menu does not draw fails typecheck). */
    icon: MenuIcon;
    menu?: { label: string; roles: readonly Role[]; condition?: UserCondition };
  };
  /** The screen's texts; `save`, `cancel`, `loadError` and `downloadError` default to COMMON_TEXTS. */
  texts: Partial<typeof COMMON_TEXTS> & {
    add: string;
    createTitle: string;
    empty: string;
    /** The create popup's submit button, when not `save`. */
    submit?: string;
    create: ToastTexts;
    /** For update: the button, the popup's title and the toasts. */
    edit?: string;
    editTitle?: string;
    update?: ToastTexts;
    /** For delete: the button, the toasts and the confirmation (`%{field}` is the record's field). */
    remove?: string;
    delete?: ToastTexts;
    confirm?: { title: string; content: string; confirm: string; cancel: string };
  };
  view: {
    layout: 'table' | 'cards';
    /** A per-row menu (⋮ with edit and remove) or buttons. */
    rowActions: 'menu' | 'buttons';
    /** Cards: the field shown as the card's title. */
    titleField?: keyof z.infer<Rec> & string;
    /** Cards: fields read 'Label: value' on one line instead of the label above the value. */
    inlineLabels?: boolean;
  };
}

const lists = new WeakMap<AnyDeclaration, ListDeclaration>();

/** A declared resource's list as a declared list: its filters, its sorts (the default one first) and its default order. */
export function resourceList(resource: AnyDeclaration): ListDeclaration {
  let list = lists.get(resource);
  if (!list) {
    const { sort, query } = resource.list;
    const filters = Object.fromEntries(Object.entries(query?.filters ?? {}).filter((entry): entry is [string, ListFilter] => entry[1] !== undefined));
    list = defineList({ filters, alwaysOn: query?.alwaysOn ?? [], sorts: [...new Set([sort.field, ...(query?.sorts ?? [])])], defaultSort: sort });
    lists.set(resource, list);
  }
  return list;
}

/** Texts every declared screen shares unless its declaration says otherwise. */
export const COMMON_TEXTS = { save: 'Guardar', cancel: 'Cancelar', loadError: 'Ocorreu um erro...', downloadError: 'Não foi possível abrir o ficheiro.' };

/**
 * The usual REST calls on one collection: GET and POST on it, PUT and DELETE on `/:id`
 * (`listPath` when the spec lists at another spelling, e.g. with a trailing slash).
 */
export function restApi(path: `/${string}`, { listPath = path, wrap = 'data' }: { listPath?: `/${string}`; wrap?: ListWrap } = {}) {
  return {
    list: { method: 'GET', path: listPath, wrap },
    create: { method: 'POST', path },
    update: { method: 'PUT', path: `${path}/:id` },
    delete: { method: 'DELETE', path: `${path}/:id` },
  } as const satisfies ResourceDeclaration['api'];
}

/** A declaration of any resource, as written (before `defineResource` adds its calls). */
export type AnyDeclaration = ResourceDeclaration<Shape, z.ZodType<Record<string, unknown>, Record<string, unknown>>, string>;


/** The verb react-admin's access checks name (`list`, `create`, `edit`, `delete`...) as a declared verb. */
export function verbOfAction(action: string): Verb | undefined {
  if (action === 'list' || action === 'show' || action === 'read' || action === 'export') return 'list';
  if (action === 'create' || action === 'clone') return 'create';
  if (action === 'edit' || action === 'update') return 'update';
  if (action === 'delete') return 'delete';
  return undefined;
}

/**
 * The path of one record (`/webinares/:id`): the part up to `:id` of its first call on a record
 * (update, delete, a toggle, a file). Undefined when it has none.
 */
export function recordPath(resource: AnyDeclaration): `/${string}` | undefined {
  const paths = [resource.api.update, resource.api.delete, ...Object.values(resource.toggles ?? {}).map((t) => t.call), ...Object.values(resource.files ?? {}).map((f) => f.upload)].map((c) => c?.path);
  const onRecord = paths.find((path) => path?.includes('/:id'));
  return onRecord && (onRecord.slice(0, onRecord.indexOf('/:id') + '/:id'.length) as `/${string}`);
}

/** A record's history ('Histórico'): its audit entries, newest first, for whoever may read the record. */
export const historyCall = (path: `/${string}`): ApiCall => ({ method: 'GET', path: `${path}/historico` });

/** One call a declaration makes: a verb's, a file's upload or download, a toggle's, the history's. */
export interface DeclaredCall {
  /** `list`, `create`, `update`, `delete`, `upload:<field>`, `download:<field>`, `toggle:<field>`, `history`. */
  name: string;
  call: ApiCall;
  access: VerbAccess;
}

/** Every call of a declaration with who may make it; a verb declared with a call but no access (or the reverse) throws. */
export function declaredCalls(resource: AnyDeclaration): DeclaredCall[] {
  const calls: DeclaredCall[] = [];
  for (const verb of VERBS) {
    const call = resource.api[verb];
    const access = resource.access[verb];
    if (!call !== !access) throw new Error(`${resource.name}: ${verb} needs both its call (api) and its access`);
    if (call && access) calls.push({ name: verb, call, access });
  }
  for (const [field, file] of Object.entries(resource.files ?? {})) {
    calls.push({ name: `upload:${field}`, call: file.upload, access: file.access }, { name: `download:${field}`, call: file.download, access: resource.access.list });
  }
  for (const [field, toggle] of Object.entries(resource.toggles ?? {})) calls.push({ name: `toggle:${field}`, call: toggle.call, access: toggle.access });
  const path = recordPath(resource);
  if (path) calls.push({ name: 'history', call: historyCall(path), access: resource.access.list });
  return calls;
}

/**
 * May this role make this call (a verb's name or a DeclaredCall's)? Its roles may; otherwise a
 * role that may open the screen (the list's roles) and meets the call's condition. `meets` is
 * asked only when the role is not enough. An undeclared verb: nobody.
 */
export async function mayUse(
  resource: AnyDeclaration,
  name: string,
  role: Role,
  meets: (condition: UserCondition) => Promise<boolean> | boolean,
): Promise<boolean> {
  const access = declaredCalls(resource).find((c) => c.name === name)?.access;
  if (!access) return false;
  if (access.roles.includes(role)) return true;
  return access.orIf !== undefined && resource.access.list.roles.includes(role) && meets(access.orIf);
}
