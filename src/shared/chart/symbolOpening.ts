/**
 * Whether a symbol is open for trading yet (spec 000 §4 "Symbol opening"), as a pure state machine:
 * no DOM, time and the notice call injected. The chart shows a countdown mask, an error mask or
 * nothing from its state.
 *
 * Readings the spec leaves open, decided here:
 * - "the last check" of step 4 is the previous look at the clock: the notice's arrival or the previous
 *   100 ms tick. A gap of more than 20 s between two looks means the timers were stopped (a sleeping
 *   laptop, a throttled tab), so the local countdown cannot be trusted at zero and the mask asks for
 *   a refresh. A gap of exactly 20 s is not "more than" and opens.
 * - Notice type 3 is an icon, not a countdown: the chart treats the symbol as open and the state
 *   carries the notice so the panel can show the icon.
 * - Opening is one way: once open, a refetch (step 5) is not made, and a late answer does not close
 *   the symbol again; a failed refetch must not put an error mask over a live chart.
 * - While a refetch is under way the current state stays on screen (no "checking" flash).
 */
import type { SymbolNotice } from '../protocol';
import type { ChartClock } from './chartClock';

/** Spec 000 §9: countdown tick 100 ms, error mask after 20 s, refetch after 60 s hidden. */
export const OPENING_TICK_MS = 100;
export const OPENING_STALE_MS = 20_000;
export const OPENING_REFETCH_HIDDEN_MS = 60_000;

export type SymbolOpeningError = 'fetchFailed' | 'wrongSymbol' | 'stale';

export type SymbolOpeningState =
  | { kind: 'checking' }
  /** `notice` is set when one was fetched (type 3 keeps its icon while the pair trades). */
  | { kind: 'open'; notice: SymbolNotice | undefined }
  | { kind: 'countdown'; remainingMs: number; notice: SymbolNotice }
  | { kind: 'error'; reason: SymbolOpeningError };

export interface SymbolOpeningDeps {
  symbolId: string;
  /** The instrument's noticeVisible: without it there is nothing to fetch and the symbol is open. */
  noticeVisible: boolean;
  /** The notice-by-symbol call; `undefined` (or a rejection) is a failed fetch. */
  fetchNotice(symbolId: string): Promise<SymbolNotice | undefined>;
  clock: ChartClock;
  /** Every new state, after the first (read that with `state()`). */
  onChange(state: SymbolOpeningState): void;
}

export interface SymbolOpening {
  state(): SymbolOpeningState;
  pageHidden(): void;
  pageVisible(): void;
  /** The page came online. */
  online(): void;
  dispose(): void;
}

export function createSymbolOpening(deps: SymbolOpeningDeps): SymbolOpening {
  const { clock } = deps;
  let state: SymbolOpeningState = deps.noticeVisible
    ? { kind: 'checking' }
    : { kind: 'open', notice: undefined };
  let disposed = false;
  // Each fetch gets a number; only the newest one's answer counts.
  let generation = 0;
  let cancelTick: (() => void) | undefined;
  let hiddenAt: number | undefined;
  let notice: SymbolNotice | undefined;
  /** Server clock minus local clock, measured when the notice arrived. */
  let offset = 0;
  let lastCheck = 0;

  function set(next: SymbolOpeningState) {
    state = next;
    if (!disposed) deps.onChange(next);
  }

  function stopTicking() {
    cancelTick?.();
    cancelTick = undefined;
  }

  async function check() {
    const mine = (generation += 1);
    let answer: SymbolNotice | undefined;
    try {
      answer = await deps.fetchNotice(deps.symbolId);
    } catch {
      answer = undefined;
    }
    if (disposed || mine !== generation || state.kind === 'open') return;
    stopTicking();
    // 4. A failed fetch, or an answer about another symbol, cannot tell when this one opens.
    if (answer === undefined) return set({ kind: 'error', reason: 'fetchFailed' });
    if (answer.symbolId !== deps.symbolId) return set({ kind: 'error', reason: 'wrongSymbol' });
    const receivedAt = clock.now();
    offset = answer.nowTime - receivedAt;
    lastCheck = receivedAt;
    notice = answer;
    // 2. At receipt the server-corrected now is the answer's own nowTime.
    const remainingMs = answer.onlineTime - answer.nowTime;
    if (remainingMs <= 0 || answer.noticeType === 3) return set({ kind: 'open', notice: answer });
    // 3. Types 1 and 2 count down.
    set({ kind: 'countdown', remainingMs, notice: answer });
    cancelTick = clock.schedule(OPENING_TICK_MS, tick);
  }

  function tick() {
    cancelTick = undefined;
    if (disposed || notice === undefined) return;
    const now = clock.now();
    const sinceLastCheck = now - lastCheck;
    lastCheck = now;
    const remainingMs = notice.onlineTime - (now + offset);
    if (remainingMs > 0) {
      set({ kind: 'countdown', remainingMs, notice });
      cancelTick = clock.schedule(OPENING_TICK_MS, tick);
      return;
    }
    // 4. At zero: trust the countdown only if the clock was watched until the end.
    set(sinceLastCheck > OPENING_STALE_MS ? { kind: 'error', reason: 'stale' } : { kind: 'open', notice });
  }

  // 5. A refetch corrects a countdown that ran while the page slept or was cut off.
  function refetch() {
    if (disposed || !deps.noticeVisible || state.kind === 'open') return;
    void check();
  }

  // 1. Only a symbol with a notice is fetched.
  if (deps.noticeVisible) void check();

  return {
    state: () => state,
    pageHidden() {
      hiddenAt ??= clock.now();
    },
    pageVisible() {
      if (hiddenAt === undefined) return;
      const away = clock.now() - hiddenAt;
      hiddenAt = undefined;
      if (away > OPENING_REFETCH_HIDDEN_MS) refetch();
    },
    online: refetch,
    dispose() {
      disposed = true;
      generation += 1;
      stopTicking();
    },
  };
}
