// The receiving side of the hand-off bench: a tab's main thread. Each handler reads what arrived the way a
// renderer would (every row's fields of a view, every number of the floor's array) and times itself with
// performance.now(): `e.data` is deserialized lazily on first access, so the time to that access is the
// deserialization and the rest is the read. A packed view is unpacked first with the app's own
// unpackBookSide (src/shared/hub/packedBook.ts, served with its types stripped), as the order-book panel does.
import * as Comlink from '/comlink.mjs';
import { unpackBookSide } from '/packedBook.js';

const worker = new Worker('/worker.js', { type: 'module' });
const ack = new Int32Array(new SharedArrayBuffer(4));
const data = new MessageChannel();
const comlink = new MessageChannel();
let round;

function readView(view) {
  let sink =
    view.symbol.length +
    view.step.length +
    view.status.length +
    view.bestBid.length +
    view.bestAsk.length +
    view.spread.length +
    view.buyRatio.length +
    view.sellRatio.length +
    view.u;
  for (const rows of [view.asks, view.bids]) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      sink += row.price.length + row.size.length + row.totalBase.length + row.totalQuote.length + row.depth;
    }
  }
  return sink;
}

// What the app does with a snapshot as the hub sends it: unpack both sides once, then paint every field.
function readPackedView(view) {
  let sink =
    view.symbol.length +
    view.step.length +
    view.status.length +
    view.bestBid.length +
    view.bestAsk.length +
    view.spread.length +
    view.buyRatio.length +
    view.sellRatio.length +
    view.u;
  for (const rows of [unpackBookSide(view.asks), unpackBookSide(view.bids)]) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      sink += row.price.length + row.size.length + row.totalBase.length + row.totalQuote.length + row.depth;
    }
  }
  return sink;
}

// A second, separately optimized readView (see READERS.json).
const readViewOfJson = new Function(`return ${readView.toString()}`)();

function readFloor(levels) {
  let sink = 0;
  for (let i = 0; i < levels.length; i++) sink += levels[i];
  return sink;
}

function readTuples(view) {
  let sink = view.symbol.length + view.bestBid.length + view.bestAsk.length + view.spread.length + view.u;
  for (const rows of [view.asks, view.bids]) {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      sink += row[0].length + row[1].length + row[2].length + row[3].length + row[4];
    }
  }
  return sink;
}

function readColumnText(view) {
  let sink = view.symbol.length + view.bestBid.length + view.bestAsk.length + view.spread.length + view.u;
  for (const side of [view.asks, view.bids]) {
    sink += side.price.length + side.size.length + side.totalBase.length + side.totalQuote.length;
  }
  for (let i = 0; i < view.depth.length; i++) sink += view.depth[i];
  return sink;
}

const READERS = {
  columnText: readColumnText,
  view: readPackedView,
  objects: readView,
  floor: readFloor,
  tuples: readTuples,
  // A copy of readView with its own type feedback: objects from JSON.parse must not make readView
  // polymorphic for the structured-clone kinds.
  json: (text) => readViewOfJson(JSON.parse(text)),
  // What painting the floor would still cost: turning its numbers into display strings.
  floorFormatted: (levels) => {
    let sink = 0;
    for (let i = 0; i < levels.length; i += 5) {
      sink +=
        levels[i].toFixed(2).length +
        levels[i + 1].toFixed(6).length +
        levels[i + 2].toFixed(6).length +
        levels[i + 3].toFixed(8).length +
        levels[i + 4];
    }
    return sink;
  },
};

function received(deserializeMs, readMs, sink) {
  round.deserializeMs += deserializeMs;
  round.readMs += readMs;
  round.sink += sink;
  round.count++;
  Atomics.store(ack, 0, round.count);
  if (round.count >= round.n) round.resolve();
}

data.port1.onmessage = (event) => {
  const t0 = performance.now();
  const payload = event.data;
  const t1 = performance.now();
  const read = READERS[round.kind];
  const sink = read ? read(payload) : 0;
  received(t1 - t0, performance.now() - t1, sink);
};

// A snapshot sink exposed through Comlink (how tabs received snapshots before their snapshots port):
// each call carries a tick's deliveries, here the book alone.
Comlink.expose((deliveries) => {
  const t0 = performance.now();
  let sink = 0;
  for (const { snapshot } of deliveries) sink += readPackedView(snapshot);
  received(0, performance.now() - t0, sink);
}, comlink.port1);

window.setup = (views, objectViews, floors) =>
  new Promise((resolve) => {
    worker.onmessage = () => resolve(self.crossOriginIsolated);
    worker.postMessage(
      {
        cmd: 'setup',
        views,
        objectViews,
        floors,
        ack: ack.buffer,
        port: data.port2,
        comlinkPort: comlink.port2,
      },
      [data.port2, comlink.port2],
    );
  });

window.runRound = (kind, n) =>
  new Promise((resolve) => {
    Atomics.store(ack, 0, 0);
    round = {
      kind,
      n,
      count: 0,
      deserializeMs: 0,
      readMs: 0,
      sink: 0,
      resolve: () => resolve({ deserializeMs: round.deserializeMs, readMs: round.readMs, sink: round.sink }),
    };
    if (n === 0) round.resolve();
    else worker.postMessage({ cmd: 'run', kind, n });
  });

window.ready = true;
