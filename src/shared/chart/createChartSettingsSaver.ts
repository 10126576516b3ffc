/**
 * When chart settings go to the server (set_kline_config) for logged-in non-demo users:
 * 1. never within 5 s of a symbol change: switching pairs rebuilds the chart, and what it reports
 *    while it does is not the user's choice (the first symbol of a page load counts as a change);
 * 2. at most one save every 5 s, counted from the start of the previous save; changes in between
 *    collapse into one trailing save of the newest settings (a change at an allowed moment goes out
 *    at once, after the current task, so one burst of updates is one save);
 * 3. one save at a time: a change during a save waits for it, so an older body never lands last;
 * 4. a failed save keeps the settings and is tried again at the next allowed moment (unless a newer
 *    change replaced them);
 * 5. the page hiding sends what is pending at once, ignoring the 5 s spacing (best effort: the page may
 *    be going away) but not the symbol lock; if it is still locked, the timer sends it later.
 */
import type { ChartSettings } from '../protocol';
import type { ChartClock } from './chartClock';

export const CHART_SETTINGS_SAVE_INTERVAL_MS = 5_000;
export const CHART_SETTINGS_SYMBOL_LOCK_MS = 5_000;

export interface ChartSettingsSaverDeps {
  clock: ChartClock;
  /** Sends one save; resolves `true` when the server stored it (a rejection counts as a failure). */
  save(settings: ChartSettings): Promise<boolean>;
}

export interface ChartSettingsSaver {
  /** The settings changed: save these (the newest call wins). */
  changed(settings: ChartSettings): void;
  symbolChanged(): void;
  pageHidden(): void;
  /** Something is waiting to be saved or being saved. */
  busy(): boolean;
  dispose(): void;
}

export function createChartSettingsSaver(deps: ChartSettingsSaverDeps): ChartSettingsSaver {
  const { clock } = deps;
  let pending: ChartSettings | undefined;
  let inFlight = false;
  let lastSaveAt = -Infinity;
  let lockedUntil = -Infinity;
  let timer: { at: number; cancel: () => void } | undefined;
  let disposed = false;

  const allowedAt = () => Math.max(lockedUntil, lastSaveAt + CHART_SETTINGS_SAVE_INTERVAL_MS);

  function clearTimer() {
    timer?.cancel();
    timer = undefined;
  }

  function plan() {
    if (disposed || pending === undefined || inFlight) return;
    const now = clock.now();
    const at = Math.max(allowedAt(), now);
    if (timer?.at === at) return;
    clearTimer();
    timer = { at, cancel: clock.schedule(at - now, fire) };
  }

  function fire() {
    timer = undefined;
    if (clock.now() < allowedAt()) plan();
    else void send();
  }

  async function send() {
    const settings = pending;
    if (disposed || settings === undefined || inFlight) return;
    clearTimer();
    pending = undefined;
    inFlight = true;
    lastSaveAt = clock.now();
    let ok: boolean;
    try {
      ok = await deps.save(settings);
    } catch {
      ok = false;
    }
    inFlight = false;
    if (disposed) return;
    if (!ok) pending ??= settings;
    plan();
  }

  return {
    changed(settings) {
      pending = settings;
      plan();
    },
    symbolChanged() {
      lockedUntil = clock.now() + CHART_SETTINGS_SYMBOL_LOCK_MS;
      plan();
    },
    pageHidden() {
      if (pending !== undefined && clock.now() >= lockedUntil) void send();
    },
    busy: () => pending !== undefined || inFlight,
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
