import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './src/server/build/precompressAssets.ts';

// The bundle bench's comparison build: the chart panel in the entry chunk instead of its own lazy chunk.
const eagerChart = process.env.SPOTDESK_EAGER_CHART === '1';
// The orderEntry bench's baseline build: the order checks on the main thread, the rest of the compute
// (the chart's kline work) in its worker as in the page.
const inlineCompute = process.env.SPOTDESK_INLINE_COMPUTE === '1';
// The ordersPanel bench's baseline build: the kit's VirtualTable renders every row (src/app/ui).
const unvirtualizedLists = process.env.SPOTDESK_UNVIRTUALIZED_LISTS === '1';
// The tabs bench's build: `?hub=inline` runs the hub on the tab's main thread (src/app/main.tsx). Off in
// every other build, where the switch and the hub core it loads are not in the bundle at all: the hub
// core shares modules with the page, and one graph would keep its halves in the first-paint chunk.
const inlineHub = process.env.SPOTDESK_INLINE_HUB === '1';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    alias: [
      ...(eagerChart ? [{ find: /^\.\/loadChartPanel$/, replacement: './loadChartPanelEagerly' }] : []),
      ...(inlineCompute
        ? [{ find: /^\.\/createComputeClient$/, replacement: './createInlineComputeClient' }]
        : []),
    ],
  },
  define: {
    SPOTDESK_UNVIRTUALIZED_LISTS: JSON.stringify(unvirtualizedLists),
    SPOTDESK_INLINE_HUB: JSON.stringify(inlineHub),
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Written to dist/ for developers, but not linked from the bundles and never served
    // (src/server/http/staticFiles.ts): a public map would hand out the source (the hub worker's: 745 kB).
    sourcemap: 'hidden',
    target: 'es2022',
    // The first-paint chunk is about 590 kB minified by design; its budget is gzip, kept by `npm run
    // bench bundle` (180 kB), so vite's generic 500 kB warning would only be noise.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Everything the entry imports statically in one chunk: the lazy parts share modules with it, and
      // left alone rolldown carves those into small shared chunks, each compressed on its own.
      output: { codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'] }] } },
    },
  },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // vitest's default on a 2-core machine is one worker (cores - 1): half the machine idle.
    maxWorkers: 2,
    // The fault suite (`npm run test:faults`) runs only when named (`--project faults`), so a bare
    // `vitest run` and `npm test` stay lean. This is the CLI's project filter as a default: vitest reads
    // it from the config too, though the config's type does not declare it (hence the spread).
    ...{ project: ['!faults'] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Threads, and one module graph per worker instead of one per file: half the CPU. Safe here:
          // no unit test mocks a module or stubs a global, and the two that fake timers restore them.
          pool: 'threads',
          isolate: false,
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
          // One process, window and package graph per worker, not per file: half the project's time.
          // Files stub the window, the layout and timers, and our modules hold state (serverNow's
          // clock offset), so setup.ts restores the stubs after each test and, after each file,
          // imports our modules afresh and empties the document.
          isolate: false,
          // A budget for a whole panel against msw and the in-process hub, not a speed check.
          testTimeout: 20_000,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          // A budget for long runs (the book fuzz, a proxy's round trips), not a speed check.
          testTimeout: 120_000,
          include: ['tests/faults/**/*.test.ts'],
        },
      },
    ],
  },
});
