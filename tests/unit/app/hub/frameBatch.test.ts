import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserFrames,
  createFrameBatch,
  FRAME_FALLBACK_MS,
  type ApplyTiming,
  type FrameScheduler,
} from '../../../../src/app/hub/frameBatch';
import { FRAME_BUDGET_SHARE, PACE_REPORT_STEP_MS } from '../../../../src/app/hub/framePacing';
import { SLOWEST_TAB_PACE_MS } from '../../../../src/shared/protocol';

/**
 * Frames run when the test says so; `visible` is the page's visibility. `clock` is the page's time:
 * `paint()` runs the frames asked for (whatever delay they asked), `drawn()` the after-paint callbacks.
 */
function manualFrames(visible = true) {
  const pending = new Map<() => void, number>();
  let afterPaint: (() => void)[] = [];
  const onHidden = new Set<() => void>();
  const frames: FrameScheduler & {
    visible: boolean;
    clock: number;
    pending: number;
    /** The delay the waiting frame asked for. */
    delay: number | undefined;
    paint(): void;
    drawn(): void;
    /** The page becomes hidden. */
    hide(): void;
  } = {
    visible,
    clock: 0,
    beforeNextPaint(paint, delayMs = 0) {
      pending.set(paint, delayMs);
      return () => pending.delete(paint);
    },
    painting: () => frames.visible,
    onHidden(then) {
      onHidden.add(then);
      return () => onHidden.delete(then);
    },
    hide() {
      frames.visible = false;
      for (const then of onHidden) then();
    },
    now: () => frames.clock,
    afterPaint: (then) => afterPaint.push(then),
    get pending() {
      return pending.size;
    },
    get delay() {
      return [...pending.values()][0];
    },
    paint() {
      const now = [...pending.keys()];
      pending.clear();
      for (const paint of now) paint();
    },
    drawn() {
      const now = afterPaint;
      afterPaint = [];
      for (const then of now) then();
    },
  };
  return frames;
}

/** A batch over manual frames, two watches, and what was applied, in order. */
function setup(visible = true) {
  const frames = manualFrames(visible);
  const batch = createFrameBatch(frames);
  const applied: string[] = [];
  const post = (watch: object, text: string, timing?: ApplyTiming) =>
    batch.add(watch, () => applied.push(text), timing);
  const book = {};
  /** At clock 0, a frame that painted "book 1" and took `costMs` to draw. */
  const paintedFrameOf = (costMs: number) => {
    post(book, 'book 1');
    frames.paint();
    frames.clock += costMs;
    frames.drawn();
  };
  return { frames, batch, applied, post, paintedFrameOf, book, trades: {} };
}

describe("frameBatch: a frame's snapshots are applied together, before the paint", () => {
  it('applies what arrived within one frame in one go, in arrival order, once', () => {
    const { frames, applied, post, book, trades } = setup();
    post(book, 'book 1');
    post(trades, 'trades 1');
    expect(applied).toEqual([]);
    expect(frames.pending).toBe(1);
    frames.paint();
    expect(applied).toEqual(['book 1', 'trades 1']);
    frames.paint();
    expect(applied).toHaveLength(2);
  });

  it("runs a frame's applies inside one commit (the app's flushSync), and no commit for an empty frame", () => {
    const frames = manualFrames();
    const log: string[] = [];
    const batch = createFrameBatch(frames, (applyAll) => {
      log.push('commit start');
      applyAll();
      log.push('commit end');
    });
    batch.add({}, () => log.push('book'));
    batch.add({}, () => log.push('trades'));
    frames.paint();
    expect(log).toEqual(['commit start', 'book', 'trades', 'commit end']);
    // An urgent snapshot with nothing waiting goes at once, without a commit of nothing before it.
    batch.add({}, () => log.push('connection'), 'now');
    expect(log.slice(4)).toEqual(['connection']);
  });

  it('a watch that got two snapshots in one frame applies only the newer', () => {
    const { frames, applied, post, book, trades } = setup();
    post(book, 'book 1');
    post(trades, 'trades 1');
    post(book, 'book 2');
    frames.paint();
    expect(applied).toEqual(['trades 1', 'book 2']);
  });

  it('an urgent snapshot (the connection state) goes at once, after everything that waited', () => {
    const { frames, applied, post, book } = setup();
    const connection = {};
    post(book, 'book 1');
    post(connection, 'reconnecting', 'now');
    post(connection, 'open', 'now');
    expect(applied).toEqual(['book 1', 'reconnecting', 'open']);
    expect(frames.pending).toBe(0);
    frames.paint();
    expect(applied).toHaveLength(3);
  });

  it('a hidden page applies every snapshot at once: no frame comes to apply them', () => {
    const { frames, applied, post, book } = setup(false);
    post(book, 'book 1');
    post(book, 'book 2');
    expect(applied).toEqual(['book 1', 'book 2']);
    expect(frames.pending).toBe(0);
  });

  it('a page that turns hidden first applies what waited for its frame', () => {
    const { frames, applied, post, book, trades } = setup();
    post(book, 'book 1');
    frames.visible = false;
    post(trades, 'trades 1');
    expect(applied).toEqual(['book 1', 'trades 1']);
    expect(frames.pending).toBe(0);
  });

  it('a panel that throws does not hold back the others', () => {
    const frames = manualFrames();
    const batch = createFrameBatch(frames);
    const applied: number[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    batch.add({}, () => {
      throw new Error('boom');
    });
    batch.add({}, () => applied.push(7));
    frames.paint();
    expect(applied).toEqual([7]);
    expect(logged).toHaveBeenCalledWith('hub: a panel failed to apply its snapshot', new Error('boom'));
    logged.mockRestore();
  });

  it('spaces frames to the budget once they are measured dear, and applies only the newest then', () => {
    const { frames, applied, post, book } = setup();
    post(book, 'book 1');
    expect(frames.delay).toBe(0);
    frames.paint();
    // The frame's applies, style, layout and paint took 12 ms: at 5 % that is one frame per 240 ms.
    frames.clock += 12;
    frames.drawn();
    frames.clock = 100;
    post(book, 'book 2');
    expect(frames.delay).toBe(12 / FRAME_BUDGET_SHARE - 100);
    frames.clock = 200;
    post(book, 'book 3');
    frames.paint();
    expect(applied).toEqual(['book 1', 'book 3']);
  });

  it('a page that is hidden applies at once what waited for its pace, and asks for no frame', () => {
    const { frames, applied, post, book, trades } = setup();
    // Frames measured dear: the next snapshots wait for the pace.
    post(book, 'book 1');
    frames.paint();
    frames.clock += 12;
    frames.drawn();
    frames.clock = 100;
    post(book, 'book 2');
    post(trades, 'trades 2');
    expect(frames.delay).toBeGreaterThan(0);
    frames.hide();
    expect(applied).toEqual(['book 1', 'book 2', 'trades 2']);
    expect(frames.pending).toBe(0);
  });

  it('a snapshot that comes less than PACE_REPORT_STEP_MS early (the hub keeps the pace reported) is not held', () => {
    const { frames, post, book, paintedFrameOf } = setup();
    paintedFrameOf(12);
    // 240 ms spacing; the hub was told 230 ms.
    frames.clock = 240 - PACE_REPORT_STEP_MS + 1;
    post(book, 'book 2');
    expect(frames.delay).toBe(0);
  });

  it('a fast machine paints every snapshot at the next frame', () => {
    const { frames, applied, post, book, paintedFrameOf } = setup();
    paintedFrameOf(3);
    // 3 ms a frame at 5 % allows one frame each 60 ms; the hub's ticks are 100 ms apart.
    frames.clock = 100;
    post(book, 'book 2');
    expect(frames.delay).toBe(0);
    frames.paint();
    expect(applied).toEqual(['book 1', 'book 2']);
  });

  it('however dear the frames, the market is shown at least every SLOWEST_TAB_PACE_MS', () => {
    const { frames, post, book, paintedFrameOf } = setup();
    paintedFrameOf(80);
    post(book, 'book 2');
    expect(frames.delay).toBe(SLOWEST_TAB_PACE_MS - 80);
  });

  it('the connection state (applied now) is never spaced', () => {
    const { applied, post, paintedFrameOf } = setup();
    paintedFrameOf(15);
    post({}, 'reconnecting', 'now');
    expect(applied).toEqual(['book 1', 'reconnecting']);
  });

  it("the trader's account is not spaced: it brings the frame forward, with what waited", () => {
    const { frames, applied, post, book, paintedFrameOf } = setup();
    const account = {};
    paintedFrameOf(12);
    post(book, 'book 2');
    expect(frames.delay).toBeGreaterThan(0);
    post(account, 'order placed', 'nextFrame');
    expect(frames.pending).toBe(1);
    expect(frames.delay).toBe(0);
    frames.paint();
    expect(applied).toEqual(['book 1', 'book 2', 'order placed']);
  });

  it('dispose drops what waits, and no longer listens for the page hiding', () => {
    const { frames, batch, applied, post, book } = setup();
    post(book, 'book 1');
    batch.dispose();
    frames.paint();
    frames.hide();
    expect(applied).toEqual([]);
  });
});

describe('browserFrames: the frame callback, raced by a timer', () => {
  /** A window whose frames come only when the test says so (a throttled tab never calls them). */
  function fakeWindow() {
    const frames = new Map<number, () => void>();
    let next = 1;
    const target = {
      requestAnimationFrame: (callback: () => void) => {
        frames.set(next, callback);
        return next++;
      },
      cancelAnimationFrame: (id: number) => frames.delete(id),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
      performance: { now: () => Date.now() },
    };
    const paintFrame = () => {
      const now = [...frames.values()];
      frames.clear();
      for (const callback of now) callback();
    };
    return { target: target as unknown as Window, paintFrame, frames };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('paints on the frame, once, and cancels the timer', () => {
    const { target, paintFrame } = fakeWindow();
    const paint = vi.fn();
    browserFrames(target).beforeNextPaint(paint);
    paintFrame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it('paints on the timer when no frame comes, and cancels the frame', () => {
    const { target, frames } = fakeWindow();
    const paint = vi.fn();
    browserFrames(target).beforeNextPaint(paint);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(paint).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(paint).toHaveBeenCalledTimes(1);
    expect(frames.size).toBe(0);
  });

  it('asks for the frame only after the delay', () => {
    const { target, paintFrame, frames } = fakeWindow();
    const paint = vi.fn();
    browserFrames(target).beforeNextPaint(paint, 120);
    vi.advanceTimersByTime(119);
    expect(frames.size).toBe(0);
    vi.advanceTimersByTime(1);
    paintFrame();
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it('tells when the page becomes hidden, not when it is shown, until stopped', () => {
    const { target } = fakeWindow();
    const hidden = vi.fn();
    const stop = browserFrames(target).onHidden(hidden);
    const turn = (state: string) => {
      Object.assign(target.document, { visibilityState: state });
      target.document.dispatchEvent(new Event('visibilitychange'));
    };
    turn('hidden');
    turn('visible');
    expect(hidden).toHaveBeenCalledTimes(1);
    stop();
    turn('hidden');
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('a cancel during the delay asks for no frame at all', () => {
    const { target, frames } = fakeWindow();
    const paint = vi.fn();
    const cancel = browserFrames(target).beforeNextPaint(paint, 120);
    cancel();
    vi.advanceTimersByTime(500);
    expect(frames.size).toBe(0);
    expect(paint).not.toHaveBeenCalled();
  });

  it('runs after-paint work in a task of its own, after the frame callback', () => {
    const { target, paintFrame } = fakeWindow();
    const scheduler = browserFrames(target);
    const log: string[] = [];
    scheduler.beforeNextPaint(() => {
      scheduler.afterPaint(() => log.push('after'));
      log.push('frame');
    });
    paintFrame();
    expect(log).toEqual(['frame']);
    vi.advanceTimersByTime(0);
    expect(log).toEqual(['frame', 'after']);
  });

  it('says the page is not painting while it is hidden', () => {
    const { target } = fakeWindow();
    const scheduler = browserFrames(target);
    expect(scheduler.painting()).toBe(true);
    (target.document as { visibilityState: string }).visibilityState = 'hidden';
    expect(scheduler.painting()).toBe(false);
  });
});
