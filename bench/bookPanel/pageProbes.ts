/**
 * What the book-panel bench installs in the page before the app loads (Playwright's addInitScript
 * sends this function's source, so it must stand alone: no imports, no closures over module scope).
 *
 * - Snapshots by view kind: every `message` listener on a MessagePort is wrapped to look at what it
 *   receives; the hub's snapshots arrive on the tab's snapshots port as one message a tick, the tick's
 *   deliveries (`[{watchId, snapshot: {kind}}]`), each counted by its view's kind. The tab reads
 *   `event.data` anyway and Blink deserializes it once, so looking first adds no copy.
 *   removeEventListener finds the wrapper, so Comlink's temporary listeners still come off.
 * - Long tasks: a buffered PerformanceObserver for `longtask` (tasks over 50 ms).
 * - DOM commits of a region: a MutationObserver per observed element; each callback is one commit
 *   batch, and the table rows its records fall in (or that it inserted) are the rows that commit touched.
 */
export interface PageProbeReading {
  now: number;
  snapshots: Record<string, number>;
  longTasks: { startTime: number; duration: number }[];
  regions: Record<string, { commits: number; rowsTouched: number; rows: number }>;
}

export function installPageProbes(options: { longTaskMs: number }): void {
  const snapshots: Record<string, number> = {};
  const longTasks: { startTime: number; duration: number }[] = [];
  const regions: Record<string, { commits: number; rowsTouched: number; element: Element }> = {};

  type Listener = EventListenerOrEventListenerObject;
  const wrappers = new WeakMap<Listener, EventListener>();
  /** The view kinds of a hub message: one tick's deliveries (`[{watchId, snapshot: {kind}}]`). */
  const kindsOf = (data: unknown): string[] => {
    if (!Array.isArray(data)) return [];
    return data
      .map((delivery: { snapshot?: { kind?: unknown } } | null) => delivery?.snapshot?.kind)
      .filter((kind): kind is string => typeof kind === 'string');
  };
  const add = MessagePort.prototype.addEventListener;
  const remove = MessagePort.prototype.removeEventListener;
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    type: string,
    listener: Listener,
    opts?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message' || !listener) return add.call(this, type, listener, opts);
    let wrapper = wrappers.get(listener);
    if (wrapper === undefined) {
      wrapper = function (this: unknown, event: Event) {
        for (const kind of kindsOf((event as MessageEvent).data))
          snapshots[kind] = (snapshots[kind] ?? 0) + 1;
        if (typeof listener === 'function') return listener.call(this, event);
        return listener.handleEvent(event);
      };
      wrappers.set(listener, wrapper);
    }
    return add.call(this, type, wrapper, opts);
  } as typeof MessagePort.prototype.addEventListener;
  MessagePort.prototype.removeEventListener = function (
    this: MessagePort,
    type: string,
    listener: Listener,
    opts?: boolean | EventListenerOptions,
  ) {
    const wrapper = listener ? wrappers.get(listener) : undefined;
    return remove.call(this, type, type === 'message' && wrapper ? wrapper : listener, opts);
  } as typeof MessagePort.prototype.removeEventListener;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > options.longTaskMs)
        longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  const observe = (name: string, element: Element): void => {
    const region = { commits: 0, rowsTouched: 0, element };
    regions[name] = region;
    new MutationObserver((records) => {
      region.commits += 1;
      const rows = new Set<Element>();
      for (const record of records) {
        const node = record.target;
        const start = node instanceof Element ? node : node.parentElement;
        const row = start?.closest('tr');
        if (row) rows.add(row);
        // A row inserted or moved by its parent: the record's target is the tbody, the row is added.
        for (const added of record.addedNodes) if (added instanceof HTMLTableRowElement) rows.add(added);
      }
      region.rowsTouched += rows.size;
    }).observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  };

  const read = () => ({
    now: performance.now(),
    snapshots: { ...snapshots },
    longTasks: [...longTasks],
    regions: Object.fromEntries(
      Object.entries(regions).map(([name, r]) => [
        name,
        { commits: r.commits, rowsTouched: r.rowsTouched, rows: r.element.querySelectorAll('tr').length },
      ]),
    ),
  });
  (window as unknown as { __bookBench: unknown }).__bookBench = { read, observe };
}
