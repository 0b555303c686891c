import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, endpointRules, type Endpoint, type ScreenAccess } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { buildTestApp, type TestApp } from './helper';
import { callers, changesServedRules, mutations, runMatrix, Sessions, type Caller } from './matrix';

let t: TestApp;
let everyone: Caller[];
let sessions: Sessions;
let served: (endpoint: Endpoint) => boolean;
beforeAll(async () => {
  t = await buildTestApp();
  everyone = await callers(t.database.db);
  sessions = new Sessions(() => t.app);
  served = (endpoint) => {
    const [method, path] = endpoint.split(' ') as ['GET', string];
    return t.app.hasRoute({ method, url: `/api${path}` });
  };
});
afterAll(() => t.close());

const wrong = (cells: Awaited<ReturnType<typeof runMatrix>>) =>
  cells.filter((c) => c.expected !== c.actual).map((c) => `${c.endpoint} as ${c.caller}: expected ${c.expected}, got ${c.status}`);

describe('the access matrix, generated from the access table', () => {
  it('gives every caller on every served endpoint what the table says (2xx/4xx, 401 or 403)', async () => {
    const cells = await runMatrix(t.app, sessions, everyone);
    expect(wrong(cells)).toEqual([]);
    // Every role and anonymous, on every endpoint the server serves.
    const endpoints = new Set(cells.map((c) => c.endpoint));
    expect(endpoints.size).toBe([...endpointRules().keys()].filter(served).length);
    expect(cells.length).toBe(endpoints.size * everyone.length);
    for (const outcome of ['allowed', 'unauthenticated', 'forbidden'] as const) expect(cells.some((c) => c.expected === outcome)).toBe(true);
    console.log(`access matrix: ${cells.length} cells (${endpoints.size} endpoints x ${everyone.length} callers), ${wrong(cells).length} wrong`);
  });

  // The whole set runs in scripts/access-mutations.ts; here a fixed sample proves the matrix can fail.
  const SAMPLE = ['users: GCI added', 'calendar: GCI removed', 'webinars.update: TUTORIAS_ADMIN removed', 'abandonment: DIRECAO removed'];
  it.each(SAMPLE)('fails when the server serves a table with one entry flipped (%s)', async (name) => {
    const mutation = mutations().find((m) => m.name === name);
    expect(mutation, name).toBeDefined();
    expect(changesServedRules(mutation!, served)).toBe(true);
    const mutant = await buildApp(testConfig(), { database: t.database, screens: mutation!.screens });
    try {
      const cells = await runMatrix(mutant, new Sessions(() => mutant), everyone, endpointRules(ACCESS as readonly ScreenAccess[]));
      expect(wrong(cells).length).toBeGreaterThan(0);
    } finally {
      await mutant.close();
    }
  });
});
