/**
 * The access matrix, generated: every served API route × method × every demo account (one per
 * role, plus a second TUTORIAS who manages another programme) and anonymous, the expected outcome
 * derived from the access table, every cell asserted. Shared by the test (tests/server/matrix.test.ts)
 * and the mutation script (scripts/access-mutations.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ACCESS, endpointRules, managesType, normaliseRole, ROLES, type Endpoint, type EndpointRule, type Role, type ScreenAccess } from '../../src/contract';
import { managedTutorias } from '../../src/server/auth/conditions';
import type { Db } from '../../src/server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/users';

/** The guard's refusal (a handler's own 403, e.g. another school's record, says something else). */
const GUARD_FORBIDDEN = 'Não tem permissão para esta operação.';

export interface Caller {
  username: string | null;
  role: Role | null;
  /** Programme titles the account manages (the data the 'managerOf' condition reads). */
  manages: readonly string[];
}

export type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';

export interface Cell {
  endpoint: Endpoint;
  caller: string;
  expected: Outcome;
  actual: Outcome;
  status: number;
}

/** Anonymous and every demo account, with what the access rules need to know of each. */
export async function callers(db: Db): Promise<Caller[]> {
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({ username: a.username, role: normaliseRole(a.role), manages: await managedTutorias(db, a.username) })),
  );
  const roles = new Set(accounts.map((a) => a.role));
  const missing = ROLES.filter((role) => !roles.has(role));
  if (missing.length > 0) throw new Error(`No demo account for ${missing.join(', ')}: the matrix would miss them`);
  return [{ username: null, role: null, manages: [] }, ...accounts];
}

/** What the access table says this caller gets on this endpoint. */
export function expectedOutcome(rule: EndpointRule, caller: Caller): Outcome {
  if (rule === 'public') return 'allowed';
  if (caller.role === null) return 'unauthenticated';
  if (rule === 'signed-in' || rule.roles.has(caller.role)) return 'allowed';
  const { orIf } = rule;
  return orIf && orIf.within.has(caller.role) && managesType(caller.manages, orIf.condition.tutoringType) ? 'allowed' : 'forbidden';
}

/** Tokens of the demo accounts, signed in again when a cell (purge, logout) has ended a session. */
export class Sessions {
  private readonly tokens = new Map<string, string>();
  constructor(private readonly app: () => FastifyInstance) {}

  async token(username: string, fresh = false): Promise<string> {
    const known = this.tokens.get(username);
    if (known && !fresh) return known;
    const res = await this.app().inject({ method: 'POST', url: '/api/backoffice/login', payload: { username, password: DEMO_PASSWORD } });
    const token = res.json().token as string | null;
    if (!token) throw new Error(`could not sign in as ${username}: ${res.body}`);
    this.tokens.set(username, token);
    return token;
  }
}

function outcomeOf(status: number, message: unknown): Outcome {
  if (status === 401) return 'unauthenticated';
  if (status === 403 && message === GUARD_FORBIDDEN) return 'forbidden';
  return 'allowed';
}

/**
 * Calls every served endpoint as every caller and compares with `rules` (the access table's, or a
 * reference when the app serves a mutated table). Requests are harmless: no query, an empty JSON
 * body (refused by validation after the guard), placeholder ids that match no record.
 */
export async function runMatrix(app: FastifyInstance, sessions: Sessions, everyone: readonly Caller[], rules = endpointRules(ACCESS as readonly ScreenAccess[])): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const [endpoint, rule] of rules) {
    const [method, path] = endpoint.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = `/api${path.replace(/:\w+/g, 'matriz-0')}`;
    if (!app.hasRoute({ method, url: `/api${path}` })) continue;
    for (const caller of everyone) {
      const call = async (fresh: boolean) => {
        const headers = caller.username ? { 'access-token': await sessions.token(caller.username, fresh) } : undefined;
        return app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
      };
      let res = await call(false);
      // A purge or logout in an earlier cell ended this session: sign in again, ask once more.
      if (res.statusCode === 401 && caller.username) res = await call(true);
      const body = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : undefined;
      const actual = outcomeOf(res.statusCode, body?.message);
      cells.push({ endpoint, caller: caller.username ?? 'anónimo', expected: expectedOutcome(rule, caller), actual, status: res.statusCode });
    }
  }
  return cells;
}

/** One single-entry change of the access table: a role added to or removed from one screen or one verb. */
export interface Mutation {
  name: string;
  screens: ScreenAccess[];
}

const toggle = (roles: readonly Role[], role: Role) => (roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role]);

/** Every single-entry mutation of the table: each role flipped on each screen and on each declared verb. */
export function mutations(table: readonly ScreenAccess[] = ACCESS): Mutation[] {
  const all: Mutation[] = [];
  table.forEach((screen, i) => {
    const replace = (changed: ScreenAccess) => table.map((s, j) => (j === i ? changed : s));
    for (const role of ROLES) {
      if (screen.roles !== 'signed-in' && !screen.resource) {
        all.push({ name: `${screen.screen}: ${role} ${screen.roles.includes(role) ? 'removed' : 'added'}`, screens: replace({ ...screen, roles: toggle(screen.roles, role) }) });
      }
      const resource = screen.resource;
      if (!resource) continue;
      for (const [verb, access] of Object.entries(resource.access)) {
        const changed = { ...resource, access: { ...resource.access, [verb]: { ...access, roles: toggle(access.roles, role) } } };
        all.push({ name: `${screen.screen}.${verb}: ${role} ${access.roles.includes(role) ? 'removed' : 'added'}`, screens: replace({ ...screen, resource: changed }) });
      }
    }
  });
  return all;
}

/** Does the mutation change who may call a served endpoint? (If not, no test could tell it apart.) */
export function changesServedRules(mutation: Mutation, served: (endpoint: Endpoint) => boolean, reference = endpointRules(ACCESS as readonly ScreenAccess[])): boolean {
  const mutated = endpointRules(mutation.screens);
  const describe = (rule: EndpointRule | undefined) =>
    typeof rule === 'object' ? `${[...rule.roles].sort().join()}|${rule.orIf ? [...rule.orIf.within].sort().join() : ''}` : String(rule);
  return [...reference.keys()].some((e) => served(e) && describe(reference.get(e)) !== describe(mutated.get(e)));
}
