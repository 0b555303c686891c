/**
 * What a resource declaration holds: facts only (no JSX, no SQL). One declaration per resource in
 * this folder; the client builds its screen from it (src/app/resources/declared), the server its
 * routes (src/server/resources), the access table its route, menu entry and guard rules, and the
 * tests their role matrix. See docs/adding-a-resource.md.
 */
import type { z } from 'zod';
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

export type FieldKind = 'text' | 'longText' | 'date' | 'time' | 'datetime' | 'select' | 'boolean' | 'link';

export interface FieldDeclaration {
  label: string;
  kind: FieldKind;
  /** For 'select': the options, value and label. */
  choices?: readonly { id: string; name: string }[];
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

type Shape = z.ZodObject;

export interface ResourceDeclaration<
  Rec extends Shape = Shape,
  Body extends z.ZodType<Record<string, unknown>, Record<string, unknown>> = z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Key extends string = string,
> {
  /** react-admin's resource name (also the i18n key `resources.<name>`). */
  name: string;
  /** The record's id field on the wire (`_id`, `id_utilizador`, ...). */
  idField: keyof z.infer<Rec> & string;
  api: { list: ApiCall & { wrap: ListWrap }; create: ApiCall; update: ApiCall; delete: ApiCall };
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
    sort: { field: keyof z.output<Body> & string; order: 'ASC' | 'DESC' };
    /** Page size, when the list is paginated. */
    perPage?: number;
  };
  access: Record<Verb, VerbAccess>;
  /**
   * Row-level policy: the field values a user's rows must have (the server adds them to every query
   * and sets them on create), or null for all rows.
   */
  rows?: (user: PolicyUser) => Readonly<Record<string, string>> | null;
  /** Messages of the server's refusals (409 duplicate, 409 still in use, 404). */
  conflicts: { duplicate: string; inUse?: string; notFound: string };
  screen: {
    key: Key;
    path: `/${string}`;
    title: string;
    /** Icon name; the client maps names to icons. */
    icon: string;
    menu?: { label: string; roles: readonly Role[]; condition?: UserCondition };
  };
  /** The screen's texts; `save`, `cancel` and `loadError` default to COMMON_TEXTS. */
  texts: Partial<typeof COMMON_TEXTS> & {
    add: string;
    edit: string;
    remove: string;
    createTitle: string;
    editTitle: string;
    empty: string;
    create: ToastTexts;
    update: ToastTexts;
    delete: ToastTexts;
    /** The delete confirmation; `%{field}` in the content is the record's field. */
    confirm: { title: string; content: string; confirm: string; cancel: string };
  };
  view: {
    layout: 'table' | 'cards';
    /** A per-row menu (⋮ with edit and remove) or buttons. */
    rowActions: 'menu' | 'buttons';
    /** Cards: the field shown as the card's title. */
    titleField?: keyof z.infer<Rec> & string;
  };
}

/** Texts every declared screen shares unless its declaration says otherwise. */
export const COMMON_TEXTS = { save: 'Guardar', cancel: 'Cancelar', loadError: 'Ocorreu um erro...' };

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

/** Declares a resource, keeping its literal screen key and its record and body types. */
export function defineResource<const Key extends string, Rec extends Shape, Body extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  declaration: ResourceDeclaration<Rec, Body, Key>,
): ResourceDeclaration<Rec, Body, Key> {
  return declaration;
}

/** A declaration of any resource, as the engines and the tests see it. */
export type AnyResource = ResourceDeclaration<Shape, z.ZodType<Record<string, unknown>, Record<string, unknown>>, string>;

/** Endpoint key of a call, as the access table writes it: `PUT /webinares/:id`. */
export const endpointOf = (call: ApiCall): Endpoint => `${call.method} /${call.path.slice(1).replace(/\/$/, '')}`;

/** The verb react-admin's access checks name (`list`, `create`, `edit`, `delete`...) as a declared verb. */
export function verbOfAction(action: string): Verb | undefined {
  if (action === 'list' || action === 'show' || action === 'read' || action === 'export') return 'list';
  if (action === 'create' || action === 'clone') return 'create';
  if (action === 'edit' || action === 'update') return 'update';
  if (action === 'delete') return 'delete';
  return undefined;
}

/**
 * May this role use this verb? Its roles may; otherwise a role that may open the screen (the list's
 * roles) and meets the verb's condition. `meets` is asked only when the role is not enough.
 */
export async function mayUse(
  resource: AnyResource,
  verb: Verb,
  role: Role,
  meets: (condition: UserCondition) => Promise<boolean> | boolean,
): Promise<boolean> {
  const access = resource.access[verb];
  if (access.roles.includes(role)) return true;
  return access.orIf !== undefined && resource.access.list.roles.includes(role) && meets(access.orIf);
}
