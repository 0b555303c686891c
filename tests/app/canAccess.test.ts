/**
 * The client's one access rule (authProvider.canAccess), checked against the access table itself:
 * for every row of ACCESS and every role, opening the screen ('list') is the route's rule, each
 * endpoint the server guard's (endpointRules, with and without the managerOf condition met), each
 * declared verb its declaration, each named ability its roles. Then the App's routes on it.
 */
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  ACCESS,
  declaredCalls,
  endpointRules,
  MANAGED_TUTORING_TYPES,
  ROLES,
  type Endpoint,
  type Role,
  type ScreenAccess,
  type VerbAccess,
} from '../../src/contract';
import { App } from '../../src/app/App';
import { CLIENT } from '../../src/app/areas';
import { createAuthProvider, type BackofficeAuthProvider } from '../../src/app/providers/authProvider';
import { createDataProvider } from '../../src/app/providers/dataProvider';
import type { HttpClient } from '../../src/app/providers/http';

const TABLE: readonly ScreenAccess[] = ACCESS;
/** The server guard's rules, built as the server builds them. */
const SERVER_RULES = endpointRules(ACCESS);
const MANAGED = Object.values(MANAGED_TUTORING_TYPES);

/** A fake API: signing in as `role`, the programmes managed (every one of the table's conditions, or none), nothing else. */
function fakeHttp(role: Role, managing: readonly string[]): HttpClient {
  const user = { id_utilizador: 'pessoa', nome: 'Pessoa Teste', email: null, role, role_extra: null, fotografia: null, unidade_organica: null, tipo: null };
  return (async (path: string) => {
    if (path === '/backoffice/login') return { status: true, mensagem: '', user, token: 't' };
    if (path === '/tutorias/availableManagers') return { data: [{ id_utilizador: 'pessoa', nome: 'Pessoa Teste', managingTutorias: managing }] };
    throw Object.assign(new Error(`unexpected ${path}`), { status: 404 });
  }) as HttpClient;
}

async function signedIn(role: Role, managing: readonly string[]): Promise<BackofficeAuthProvider> {
  const auth = createAuthProvider(fakeHttp(role, managing));
  await auth.login({ username: 'pessoa', password: 'demo' });
  return auth;
}

/** Providers by role, managing every programme of the table's conditions ('met') or none. */
const providers = new Map<string, BackofficeAuthProvider>();
const provider = (role: Role, met: boolean) => providers.get(`${role}:${met}`)!;
beforeAll(async () => {
  for (const role of ROLES) for (const met of [false, true]) providers.set(`${role}:${met}`, await signedIn(role, met ? MANAGED : []));
});

const ask = (role: Role, met: boolean, resource: string, action: string) => provider(role, met).canAccess!({ resource, action });

/** What the server guard lets this role call (src/server/auth/guard.ts: its roles, or a role of `within` meeting the condition). */
function serverAllows(endpoint: Endpoint, role: Role, met: boolean): boolean {
  const rule = SERVER_RULES.get(endpoint);
  if (rule === undefined) throw new Error(`${endpoint} has no rule`);
  if (rule === 'public' || rule === 'signed-in') return true;
  return rule.roles.has(role) || (rule.orIf !== undefined && rule.orIf.within.has(role) && met);
}

/** What a declaration lets this role do: its roles, or a role of the screen meeting its condition. */
const declarationAllows = (access: VerbAccess, screenRoles: readonly Role[], role: Role, met: boolean) =>
  access.roles.includes(role) || (access.orIf !== undefined && screenRoles.includes(role) && met);

/** react-admin's names for a declared verb. */
const RA_ACTIONS: Record<string, readonly string[]> = { list: ['list', 'show', 'export'], create: ['create'], update: ['edit', 'update'], delete: ['delete'] };

describe.each(TABLE.map((row) => [row.screen, row] as const))('canAccess on %s', (_, row) => {
  it("'list' is the route's rule, for every role", async () => {
    for (const role of ROLES) {
      const route = row.roles === 'signed-in' || row.roles.includes(role);
      expect(await ask(role, false, row.screen, 'list'), role).toBe(route);
      expect(await ask(role, true, row.screen, 'list'), role).toBe(route);
    }
  });

  it("every endpoint of the row is the server guard's rule, with and without the condition met", async () => {
    for (const endpoint of row.endpoints)
      for (const role of ROLES)
        for (const met of [false, true]) expect(await ask(role, met, row.screen, endpoint), `${endpoint} ${role} met=${met}`).toBe(serverAllows(endpoint, role, met));
  });

  it('every named ability is its roles', async () => {
    for (const [ability, roles] of Object.entries(row.abilities ?? {}))
      for (const role of ROLES) for (const met of [false, true]) expect(await ask(role, met, row.screen, ability), `${ability} ${role}`).toBe(roles.includes(role));
  });

  it('anything the row does not hold is refused: an unknown action, an endpoint of another screen', async () => {
    const foreign = [...SERVER_RULES.keys()].find((e) => !(row.endpoints as readonly string[]).includes(e))!;
    for (const role of ROLES) {
      expect(await ask(role, true, row.screen, 'noSuchAbility'), role).toBe(false);
      expect(await ask(role, true, row.screen, foreign), `${foreign} ${role}`).toBe(false);
    }
  });
});

/** The rows of declared resources, by the resource's name and by the screen's key. */
const DECLARED = TABLE.flatMap((row) => (row.resource ? [[row.screen, row, row.resource] as const] : []));

describe.each(DECLARED)('canAccess on the declared %s', (_, row, resource) => {
  it('every declared verb and call is its declaration', async () => {
    const screenRoles = resource.access.list.roles;
    for (const { name, access } of declaredCalls(resource))
      for (const action of RA_ACTIONS[name] ?? [name])
        for (const role of ROLES)
          for (const met of [false, true]) {
            const expected = declarationAllows(access, screenRoles, role, met);
            expect(await ask(role, met, resource.name, action), `${action} ${role} met=${met}`).toBe(expected);
            expect(await ask(role, met, row.screen, action), `${action} ${role} met=${met}`).toBe(expected);
          }
  });
});

describe('canAccess beyond the table', () => {
  it("the table holds conditional rules and abilities, so that the runs above check them", () => {
    expect([...SERVER_RULES.values()].some((rule) => typeof rule === 'object' && rule.orIf !== undefined)).toBe(true);
    expect(TABLE.some((row) => row.abilities !== undefined)).toBe(true);
  });

  it('refuses everything signed out, and an unknown resource', async () => {
    const auth = createAuthProvider(fakeHttp('ADMIN', []));
    for (const row of TABLE) expect(await auth.canAccess!({ resource: row.screen, action: 'list' })).toBe(false);
    expect(await ask('ADMIN', true, 'noSuchScreen', 'list')).toBe(false);
  });

  it("lets react-admin's list controllers read a data area of the endpoint map (the screen's route has answered), nothing more", async () => {
    expect(await ask('DEFAULT', false, 'notifications', 'list')).toBe(true);
    expect(await ask('DEFAULT', false, 'notifications', 'delete')).toBe(false);
    expect(await ask('DEFAULT', false, 'notifications', 'POST /notifications')).toBe(false);
  });

  it('settles without a request every route and ability, as canAccess answers them', async () => {
    for (const role of ROLES) {
      const settled = provider(role, false).settledAccess!();
      const expected = TABLE.flatMap((row) => ['list', ...Object.keys(row.abilities ?? {})].map((action) => `${row.screen} ${action}`));
      expect(settled.map((s) => `${s.resource} ${s.action}`)).toEqual(expected);
      for (const s of settled) expect(s.canAccess, `${s.resource} ${s.action} ${role}`).toBe(await ask(role, false, s.resource, s.action));
    }
  });
});

describe('the routes, on canAccess', () => {
  afterEach(cleanup);

  /** The App as the product builds it, at `path`, with this provider and a data provider on a fake API. */
  function openAt(path: string, auth: BackofficeAuthProvider) {
    window.history.pushState({}, '', path);
    render(createElement(App, { authProvider: auth, dataProvider: createDataProvider(CLIENT.apis, fakeHttp('DEFAULT', [])) }));
  }

  it("sends a role the screen's route does not allow to /, the dashboard", async () => {
    openAt('/admin/users', await signedIn('DEFAULT', []));
    expect(await screen.findByRole('heading', { name: 'Bem-vindo(a), Pessoa Teste', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });

  it("sends a manager of every programme who is not of the screen's roles to / too (the condition opens no route)", async () => {
    openAt('/mentorias', await signedIn('RH', MANAGED));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('sends the signed-out to /login', async () => {
    openAt('/admin/users', createAuthProvider(fakeHttp('ADMIN', [])));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
