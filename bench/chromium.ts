import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../tests/e2e/chromiumLaunch';

/**
 * Chromium as a bench launches it: this machine's (tests/e2e/chromiumLaunch.ts), with no throttling of
 * timers or renderers (a visible tab is not throttled anyway, but a bench must not depend on the
 * default), plus `extraArgs`.
 */
export function launchBenchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [
      ...chromiumArgs,
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      ...extraArgs,
    ],
  });
}
