/**
 * Runs in the page (compiled to a classic script by inPageScript.ts, so it stands alone: no imports, no
 * closures over module scope): scrolls a list from its top to its end as a fast wheel would, `stepPx`
 * down at every animation frame, and waits at the bottom while the list loads its next page.
 *
 * The list is the element marked `window.__ordersBenchList` (the table's `[data-scroll-list]`
 * container). Rows are the table body's rows with `aria-rowindex`; the first data row's index at the
 * top gives the header rows' offset, so "rows reached" counts data rows: the last row in the DOM, read
 * every frame (in an unvirtualised list, or one that loads ahead of the scroll, the next page may come
 * before the bottom does). The end: `expectedRows`
 * reached, or `stallMs` at the bottom with the list not growing (a list that stopped loading: reported,
 * not hidden). The pass is bracketed by the performance marks `ordersBench:scroll:start` and `:end`,
 * which the trace carries, so its tasks are counted inside the pass only.
 *
 * Per frame it reads scrollTop, clientHeight and scrollHeight once (layout is clean at the start of a
 * frame unless the app changed the DOM since the last one) and the last row's index, so the probe's own
 * main-thread cost stays a few microseconds a frame.
 */
export interface ScrollReading {
  rowsReached: number;
  /** `aria-rowcount` of the table at the end, minus the header rows; -1 when absent. */
  rowCount: number;
  frames: number;
  /** Animation frames that came more than 1.5 frames (25 ms) after the previous one. */
  lateFrames: number;
  longestFrameMs: number;
  durationMs: number;
  /** Time spent at the bottom waiting for the next page. */
  waitingMs: number;
  /** How far the list was scrolled at the end (its height over its rows, less one box). */
  scrolledPx: number;
  ended: 'all rows' | 'stalled' | 'timed out';
}

export function scrollToEnd(options: {
  stepPx: number;
  expectedRows: number;
  stallMs: number;
  maxMs: number;
}): Promise<ScrollReading> {
  const list = (window as unknown as { __ordersBenchList?: HTMLElement }).__ordersBenchList;
  if (!list) return Promise.reject(new Error('no list marked for the scroll'));
  const table = list.querySelector('table');
  const body = table?.tBodies[0];
  if (!table || !body) return Promise.reject(new Error('the list holds no table body'));
  const indexOf = (row: Element | null | undefined): number =>
    Number(row?.getAttribute('aria-rowindex') ?? NaN);
  // From the body's last child back past the spacer rows: a step or two, however many rows are there.
  const lastIndex = (): number => {
    for (let row = body.lastElementChild; row; row = row.previousElementSibling) {
      const index = indexOf(row);
      if (Number.isFinite(index)) return index;
    }
    return NaN;
  };
  list.scrollTop = 0;
  const first = indexOf(body.querySelector('tr[aria-rowindex]'));
  if (!Number.isFinite(first)) return Promise.reject(new Error('the table has no row with aria-rowindex'));
  const headerRows = first - 1;

  return new Promise((resolve) => {
    const start = performance.now();
    let previous = start;
    let frames = 0;
    let lateFrames = 0;
    let longestFrameMs = 0;
    let rowsReached = first - headerRows;
    let waitingMs = 0;
    let bottomSince: number | undefined;
    let heightAtBottom = 0;
    performance.mark('ordersBench:scroll:start');
    const finish = (ended: ScrollReading['ended'], now: number): void => {
      performance.mark('ordersBench:scroll:end');
      const count = Number(table.getAttribute('aria-rowcount') ?? NaN);
      resolve({
        rowsReached,
        rowCount: Number.isFinite(count) && count >= 0 ? count - headerRows : -1,
        frames,
        lateFrames,
        longestFrameMs,
        durationMs: now - start,
        waitingMs,
        scrolledPx: list.scrollTop,
        ended,
      });
    };
    const frame = (): void => {
      // Not the callback's argument: that is the frame's begin time, which a long task does not delay.
      const now = performance.now();
      frames += 1;
      const gap = now - previous;
      if (gap > 25) lateFrames += 1;
      longestFrameMs = Math.max(longestFrameMs, gap);
      previous = now;
      const { scrollTop, clientHeight, scrollHeight } = list;
      const reached = lastIndex() - headerRows;
      if (Number.isFinite(reached)) rowsReached = Math.max(rowsReached, reached);
      if (rowsReached >= options.expectedRows) return finish('all rows', now);
      if (scrollTop + clientHeight < scrollHeight - 1) {
        if (bottomSince !== undefined) waitingMs += now - bottomSince;
        bottomSince = undefined;
        list.scrollTop = scrollTop + options.stepPx;
      } else {
        if (bottomSince === undefined || scrollHeight !== heightAtBottom) {
          if (bottomSince !== undefined) waitingMs += now - bottomSince;
          bottomSince = now;
          heightAtBottom = scrollHeight;
        } else if (now - bottomSince > options.stallMs) {
          waitingMs += now - bottomSince;
          return finish('stalled', now);
        }
      }
      if (now - start > options.maxMs) return finish('timed out', now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
