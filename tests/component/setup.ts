import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import './cssEscape';
import { resetFakeCharts } from './fakeLightweightCharts';

// jsdom has no canvas: the chart library is replaced by a recording fake (fakeLightweightCharts.ts).
vi.mock('lightweight-charts', () => import('./fakeLightweightCharts'));

// CI machines have 2 cores shared with the build; a fresh exchange per test takes a few hundred ms,
// and a lazily loaded part (the toast region) is transformed on first use. Waits are for positive
// signs, so a generous bound costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.title = '';
  // The page's root as a fresh document has it: the app sets lang, dir and data-theme on it.
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  // Stored preferences (locale, layout, favourites…) must not leak from one test into the next.
  localStorage.clear();
  sessionStorage.clear();
  // A silenced console.warn in one test must not hide warnings in the next; nor may a test's fake
  // clock or stubbed global reach the next test or, since a worker runs many files, the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetFakeCharts();
});

// A worker runs many files in one process, one window and one module graph (vite.config.ts,
// `isolate: false`). After each file, the next one imports our modules afresh, so that no module state
// of this one (serverNow's clock offset, a cache) reaches it, and finds the document as a fresh one.
// The packages and jsdom stay loaded: loading them for every file was half the project's time.
afterAll(() => {
  vi.resetModules();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});
