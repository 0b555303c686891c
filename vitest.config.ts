import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
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
