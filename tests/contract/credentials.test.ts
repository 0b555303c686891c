import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loginBody } from '../../src/contract';
import { checkCredentials, CREDENTIAL_MAX } from '../../src/contract/credentials';

/** What the zod schema (the server's validation) says, in checkCredentials' shape. */
function zodVerdict(values: { username: string; password: string }) {
  const parsed = loginBody.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as string] ??= issue.message;
  return { success: false, errors };
}

describe('the login form check without zod', () => {
  it('gives the messages the form has always shown', () => {
    expect(checkCredentials({ username: '', password: '' })).toEqual({ success: false, errors: { username: 'Username is required', password: 'Password is required' } });
    expect(checkCredentials({ username: '  \t', password: 'x' })).toEqual({ success: false, errors: { username: 'Username is required' } });
    expect(checkCredentials({ username: ' admin ', password: ' ' })).toEqual({ success: true, data: { username: 'admin', password: ' ' } });
    expect(checkCredentials({ username: 'a'.repeat(3000), password: 'p'.repeat(1025) })).toEqual({ success: false, errors: { username: 'Maximo de 256 caracteres', password: 'Maximo de 1024 caracteres' } });
  });

  it('agrees with loginBody on any two strings', () => {
    const longest = (n: number) => fc.constantFrom('a'.repeat(n), 'a'.repeat(n + 1), ` ${'a'.repeat(n)} `, `${'a'.repeat(n)}\u00a0`);
    const text = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', ' ', '\n\t ', '\u00a0', '\ufeff', '\u2028', ' a ', 'a'), longest(CREDENTIAL_MAX.username), longest(CREDENTIAL_MAX.password));
    fc.assert(
      fc.property(text, text, (username, password) => {
        expect(checkCredentials({ username, password })).toEqual(zodVerdict({ username, password }));
      }),
      { numRuns: 500 },
    );
  });
});
