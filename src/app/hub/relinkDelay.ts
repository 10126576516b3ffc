/** A link that lived this long was not a crash loop: its loss starts the delays over. */
export const RELINK_RESET_MS = 30_000;

/** The longest wait before opening a new link. */
export const RELINK_MAX_MS = 10_000;

/**
 * How long a tab waits before opening a new hub link after its `losses`-th loss in a row: the first at
 * once (a worker killed once should cost no more than a new worker's start), then 0.5 s, 1 s, 2 s, …
 * up to RELINK_MAX_MS, so a worker that dies as it starts does not spin the tab.
 */
export function relinkDelay(losses: number): number {
  if (losses <= 1) return 0;
  return Math.min(RELINK_MAX_MS, 500 * 2 ** Math.min(20, losses - 2));
}
