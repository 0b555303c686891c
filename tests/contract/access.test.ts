import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  ALL_CALLS,
  endpointKeyOf,
  everyCallHasARule,
  type TableEndpoint,
  canOpen,
  DECLARED_RESOURCES,
  endpointRules,
  menuFor,
  ROLES,
  declaredCalls,
  type Endpoint,
  type MenuFacts,
  type Role,
  type RoleRule,
  type ScreenAccess,
} from '../../src/contract';

// The spec's tables, copied from section 2, so that the access table is checked against them.
const A = ['ADMIN', 'DEV'];
const TUT = ['TUTORIAS_ADMIN', 'TUTORIAS', 'ADMIN', 'DEV'];
const SPEC_ROUTES: Record<string, string[] | 'any'> = {
  '/': 'any',
  '/admin/suggestions': A,
  '/admin/calendar': [...A, 'GCI'],
  '/admin/operations': A,
  '/admin/users': A,
  '/admin/notifications': A,
  '/admin/requestsrh': [...A, 'RH'],
  '/requestsrh': [...A, 'RH'],
  '/notifications': [...A, 'PRESIDENCIA', 'CCURSO', 'DIRECAO', 'GCI'],
  '/blueprints': ['DIRECAO'],
  '/medabandonment': [...A, 'DIRECAO'],
  '/tutorias': TUT,
  '/webinares': TUT,
  '/mentorias': TUT,
  '/feiraemprego': TUT,
  '/mat_fisica': TUT,
  '/mentorias_profissionais': TUT,
  // Beyond the spec's table: the audit trail (security issue), for the administrators.
  '/admin/audit': A,
};

const SPEC_MENU: [path: string, label: string, roles: string[]][] = [
  ['/admin/suggestions', 'Sugestões', A],
  ['/admin/calendar', 'Calendário Letivo', [...A, 'GCI']],
  ['/admin/operations', 'Operações', A],
  ['/admin/users', 'Lista Utilizadores', A],
  ['/admin/notifications', 'Notificações', A],
  ['/notifications', 'Notificações', ['CCURSO', 'PRESIDENCIA', 'GCI']],
  ['/blueprints', 'Plantas', ['DIRECAO']],
  ['/admin/requestsrh', 'Tipos pedidos RH', [...A, 'RH']],
  ['/requestsrh', 'Pedidos RH', [...A, 'RH']],
  ['/medabandonment', 'Mediadores de abandono', [...A, 'DIRECAO']],
  ['/tutorias', 'Tutorias & Mentorias', TUT],
  ['/webinares', 'Webinares', [...A, 'TUTORIAS_ADMIN']],
  ['/mentorias', 'Interações Inter-Pares', [...A, 'TUTORIAS_ADMIN']],
  ['/mat_fisica', 'Matemática / Fisica', TUT],
  ['/mentorias_profissionais', 'Mentorias Profissionais', TUT],
  // Beyond the spec's menu: the audit trail, last.
  ['/admin/audit', 'Auditoria', A],
];

const withTypes: MenuFacts = { notificationTypes: 2, managedTutorias: [] };
const noTypes: MenuFacts = { notificationTypes: 0, managedTutorias: [] };

describe('the access table reproduces the spec route table', () => {
  it('has exactly the spec routes', () => {
    expect(ACCESS.map((s) => s.path).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  for (const role of ROLES) {
    it(`${role} may open exactly the spec routes`, () => {
      const allowed = ACCESS.filter((s) => canOpen(s, role)).map((s) => s.path).sort();
      const expected = Object.entries(SPEC_ROUTES)
        .filter(([, roles]) => roles === 'any' || roles.includes(role))
        .map(([path]) => path)
        .sort();
      expect(allowed).toEqual(expected);
    });
  }
});

describe('the access table reproduces the spec menu table', () => {
  for (const role of ROLES) {
    it(`${role} sees exactly the spec menu entries (with notification types)`, () => {
      const expected = SPEC_MENU.filter(([, , roles]) => roles.includes(role)).map(([path, label]) => `${path} ${label}`);
      expect(menuFor(role, withTypes).map((s) => `${s.path} ${s.menu?.label}`)).toEqual(expected);
    });
  }

  it('hides /notifications when the type list is empty', () => {
    for (const role of ['CCURSO', 'PRESIDENCIA', 'GCI'] as Role[]) {
      expect(menuFor(role, noTypes).map((s) => s.path)).not.toContain('/notifications');
    }
  });

  it('never lists /feiraemprego', () => {
    for (const role of ROLES) expect(menuFor(role, withTypes).map((s) => s.path)).not.toContain('/feiraemprego');
  });

  it('shows /webinares and /mentorias to managers of those tutoring types, case-insensitively', () => {
    const manager: MenuFacts = { notificationTypes: 0, managedTutorias: ['Orientação Para o Estudo', 'MENTORIAS INTER-PARES'] };
    expect(menuFor('TUTORIAS', manager).map((s) => s.path)).toEqual(['/tutorias', '/webinares', '/mentorias', '/mat_fisica', '/mentorias_profissionais']);
    expect(menuFor('TUTORIAS', noTypes).map((s) => s.path)).not.toContain('/webinares');
    // A manager whose role may not open the route does not get the entry.
    expect(menuFor('DEFAULT', manager)).toEqual([]);
  });

  it('shows no role-filtered section to DEFAULT', () => {
    expect(menuFor('DEFAULT', withTypes)).toEqual([]);
  });
});

describe('the server guard table', () => {
  const rules = endpointRules();
  it('opens login to anyone and token checks to any signed-in user', () => {
    expect(rules.get('POST /backoffice/login')).toBe('public');
    expect(rules.get('GET /backoffice/verifytoken')).toBe('signed-in');
  });

  const rolesOf = (endpoint: Endpoint) => {
    const rule = rules.get(endpoint);
    if (!rule || typeof rule === 'string') throw new Error(`${endpoint}: ${String(rule)}`);
    return [...rule.roles].sort();
  };

  it('allows an endpoint to the union of the roles of the screens using it', () => {
    expect(rolesOf('GET /bugs')).toEqual(['ADMIN', 'DEV']);
    expect(rolesOf('GET /notifications/all')).toEqual(['ADMIN', 'DEV']);
    expect(rolesOf('POST /notifications')).toEqual(['ADMIN', 'CCURSO', 'DEV', 'DIRECAO', 'GCI', 'PRESIDENCIA']);
    expect(rolesOf('GET /users/medabandono')).toEqual(['ADMIN', 'DEV', 'DIRECAO']);
  });

  it('gives every screen endpoint to no role outside its screens', () => {
    for (const [endpoint, rule] of rules) {
      if (typeof rule === 'string') continue;
      const screens = (ACCESS as readonly ScreenAccess[]).filter((s) => s.endpoints.includes(endpoint));
      for (const role of rule.roles) expect(screens.some((s) => canOpen(s, role)), `${endpoint} ${role}`).toBe(true);
      if (rule.orIf) for (const role of rule.orIf.within) expect(screens.some((s) => canOpen(s, role)), `${endpoint} ${role}`).toBe(true);
    }
  });

  it('has a rule for every call of every declared resource (verbs, files, toggles), with that call\'s roles', () => {
    for (const resource of DECLARED_RESOURCES) {
      for (const { name, call, access } of declaredCalls(resource)) {
        expect(rolesOf(endpointKeyOf(call)), `${resource.name} ${name}`).toEqual([...access.roles].sort());
      }
    }
  });

  it('lets job fairs be read by the tutoring area and changed by its admins only', () => {
    expect(rolesOf('GET /feiraEmprego')).toEqual([...TUT].sort());
    expect(rolesOf('GET /feiraEmprego/:id/pdf')).toEqual([...TUT].sort());
    for (const endpoint of ['POST /feiraEmprego', 'POST /feiraEmprego/:id/pdf', 'PUT /feiraEmprego/:id/ativa'] as const) {
      expect(rolesOf(endpoint), endpoint).toEqual(['ADMIN', 'DEV', 'TUTORIAS_ADMIN']);
      expect((rules.get(endpoint) as RoleRule).orIf, endpoint).toBeUndefined();
    }
  });

  it('lets webinars be read by the tutoring area and written by its admins or a manager of orientação para o estudo', () => {
    expect(rolesOf('GET /webinares')).toEqual([...TUT].sort());
    for (const endpoint of ['POST /webinares', 'PUT /webinares/:id', 'DELETE /webinares/:id'] as const) {
      const rule = rules.get(endpoint) as RoleRule;
      expect([...rule.roles].sort(), endpoint).toEqual(['ADMIN', 'DEV', 'TUTORIAS_ADMIN']);
      expect(rule.orIf?.condition, endpoint).toEqual({ kind: 'managerOf', tutoringType: 'orientação para o estudo' });
      expect([...(rule.orIf?.within ?? [])].sort(), endpoint).toEqual([...TUT].sort());
    }
  });

  it('calls the HR request type endpoints of the spec, for ADMIN, DEV and RH', () => {
    for (const endpoint of ['GET /questoesrh/type', 'POST /questoesrh/type', 'PUT /questoesrh/type/:id', 'DELETE /questoesrh/type/:id'] as const) {
      expect(rolesOf(endpoint), endpoint).toEqual(['ADMIN', 'DEV', 'RH']);
    }
  });
});

describe('the access table and the endpoint map', () => {
  it('names only calls of the map: a misspelt endpoint fails typecheck', () => {
    const spelt: TableEndpoint = 'GET /tutorias/availableManagers';
    // @ts-expect-error: no call of the map is spelt 'availableManager'
    const misspelt: TableEndpoint = 'GET /tutorias/availableManager';
    expect([spelt, misspelt]).toHaveLength(2);
  });

  it('gives every call of the map a rule, as the server guard reads them', () => {
    expect(everyCallHasARule).toBe(true);
    const rules = endpointRules();
    expect(ALL_CALLS.map(endpointKeyOf).filter((key) => !rules.has(key))).toEqual([]);
  });
});
