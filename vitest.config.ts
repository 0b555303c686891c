import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time on CI's 2 cores: each file spends most of its time loading modules and
    // starting its database, which a second worker overlaps (the server suite: 472 s -> 362 s here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/app/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'], environment: 'jsdom', setupFiles: ['tests/app/setup.ts'] },
      },
      {
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
