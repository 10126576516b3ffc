/**
 * The orders-panel bench's rows from its passes: the virtualised build (the page) against the
 * unvirtualised one (SPOTDESK_UNVIRTUALIZED_LISTS=1, every row rendered), each figure over all the
 * build's passes. Targets as issue 22 words them: every main-thread task under one frame, the busy share
 * under 10 %, and the scroll reaching every seeded row (else the other figures describe a part of it).
 */
import { withTarget, type BenchRow } from '../harness';
import type { PassResult } from './scrollPass';

export const FRAME_MS = 1000 / 60;
const LONG_TASK_MS = 50;

interface BuildFigures {
  maxTaskMs: number;
  busyShare: number;
  idleBusyShare: number;
  cdpBusyShare: number;
  overFrame: number;
  longTasks: number;
  rowsReached: number;
  perPass: string;
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

const longest = (tasks: number[]): number => Math.max(0, ...tasks);

function figures(passes: PassResult[]): BuildFigures {
  // "Opening Order history and scrolling it end to end": the click's tasks count with the scroll's.
  const tasks = passes.flatMap((p) => [...p.open.tasksMs, ...p.scroll.tasksMs]);
  return {
    maxTaskMs: longest(tasks),
    busyShare: sum(passes.map((p) => p.scroll.busyMs)) / sum(passes.map((p) => p.scroll.windowMs)),
    idleBusyShare: sum(passes.map((p) => p.idle.busyMs)) / sum(passes.map((p) => p.idle.windowMs)),
    cdpBusyShare: sum(passes.map((p) => p.cdpBusyShare)) / passes.length,
    overFrame: tasks.filter((t) => t > FRAME_MS).length,
    longTasks: tasks.filter((t) => t > LONG_TASK_MS).length,
    rowsReached: Math.min(...passes.map((p) => p.reading.rowsReached)),
    perPass: passes
      .map(
        ({ reading: r, scroll: s, open, firstRows }) =>
          `opened in ${ms(open.windowMs)} (longest task ${ms(longest(open.tasksMs))}, first page ${firstRows} rows); ` +
          `${r.rowsReached} rows (${r.ended}) in ${(r.durationMs / 1000).toFixed(1)} s, ` +
          `${(r.waitingMs / 1000).toFixed(1)} s waiting for pages, longest task ${ms(longest(s.tasksMs))}, ` +
          `busy ${percent(s.busyMs / s.windowMs)}, ${r.frames} frames (${r.lateFrames} late, longest ${ms(r.longestFrameMs)})`,
      )
      .join(' | '),
  };
}

export function passRows(
  virtualised: PassResult[],
  unvirtualised: PassResult[],
  context: { expectedRows: number; setup: Record<string, string | number> },
): BenchRow[] {
  const c = figures(virtualised);
  const b = figures(unvirtualised);
  const label = 'orders panel, Order history scrolled end to end';
  const details = {
    ...context.setup,
    virtualisedPasses: c.perPass,
    unvirtualisedPasses: b.perPass,
    virtualisedTasksOverOneFrame: c.overFrame,
    unvirtualisedTasksOverOneFrame: b.overFrame,
    virtualisedLongTasks: c.longTasks,
    unvirtualisedLongTasks: b.longTasks,
    virtualisedIdleBusyShare: percent(c.idleBusyShare),
    unvirtualisedIdleBusyShare: percent(b.idleBusyShare),
    virtualisedCdpBusyShare: percent(c.cdpBusyShare),
    unvirtualisedCdpBusyShare: percent(b.cdpBusyShare),
  };
  return [
    withTarget({
      scenario: `${label}: longest main-thread task, opening and scrolling`,
      candidate: `virtualised: ${ms(c.maxTaskMs)} (${c.overFrame} tasks over a frame, ${c.longTasks} over 50 ms)`,
      baseline: `one frame, ${ms(FRAME_MS)} (unvirtualised: ${ms(b.maxTaskMs)}, ${b.overFrame} over a frame, ${b.longTasks} over 50 ms)`,
      ratioMeans: 'longest main-thread task from the click on the tab to the last row ÷ one frame (under 1)',
      ratio: c.maxTaskMs / FRAME_MS,
      target: { op: '<', value: 1 },
      details,
    }),
    withTarget({
      scenario: `${label}: main-thread busy share`,
      candidate: `virtualised: ${percent(c.busyShare)} busy (at rest with the tab open: ${percent(c.idleBusyShare)})`,
      baseline: `wall time of the scroll (unvirtualised: ${percent(b.busyShare)})`,
      ratioMeans: 'main-thread task time ÷ wall time during the scroll (lower is better)',
      ratio: c.busyShare,
      target: { op: '<', value: 0.1 },
      details: { busyShare: c.busyShare, unvirtualisedBusyShare: b.busyShare },
    }),
    {
      scenario: `${label}: busy share vs the unvirtualised list`,
      candidate: `virtualised: ${percent(c.busyShare)}`,
      baseline: `unvirtualised: ${percent(b.busyShare)}`,
      ratioMeans: 'busy share virtualised ÷ unvirtualised, same run (lower is better)',
      ratio: c.busyShare / b.busyShare,
      details: { idleVirtualised: percent(c.idleBusyShare), idleUnvirtualised: percent(b.idleBusyShare) },
    },
    {
      scenario: `${label}: longest task vs the unvirtualised list`,
      candidate: `virtualised: ${ms(c.maxTaskMs)}`,
      baseline: `unvirtualised: ${ms(b.maxTaskMs)}`,
      ratioMeans: 'longest task virtualised ÷ unvirtualised, same run (lower is better)',
      ratio: c.maxTaskMs / b.maxTaskMs,
      details: {},
    },
    withTarget({
      scenario: `${label}: rows reached`,
      candidate: `virtualised: ${c.rowsReached} rows (fewest of its passes)`,
      baseline: `${context.expectedRows} seeded (unvirtualised reached ${b.rowsReached})`,
      ratioMeans: 'rows the scroll reached ÷ rows seeded (1: the figures cover the whole list)',
      ratio: c.rowsReached / context.expectedRows,
      target: { op: '>=', value: 1 },
      details: { unvirtualisedRowsReached: b.rowsReached },
    }),
  ];
}
