import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // vitest's default on a 2-core machine is one worker (cores - 1): half the machine idle.
    maxWorkers: 2,
    // Threads start faster than forks, and one module graph per worker instead of one per file
    // (isolate: false) halves the CPU the suite needs. Safe because no test file mocks a module but
    // through the component setup file (run per file), each test builds its own exchange, store and
    // hub, and setup.ts clears storage, mocks and timers after every test.
    pool: 'threads',
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // A budget, not a speed check: the engine's property runs and market simulations take 5-10 s
          // on a two-core machine, more when the suites share it.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A budget for a whole panel against msw and the in-process hub, not a speed check.
          testTimeout: 20_000,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
