import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The fault suite's Chromium half (`npm run test:faults`): the main config's browser, web server and
 * reporters, over tests/faults/e2e. One worker: the tests freeze networks, stop the browser and flap
 * the server for a minute, so two at once would measure each other.
 */
export default defineConfig(base, {
  testDir: 'tests/faults/e2e',
  outputDir: 'test-results/faults-artifacts',
  workers: 1,
  // A budget per test that holds the flapping minute and a 20 s suspension with their recoveries.
  timeout: 150_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/faults-e2e.json' }]],
});
