import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calculateViewMode,
  createViewModeWatcher,
} from '../../../../src/app/features/layout/calculateViewMode';

describe('calculateViewMode', () => {
  it.each([
    [320, 'mobile'],
    [499, 'mobile'],
    [500, 'mobile'],
    [501, 'desktop'],
    [1600, 'desktop'],
  ])('%i px is %s', (width, mode) => {
    expect(calculateViewMode(width)).toBe(mode);
  });
});

describe('createViewModeWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a crossing from desktop to mobile once resizing has settled for 100 ms', () => {
    const onCross = vi.fn();
    const watcher = createViewModeWatcher(1200, onCross);
    watcher.resized(480);
    vi.advanceTimersByTime(99);
    expect(onCross).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCross).toHaveBeenCalledExactlyOnceWith('mobile');
  });

  it('reports a crossing from mobile to desktop', () => {
    const onCross = vi.fn();
    const watcher = createViewModeWatcher(400, onCross);
    watcher.resized(501);
    vi.advanceTimersByTime(100);
    expect(onCross).toHaveBeenCalledExactlyOnceWith('desktop');
  });

  it('restarts the wait on every resize and judges only the last width', () => {
    const onCross = vi.fn();
    const watcher = createViewModeWatcher(1200, onCross);
    watcher.resized(480);
    vi.advanceTimersByTime(60);
    watcher.resized(700);
    vi.advanceTimersByTime(60);
    watcher.resized(450);
    vi.advanceTimersByTime(99);
    expect(onCross).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCross).toHaveBeenCalledExactlyOnceWith('mobile');
  });

  it('does nothing while the viewport stays on its side, or comes back before settling', () => {
    const onCross = vi.fn();
    const watcher = createViewModeWatcher(1200, onCross);
    watcher.resized(900);
    vi.advanceTimersByTime(500);
    watcher.resized(501);
    vi.advanceTimersByTime(500);
    watcher.resized(300);
    vi.advanceTimersByTime(50);
    watcher.resized(800);
    vi.advanceTimersByTime(500);
    expect(onCross).not.toHaveBeenCalled();

    const mobile = createViewModeWatcher(500, onCross);
    mobile.resized(320);
    vi.advanceTimersByTime(500);
    expect(onCross).not.toHaveBeenCalled();
  });

  it('reports only the first crossing, and nothing after dispose', () => {
    const onCross = vi.fn();
    const watcher = createViewModeWatcher(1200, onCross);
    watcher.resized(400);
    vi.advanceTimersByTime(100);
    watcher.resized(1200);
    watcher.resized(400);
    vi.advanceTimersByTime(1000);
    expect(onCross).toHaveBeenCalledTimes(1);

    const disposed = createViewModeWatcher(1200, onCross);
    disposed.resized(400);
    disposed.dispose();
    vi.advanceTimersByTime(1000);
    expect(onCross).toHaveBeenCalledTimes(1);
  });
});
