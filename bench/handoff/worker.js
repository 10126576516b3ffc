// The sending side of the hand-off bench, standing in for the hub: posts `n` messages of one kind on the
// data port, keeping at most WINDOW of them ahead of what the page has acknowledged through a shared
// counter (the page pays one Atomics.store per message for that, nothing else).
import * as Comlink from '/comlink.mjs';

const WINDOW = 128;
/** Views as the hub builds them (sides packed), and the same views with sides as row objects. */
let views = [];
let objectViews = [];
let floors = [];
/** Other shapes of the same view, from the investigation that chose packed sides, for reference. */
let shapes = {};
let ack;
let port;
let sink;

async function run(kind, n) {
  for (let i = 0; i < n; i++) {
    for (;;) {
      const done = Atomics.load(ack, 0);
      if (i - done < WINDOW) break;
      const wait = Atomics.waitAsync(ack, 0, done, 1);
      if (wait.async) await wait.value;
    }
    const k = i % views.length;
    if (kind === 'view') {
      port.postMessage(views[k]);
    } else if (kind === 'objects') {
      port.postMessage(objectViews[k]);
    } else if (kind === 'floor' || kind === 'floorFormatted') {
      const levels = new Float64Array(floors[k]);
      port.postMessage(levels, [levels.buffer]);
    } else if (shapes[kind]) {
      port.postMessage(shapes[kind][k]);
    } else if (kind === 'comlink') {
      // The hub's sink call of one tick that has only the book for this tab.
      sink([{ watchId: 1, snapshot: views[k] }]).catch(() => undefined);
    } else {
      port.postMessage(i);
    }
  }
}

const FIELDS = ['price', 'size', 'totalBase', 'totalQuote'];

function reshape(all) {
  const header = ({ asks: _a, bids: _b, ...rest }) => rest;
  return {
    // Rows as arrays: [price, size, totalBase, totalQuote, depth].
    tuples: all.map((view) => ({
      ...header(view),
      asks: view.asks.map((row) => [row.price, row.size, row.totalBase, row.totalQuote, row.depth]),
      bids: view.bids.map((row) => [row.price, row.size, row.totalBase, row.totalQuote, row.depth]),
    })),
    // Each side's columns as newline-joined text, painted as one text node per column, plus the depths.
    columnText: all.map((view) => ({
      ...header(view),
      asks: Object.fromEntries(FIELDS.map((f) => [f, view.asks.map((row) => row[f]).join('\n')])),
      bids: Object.fromEntries(FIELDS.map((f) => [f, view.bids.map((row) => row[f]).join('\n')])),
      depth: Float64Array.from([...view.asks, ...view.bids].map((row) => row.depth)),
    })),
    // The whole view as JSON text, parsed by the tab.
    json: all.map((view) => JSON.stringify(view)),
  };
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.cmd === 'setup') {
    views = message.views;
    objectViews = message.objectViews;
    floors = message.floors.map((numbers) => Float64Array.from(numbers));
    ack = new Int32Array(message.ack);
    port = message.port;
    sink = Comlink.wrap(message.comlinkPort);
    shapes = reshape(objectViews);
    self.postMessage('ready');
  } else if (message.cmd === 'run') {
    void run(message.kind, message.n);
  }
};
