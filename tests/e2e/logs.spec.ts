import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_LOG } from './server';

// Runs after every other end-to-end test: what the server logged while they ran must tell who
// signed in, who failed and who was refused (user, address, route, UTC time), and must hold no
// password, token or base64 payload.
const WRONG_PASSWORD = 'palavra-passe-errada-7361';

interface Line {
  time?: string;
  event?: string;
  outcome?: string;
  username?: string;
  user?: string;
  ip?: string;
  route?: string;
  role?: string;
}

test('the server log records sign-ins and refusals, and no secret', async ({ request }) => {
  const signIn = (username: string, password: string) => request.post('/api/backoffice/login', { data: { username, password } });
  const { token } = await (await signIn('default', 'demo')).json();
  expect(token).toEqual(expect.any(String));
  await signIn('gci', WRONG_PASSWORD);
  expect((await request.get('/api/users', { headers: { 'access-token': token } })).status()).toBe(403);
  await expect.poll(() => readFileSync(E2E_LOG, 'utf8').includes('"event":"forbidden","user":"default"')).toBe(true);

  const text = readFileSync(E2E_LOG, 'utf8');
  const lines = text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
  const events = lines.filter((l) => l.event);
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  for (const l of events) expect(l.time, JSON.stringify(l)).toMatch(iso);
  expect(events).toContainEqual(expect.objectContaining({ event: 'login', outcome: 'success', username: 'default', route: 'POST /api/backoffice/login', ip: expect.any(String) }));
  expect(events).toContainEqual(expect.objectContaining({ event: 'login', outcome: 'failure', username: 'gci', ip: expect.any(String) }));
  expect(events).toContainEqual(expect.objectContaining({ event: 'forbidden', user: 'default', role: 'DEFAULT', route: 'GET /api/users', ip: expect.any(String) }));
  // Every test before this one signed in: many successes were logged.
  expect(events.filter((l) => l.event === 'login' && l.outcome === 'success').length).toBeGreaterThan(20);

  expect(text).not.toContain(WRONG_PASSWORD);
  expect(text).not.toContain(token);
  expect(text).not.toMatch(/"password":"(?!\[oculto\])/);
  // A token is 43 base64url characters; a photo or a PDF, hundreds of base64 characters.
  expect(text.match(/(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/g) ?? []).toEqual([]);
  expect(text.match(/[A-Za-z0-9+/]{200,}/g) ?? []).toEqual([]);
  test.info().annotations.push({ type: 'log', description: `${lines.length} lines, ${events.length} events` });
});
