import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * Server test files that take far longer than the others (tens of seconds each: real servers
 * started and killed, thousands of fuzzed requests, a database exported, rate limits waited out),
 * longest first. They start first, one per worker, and the short files fill in around them: left
 * to the default order (file size, when there is no results cache, as on CI's clean clone)
 * durability.test.ts, a small file, started last and ran alone for over a minute.
 */
const SLOW_FIRST = [
  'tests/server/fuzz.test.ts',
  'tests/server/durability.test.ts',
  'tests/server/exportToPostgres.test.ts',
  'tests/server/security.test.ts',
  'tests/server/poolSize.test.ts',
  'tests/server/pageAnchors.test.ts',
  'tests/server/matrix.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((path) => f.moduleId.endsWith(`/${path}`));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    // Projects run one after another: reorder within each project only (a stable sort).
    const byProject = new Map<string, TestSpecification[]>();
    for (const f of sorted) byProject.set(f.project.name, [...(byProject.get(f.project.name) ?? []), f]);
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time on CI's 2 cores: each file spends most of its time loading modules and
    // starting its database, which a second worker overlaps (the server suite: 472 s -> 362 s here).
    // On PostgreSQL a third: the database works in its own processes, so the workers wait on it and
    // the cores are not full (the server suite 214 s -> 184 s; on PGlite, whose database is in the
    // worker, the cores are already full: 3 workers gained nothing).
    maxWorkers: process.env.DATABASE_URL ? 3 : 2,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        // A test may be slow on a busy machine, never wrong for it: a ceiling, not a speed check.
        // Beside a CPU hog (load 7-8) a declared resource's whole flow against the real server in
        // jsdom took 38 s, over the 30 s this was.
        test: { name: 'unit', include: ['tests/app/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'], environment: 'jsdom', setupFiles: ['tests/app/setup.ts'], testTimeout: 120_000 },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Ceilings, not speed checks: beside a CPU hog (load 11-13) the property tests of the row
          // counters and the access matrix took over 30 s (issue 33: slow is not wrong).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Migrates and seeds the databases each test file copies (tests/server/global-setup.ts).
          globalSetup: ['tests/server/global-setup.ts'],
        },
      },
    ],
  },
});
