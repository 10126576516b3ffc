/**
 * Applies the view snapshots that reach a tab within one frame together, just before the page paints.
 *
 * The hub posts what each of its ticks has for the tab in one message. Applied as it arrived, each
 * message would render in a task of its own, outside the frame, and two arriving within one frame would
 * render twice. Here they wait for the frame and go in one React batch, and a watch that got two
 * snapshots before its frame applies only the newer (a snapshot is the whole view).
 *
 * Frames are spaced to the tab's budget (framePacing.ts): where they are dear, snapshots that arrive
 * before the next frame may start wait for it, and only the newest of each watch is applied.
 *
 * Nothing is ever held back for long or merged away where it matters:
 * - a frame callback that does not come within FRAME_FALLBACK_MS (a tab the browser throttles while
 *   still calling it visible) is overtaken by a timer;
 * - in a hidden page, and for snapshots applied `now` (the connection state, whose short
 *   "Reconnecting" a merge could hide), everything waiting is applied first and then the new one;
 * - when the page is hidden, what waits for a frame is applied at once: a hidden page paints nothing
 *   later (the hub sends it nothing more), so the last snapshots it got while shown are not left to
 *   land at some pace-delayed moment after;
 * - only the market's views wait for the pace; the trader's account goes in the next frame.
 */
import { createFramePacing, PACE_REPORT_STEP_MS } from './framePacing';

export const FRAME_FALLBACK_MS = 50;

export interface FrameScheduler {
  /**
   * Runs `paint` before the first frame at least `delayMs` from now (0: the next frame), never
   * synchronously; returns a cancel.
   */
  beforeNextPaint(paint: () => void, delayMs?: number): () => void;
  /** Whether frames are being painted at all (false in a hidden page). */
  painting(): boolean;
  /** Calls `then` each time the page becomes hidden; returns a stop. */
  onHidden(then: () => void): () => void;
  /** The page's clock, in ms. */
  now(): number;
  /** Runs `then` at the main thread's first free moment after the frame in progress is drawn. */
  afterPaint(then: () => void): void;
}

/**
 * Runs one frame's applies. The app passes react-dom's `flushSync`: React then renders them inside the
 * frame callback, and the browser lays out and paints them in that very frame. Left to React's
 * scheduler, they render in a task of their own after the frame, which costs a second frame per update
 * (a frame with nothing to draw still runs the main thread's frame steps).
 */
export type FrameCommit = (applyAll: () => void) => void;

const PLAIN_COMMIT: FrameCommit = (applyAll) => applyAll();

/**
 * When a snapshot is applied: `paced` in the next frame the tab's pace allows (the market's views),
 * `nextFrame` in the very next frame (the trader's own account: a placed order shows at once), `now`
 * at once, after what waited (the connection state).
 */
export type ApplyTiming = 'paced' | 'nextFrame' | 'now';

export interface FrameBatch {
  /** Applies `apply` with its frame's snapshots; a later call for the same `watch` replaces it. */
  add(watch: object, apply: () => void, timing?: ApplyTiming): void;
  /** Drops whatever waits (the client is going away). */
  dispose(): void;
}

/**
 * The browser's frames: `requestAnimationFrame` raced by a timer, and the page's visibility. A task
 * queued from a frame callback runs once the browser has drawn that frame (style, layout, paint and the
 * hand-over to the compositor run in the frame's own task).
 */
export function browserFrames(target: Window): FrameScheduler {
  return {
    beforeNextPaint(paint, delayMs = 0) {
      let done = false;
      let frame = 0;
      let timer: number | undefined;
      const cancel = () => {
        done = true;
        target.cancelAnimationFrame(frame);
        target.clearTimeout(timer);
      };
      const once = () => {
        if (done) return;
        cancel();
        paint();
      };
      const ask = () => {
        frame = target.requestAnimationFrame(once);
        timer = target.setTimeout(once, FRAME_FALLBACK_MS);
      };
      if (delayMs > 0) timer = target.setTimeout(ask, delayMs);
      else ask();
      return cancel;
    },
    painting: () => target.document.visibilityState === 'visible',
    onHidden(then) {
      const onChange = () => {
        if (target.document.visibilityState !== 'visible') then();
      };
      target.document.addEventListener('visibilitychange', onChange);
      return () => target.document.removeEventListener('visibilitychange', onChange);
    },
    now: () => target.performance.now(),
    afterPaint(then) {
      target.setTimeout(then, 0);
    },
  };
}

/**
 * `onPace` hears how far apart the tab's frames now need to be (rounded ms), whenever that moved by
 * PACE_REPORT_STEP_MS or more since it last heard.
 */
export function createFrameBatch(
  frames: FrameScheduler,
  commit: FrameCommit = PLAIN_COMMIT,
  onPace?: (paceMs: number) => void,
): FrameBatch {
  /** By watch; a Map keeps arrival order, and re-adding moves a watch to the end. */
  const waiting = new Map<object, () => void>();
  let cancelFrame: (() => void) | undefined;
  /** Whether the frame asked for waits for the pace (a `nextFrame` snapshot then asks anew). */
  let frameDelayed = false;
  const pacing = createFramePacing();
  /** When the last frame that applied snapshots started. */
  let lastFrameAt = -Infinity;
  let reportedPace = 0;

  const flush = (): void => {
    cancelFrame?.();
    cancelFrame = undefined;
    if (waiting.size === 0) return;
    const applies = [...waiting.values()];
    waiting.clear();
    commit(() => {
      for (const apply of applies) run(apply);
    });
  };

  /** A frame's applies, timed up to the first free moment after the browser drew them. */
  const paintFrame = (): void => {
    const start = frames.now();
    const applying = waiting.size > 0;
    flush();
    if (!applying) return;
    lastFrameAt = start;
    frames.afterPaint(() => {
      pacing.record(frames.now() - start);
      const pace = pacing.spacing();
      if (Math.abs(pace - reportedPace) < PACE_REPORT_STEP_MS) return;
      reportedPace = pace;
      onPace?.(Math.round(pace));
    });
  };

  const stopOnHidden = frames.onHidden(flush);

  return {
    add(watch, apply, timing = 'paced') {
      if (timing === 'now' || !frames.painting()) {
        flush();
        run(apply);
        return;
      }
      waiting.delete(watch);
      waiting.set(watch, apply);
      if (timing === 'nextFrame' && frameDelayed) {
        cancelFrame?.();
        cancelFrame = undefined;
      }
      if (cancelFrame) return;
      // The hub's ticks follow the pace this tab reported, which lags its spacing by less than
      // PACE_REPORT_STEP_MS: a tick that close to its time is painted at once, not held back, so tabs
      // that share the hub paint the same ticks.
      const wait = timing === 'paced' ? lastFrameAt + pacing.spacing() - frames.now() : 0;
      const delay = wait >= PACE_REPORT_STEP_MS ? wait : 0;
      frameDelayed = delay > 0;
      cancelFrame = frames.beforeNextPaint(paintFrame, delay);
    },
    dispose() {
      stopOnHidden();
      cancelFrame?.();
      cancelFrame = undefined;
      waiting.clear();
    },
  };
}

function run(apply: () => void): void {
  try {
    apply();
  } catch (error) {
    // One panel's failure must not hold back the others' snapshots; it still reaches the console.
    console.error('hub: a panel failed to apply its snapshot', error);
  }
}
