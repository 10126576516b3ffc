import { describe, expect, it } from 'vitest';
import { describeFrameSplit, splitFrames, stepOf } from '../../../bench/bookPanel/frameSplit';

const meta = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const complete = (pid: number, tid: number, name: string, ts: number, dur: number) => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
});

// Renderer 1 (main 1, compositor 2, raster worker 3), a second renderer's idle main thread (pid 9), and
// the GPU process's display compositor (pid 5). Times in µs.
const TRACE = JSON.stringify({
  traceEvents: [
    meta(1, 1, 'CrRendererMain'),
    meta(1, 2, 'Compositor'),
    meta(1, 3, 'ThreadPoolForegroundWorker'),
    meta(9, 9, 'CrRendererMain'),
    meta(9, 10, 'Compositor'),
    meta(5, 6, 'VizCompositorThread'),
    // Frame 1: a 10 ms task: 4 ms of script (1 of it GC), 1 style, 2 layout, 2 paint, 1 commit.
    complete(1, 1, 'ThreadControllerImpl::RunTask', 0, 10_000),
    complete(1, 1, 'FunctionCall', 0, 4_000),
    complete(1, 1, 'MinorGC', 3_000, 1_000),
    complete(1, 1, 'UpdateLayoutTree', 4_000, 1_000),
    complete(1, 1, 'LocalFrameView::performLayout', 5_000, 2_000),
    complete(1, 1, 'InlineNode::ShapeTextIncludingFirstLine', 6_000, 500),
    complete(1, 1, 'Paint', 7_000, 1_000),
    complete(1, 1, 'PaintArtifactCompositor::Update', 8_000, 1_000),
    complete(1, 1, 'ProxyMain::BeginMainFrame::commit', 9_000, 1_000),
    // Frame 2: a 2 ms task that only commits, and a hit test outside any frame.
    complete(1, 1, 'ThreadControllerImpl::RunTask', 100_000, 2_000),
    complete(1, 1, 'ProxyMain::BeginMainFrame::commit', 100_000, 2_000),
    complete(1, 1, 'HitTest', 150_000, 1_000),
    complete(1, 2, 'Scheduler::BeginImplFrame', 10_000, 3_000),
    complete(1, 2, 'TileManager::PrepareTiles', 11_000, 1_000),
    complete(1, 3, 'ThreadPool_RunTask', 20_000, 5_000),
    complete(1, 3, 'RasterTask', 20_000, 4_000),
    complete(1, 3, 'DisplayItemList::Raster', 21_000, 2_000),
    complete(9, 9, 'RunTask', 0, 500),
    complete(9, 10, 'Scheduler::BeginImplFrame', 0, 9_000),
    complete(5, 6, 'SoftwareRenderer::DoDrawQuad', 30_000, 5_000),
  ],
});

describe('stepOf', () => {
  it('names the frame step of the events that carry a page frame', () => {
    expect(stepOf('FunctionCall')).toBe('script');
    expect(stepOf('V8.GC_SCAVENGER_SCAVENGE')).toBe('script');
    expect(stepOf('MessagePort::Accept')).toBe('script');
    expect(stepOf('Major concurrent marking rescheduled')).toBe('script');
    expect(stepOf('UpdateLayoutTree')).toBe('style');
    expect(stepOf('Document::recalcStyle')).toBe('style');
    expect(stepOf('LocalFrameView::performLayout')).toBe('layout');
    expect(stepOf('InlineNode::ShapeTextIncludingFirstLine')).toBe('layout');
    expect(stepOf('Blink.PrePaint.UpdateTime')).toBe('paint');
    expect(stepOf('PaintArtifactCompositor::Update')).toBe('paint');
    expect(stepOf('Canvas2DResourceProvider::ProduceCanvasResource')).toBe('paint');
    expect(stepOf('ProxyMain::BeginMainFrame::commit')).toBe('commit');
    expect(stepOf('LayerTreeHost::DoUpdateLayers')).toBe('commit');
    expect(stepOf('ThreadControllerImpl::RunTask')).toBe('other');
    expect(stepOf('HitTest')).toBe('other');
  });
});

describe('splitFrames', () => {
  it("splits the busiest renderer main thread's frame tasks by self time, per frame", () => {
    const split = splitFrames(TRACE);
    expect(split.frames).toBe(2);
    expect(split.wallMs).toBe(151);
    const ms = split.perFrameMs;
    // 12 ms of frame tasks over 2 frames; each step's self time, halved. The hit test between frames
    // counts only in all of the main thread's time.
    expect(ms.main).toBe(6);
    expect(ms.allMain).toBe(6.5);
    expect(ms.script).toBe(2);
    expect(ms.style).toBe(0.5);
    expect(ms.layout).toBe(1);
    expect(ms.paint).toBe(1);
    expect(ms.commit).toBe(1.5);
    expect(ms.other).toBe(0);
    expect(ms.script + ms.style + ms.layout + ms.paint + ms.commit + ms.other).toBe(ms.main);
    // The page's raster tasks (not the worker's other work); its compositor and the display compositor,
    // not the other renderer's.
    expect(ms.raster).toBe(2);
    expect(ms.composite).toBe(4);
  });

  it('describes a split for a bench row', () => {
    expect(describeFrameSplit(splitFrames(TRACE))).toBe(
      '2 frames in 0.2 s; per frame: main thread 6.00 ms (script 2.00, style 0.50, layout 1.00, paint 1.00, ' +
        'commit 1.50, other 0.00); all main-thread tasks 6.50; raster 2.00, composite 4.00',
    );
  });

  it('refuses a trace without a renderer main thread', () => {
    expect(() => splitFrames(JSON.stringify({ traceEvents: [meta(5, 6, 'VizCompositorThread')] }))).toThrow(
      /no renderer main thread/,
    );
  });
});
