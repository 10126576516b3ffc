/**
 * How this machine launches Chromium, for the e2e suite (playwright.config.ts) and the hand-off bench
 * (bench/scenarios/handoff.bench.ts). Browsers cannot be downloaded here, so it is Debian's Chromium
 * (or CHROMIUM_PATH).
 */
export const chromiumExecutablePath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling hosts this network refuses. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
