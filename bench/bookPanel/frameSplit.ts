/**
 * What a page's painted frames cost, split into the steps of Chromium's frame, from a trace (the JSON
 * that `browser.stopTracing()` returns, recorded with FRAME_TRACE_CATEGORIES).
 *
 * On the page's renderer main thread, each event's self time goes to one step by its name:
 * - script: V8 and what runs it (`FunctionCall`, microtasks, timers, animation-frame callbacks, message
 *   delivery and its deserialising, garbage collection);
 * - style: style recalculation and invalidation;
 * - layout: layout, text shaping included;
 * - paint: pre-paint, paint, layerization (`PaintArtifactCompositor::Update`), canvas resources;
 * - commit: the hand-over of the frame's layers to the compositor thread;
 * - other: the rest (task dispatch, hit testing, input).
 * Off the main thread: raster is the renderer's raster tasks (`RasterTask`, on its worker threads), and
 * composite is the renderer's compositor thread plus the display compositor (`VizCompositorThread`, in
 * the GPU process; under `--disable-gpu` it draws the quads in software).
 *
 * A painted frame is a main-thread task that commits a main frame (`ProxyMain::BeginMainFrame::commit`):
 * the animation-frame callbacks (where the tab applies its snapshots), style, layout, paint and commit
 * run in it. The steps are of those tasks; every figure is per such frame, averaged over the trace.
 */
import { selfTimeByName, tasksOf, tasksUs, type TraceEvent } from './traceSummary';

export const FRAME_TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'cc',
  'gpu',
  'viz',
];

export const MAIN_THREAD_STEPS = ['script', 'style', 'layout', 'paint', 'commit', 'other'] as const;
export type MainThreadStep = (typeof MAIN_THREAD_STEPS)[number];

export interface FrameSplit {
  /** Main-frame commits in the trace. */
  frames: number;
  /** The traced span, first event to last, on the main thread. */
  wallMs: number;
  /**
   * Per painted frame, in ms: the frame's task on the main thread (`main`) and its steps; all of the main
   * thread's time, the tasks between frames included (`allMain`: the snapshots' messages, timers); raster
   * and composite.
   */
  perFrameMs: Record<MainThreadStep, number> & {
    main: number;
    allMain: number;
    raster: number;
    composite: number;
  };
}

const SCRIPT =
  /^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|MessagePort::Accept|SerializedScriptValueFactory::|AsyncTask Run|MajorGC|MinorGC|BlinkGC)/;
/** V8's collector by any of its names ("Major concurrent marking rescheduled", "V8.GC_…", "BlinkGC.…"). */
const GARBAGE_COLLECTION = /(GC|[Mm]arking|Scaveng|Sweep)/;
const STYLE =
  /(UpdateLayoutTree|RecalculateStyles|recalcStyle|UpdateStyle|StyleSheet|StyleEngine|StyleInvalidat|Blink\.Style)/i;
const LAYOUT = /(Layout|InlineNode::|Shape)/;
const PAINT = /(Paint|Compositing|Layerize|CullRect|Canvas2D|Canvas|Image)/;
const COMMIT = /(::commit$|^Commit$|UpdateLayers?$|^LayerTreeHost::)/;

/** A main-thread task that commits a main frame: the frame's scripts, style, layout, paint and commit. */
export const isFrame = (task: readonly TraceEvent[]): boolean =>
  task.some((e) => e.name === 'ProxyMain::BeginMainFrame::commit');

/** Which step of the main thread's frame an event's self time belongs to. */
export function stepOf(name: string): MainThreadStep {
  if (SCRIPT.test(name) || GARBAGE_COLLECTION.test(name)) return 'script';
  if (STYLE.test(name)) return 'style';
  if (LAYOUT.test(name)) return 'layout';
  if (PAINT.test(name)) return 'paint';
  if (COMMIT.test(name)) return 'commit';
  return 'other';
}

interface Threads {
  main: string;
  compositors: Set<string>;
}

/** The page's renderer main thread (the CrRendererMain that worked most) and the compositing threads. */
function findThreads(events: TraceEvent[]): Threads {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const work = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && typeof e.dur === 'number' && names.get(key) === 'CrRendererMain')
      work.set(key, (work.get(key) ?? 0) + e.dur);
  }
  const main = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (main === undefined) throw new Error('the trace has no renderer main thread');
  const pid = main.split(':')[0];
  const compositors = new Set(
    [...names.entries()]
      .filter(
        ([key, name]) =>
          (name === 'Compositor' && key.split(':')[0] === pid) || name === 'VizCompositorThread',
      )
      .map(([key]) => key),
  );
  return { main, compositors };
}

export function splitFrames(traceJson: string): FrameSplit {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const { main, compositors } = findThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  for (const list of byThread.values()) list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const stepUs: Record<MainThreadStep, number> = {
    script: 0,
    style: 0,
    layout: 0,
    paint: 0,
    commit: 0,
    other: 0,
  };
  const own = byThread.get(main) ?? [];
  const frameTasks = tasksOf(own).filter(isFrame);
  for (const [name, us] of selfTimeByName(frameTasks.flat())) stepUs[stepOf(name)] += us;

  const pid = main.split(':')[0];
  let rasterUs = 0;
  let compositeUs = 0;
  for (const [key, list] of byThread) {
    if (compositors.has(key)) compositeUs += tasksUs(tasksOf(list));
    else if (key !== main && key.split(':')[0] === pid)
      rasterUs += tasksUs(tasksOf(list.filter((e) => e.name === 'RasterTask')));
  }

  const first = own[0]?.ts ?? 0;
  const last = own.reduce((end, e) => Math.max(end, e.ts + (e.dur ?? 0)), first);
  const frames = frameTasks.length;
  const perFrame = (us: number): number => (frames === 0 ? 0 : us / 1000 / frames);
  const steps = Object.fromEntries(MAIN_THREAD_STEPS.map((step) => [step, perFrame(stepUs[step])])) as Record<
    MainThreadStep,
    number
  >;
  return {
    frames,
    wallMs: (last - first) / 1000,
    perFrameMs: {
      ...steps,
      main: perFrame(tasksUs(frameTasks)),
      allMain: perFrame(tasksUs(tasksOf(own))),
      raster: perFrame(rasterUs),
      composite: perFrame(compositeUs),
    },
  };
}

/** The split in one line, for a bench row's details. */
export function describeFrameSplit(split: FrameSplit): string {
  const ms = split.perFrameMs;
  const steps = MAIN_THREAD_STEPS.map((step) => `${step} ${ms[step].toFixed(2)}`).join(', ');
  return (
    `${split.frames} frames in ${(split.wallMs / 1000).toFixed(1)} s; per frame: main thread ` +
    `${ms.main.toFixed(2)} ms (${steps}); all main-thread tasks ${ms.allMain.toFixed(2)}; ` +
    `raster ${ms.raster.toFixed(2)}, composite ${ms.composite.toFixed(2)}`
  );
}
