/**
 * Applies the view snapshots that reach a tab within one frame together, just before the page paints.
 *
 * The hub posts a tab's views back to back, one message each; applied one by one, each message would
 * render, lay out and paint the page on its own (a book, its trades, the ticker and the market list:
 * up to four frames per delivery tick). Here they wait for the frame and go in one React batch, and a
 * watch that got two snapshots in one frame applies only the newer (a snapshot is the whole view).
 *
 * Nothing is ever held back for long or merged away where it matters:
 * - a frame callback that does not come within FRAME_FALLBACK_MS (a tab the browser throttles while
 *   still calling it visible) is overtaken by a timer;
 * - in a hidden page, and for `urgent` snapshots (the connection state, whose short "Reconnecting" a
 *   merge could hide), everything waiting is applied first and then the new one, at once.
 */
export const FRAME_FALLBACK_MS = 50;

export interface FrameScheduler {
  /** Runs `paint` before the next frame, never synchronously; returns a cancel. */
  beforeNextPaint(paint: () => void): () => void;
  /** Whether frames are being painted at all (false in a hidden page). */
  painting(): boolean;
}

/**
 * Runs one frame's applies. The app passes react-dom's `flushSync`: React then renders them inside the
 * frame callback, and the browser lays out and paints them in that very frame. Left to React's
 * scheduler, they render in a task of their own after the frame, which costs a second frame per update
 * (a frame with nothing to draw still runs the main thread's frame steps).
 */
export type FrameCommit = (applyAll: () => void) => void;

const PLAIN_COMMIT: FrameCommit = (applyAll) => applyAll();

export interface FrameBatch {
  /** Applies `apply` with this frame's snapshots; a later call for the same `watch` replaces it. */
  add(watch: object, apply: () => void, urgent?: boolean): void;
  /** Drops whatever waits (the client is going away). */
  dispose(): void;
}

/** The browser's frames: `requestAnimationFrame` raced by a timer, and the page's visibility. */
export function browserFrames(target: Window): FrameScheduler {
  return {
    beforeNextPaint(paint) {
      let done = false;
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
      const frame = target.requestAnimationFrame(once);
      const timer = target.setTimeout(once, FRAME_FALLBACK_MS);
      return cancel;
    },
    painting: () => target.document.visibilityState === 'visible',
  };
}

export function createFrameBatch(frames: FrameScheduler, commit: FrameCommit = PLAIN_COMMIT): FrameBatch {
  /** By watch; a Map keeps arrival order, and re-adding moves a watch to the end. */
  const waiting = new Map<object, () => void>();
  let cancelFrame: (() => void) | undefined;

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

  return {
    add(watch, apply, urgent = false) {
      if (urgent || !frames.painting()) {
        flush();
        run(apply);
        return;
      }
      waiting.delete(watch);
      waiting.set(watch, apply);
      cancelFrame ??= frames.beforeNextPaint(flush);
    },
    dispose() {
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
