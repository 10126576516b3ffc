import { chromiumArgs } from '../tests/e2e/chromiumLaunch';

/**
 * Chromium's flags for a bench: this machine's (tests/e2e/chromiumLaunch.ts), and no throttling of
 * timers or renderers. A visible tab is not throttled anyway, but a bench must not depend on the default.
 */
export const unthrottledChromiumArgs: readonly string[] = [
  ...chromiumArgs,
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
