import { lazy, type ComponentType } from 'react';

const RELOADED_AT_KEY = 'spotdesk.lazyReloadAt';
/** A second failure this soon after a reload is not fixed by another one: the page stays as it is. */
const RELOAD_GUARD_MS = 30_000;

function reloadOnce(now: number): void {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // No session storage (private mode, disabled): reload without the guard.
  }
  window.location.reload();
}

/**
 * React.lazy for a part of the page whose code loads after the first paint or when first opened. A
 * chunk that fails to load reloads the page (spec 000 §8: "a lazy-load failure reloads the page"),
 * once: a failure again within 30 s leaves that part out rather than reload in a loop.
 */
export function lazyWithReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        reloadOnce(Date.now());
        return { default: () => null };
      },
    ),
  );
}
