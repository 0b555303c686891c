/**
 * Who may open which administration screen, written from the spec's route table (section 2), not
 * from src/contract/access.ts, so the tests check the table rather than repeat it. Each demo account
 * holds the role of its name ('default' has no role).
 */
export const DEMO_USERS = ['admin', 'dev', 'ccurso', 'direcao', 'presidencia', 'gci', 'rh', 'tutorias_admin', 'tutorias', 'default'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export const SPEC_ALLOWED = {
  suggestions: ['admin', 'dev'],
  calendar: ['admin', 'dev', 'gci'],
  operations: ['admin', 'dev'],
  users: ['admin', 'dev'],
  abandonment: ['admin', 'dev', 'direcao'],
  /** POST /bugs is the mobile app's call: any signed-in user. */
  anySignedIn: DEMO_USERS,
} as const satisfies Record<string, readonly DemoUser[]>;
export type SpecScreen = keyof typeof SPEC_ALLOWED;

export function allowed(screen: SpecScreen, user: DemoUser): boolean {
  return (SPEC_ALLOWED[screen] as readonly DemoUser[]).includes(user);
}
