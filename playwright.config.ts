import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/e2e/chromiumLaunch';

/** SPOTDESK_E2E_PORT lets several checkouts run their e2e suites side by side. */
const PORT = Number(process.env.SPOTDESK_E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests: Debian's Chromium against the real simulator serving the built app (run
 * `npm run build` first; `npm test` does). Browsers cannot be downloaded here, hence executablePath.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not the default "test-results": Playwright empties its outputDir, and vitest's report lives there.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  // Two workers on the two-core machine: the browser waits on the simulator and the simulator on the
  // browser, so one worker leaves a core idle. Tests wait for positive signs, never for time.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace: the actions, console and network. Without the DOM snapshots of each
    // action, which cost the suite about 10 s of its 3 minutes on the two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutablePath, args: [...chromiumArgs] },
      },
    },
  ],
  webServer: {
    command: `npx tsx src/server/main.ts --port ${PORT} --control`,
    url: `${BASE_URL}/t1`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
