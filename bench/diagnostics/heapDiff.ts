/**
 * `npx tsx bench/diagnostics/heapDiff.ts [orders] [gapMs] [name]` (defaults 200, 1000; build first):
 * what a tab keeps per order. The built page logged in as the classic account at `--rate 50`, an order
 * placed every `gapMs` far under the market and the one before cancelled (the soak's traffic,
 * soak/orderTraffic.ts); a heap snapshot after 50 orders and another after `orders` more, each after
 * two full collections. Prints
 * the growth by node type and name (`object:Foo`, `closure:`, `string:(string)`), largest first, and
 * with `name`, the fields and the first retainers of two nodes of that object name. Something that
 * grows by one per order is kept per order; compiled code (`code:system / InstructionStream`, with its
 * deoptimisation data `TrustedByteArray`) grows as V8 optimises more of the page's functions.
 */
import type { CDPSession } from 'playwright-core';
import { createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { demoUser, logInAs } from '../logInAs';
import { startOrderTraffic } from '../soak/orderTraffic';

const orders = Number(process.argv[2] ?? 200);
const gapMs = Number(process.argv[3] ?? 1000);
const wanted = process.argv[4];
const WARM_UP_ORDERS = 50;

interface HeapSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function takeSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  let text = '';
  const onChunk = ({ chunk }: { chunk: string }) => (text += chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(text) as HeapSnapshot;
}

/** Count and self size by `type:name`, strings lumped together. */
function census(heap: HeapSnapshot): Map<string, { count: number; bytes: number }> {
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const counts = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const type = types[heap.nodes[i + (typeAt ?? 0)] ?? 0] ?? '?';
    const name = /string/.test(type)
      ? '(string)'
      : type === 'hidden'
        ? `(${type})`
        : (heap.strings[heap.nodes[i + (nameAt ?? 0)] ?? 0] ?? '').slice(0, 60);
    const entry = counts.get(`${type}:${name}`) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += heap.nodes[i + (sizeAt ?? 0)] ?? 0;
    counts.set(`${type}:${name}`, entry);
  }
  return counts;
}

/** The fields of up to two objects named `name`, and the chain of their first retainers. */
function describeObjects(heap: HeapSnapshot, name: string): void {
  const { node_fields: fields, node_types, edge_fields: edgeFields, edge_types } = heap.snapshot.meta;
  const [types, edgeTypes] = [node_types[0], edge_types[0]];
  const at = (list: string[], field: string) => list.indexOf(field);
  const nodeCount = heap.nodes.length / fields.length;
  const firstEdge = new Array<number>(nodeCount);
  const retainer = new Array<string | undefined>(nodeCount);
  const retainerNode = new Array<number | undefined>(nodeCount);
  const label = (node: number) =>
    `${types[heap.nodes[node * fields.length + at(fields, 'type')] ?? 0]}:` +
    `${(heap.strings[heap.nodes[node * fields.length + at(fields, 'name')] ?? 0] ?? '').slice(0, 40)}`;
  const edgeName = (edge: number) => {
    const type = edgeTypes[heap.edges[edge + at(edgeFields, 'type')] ?? 0];
    const raw = heap.edges[edge + at(edgeFields, 'name_or_index')] ?? 0;
    return `${type}:${type === 'element' || type === 'hidden' ? raw : heap.strings[raw]}`;
  };
  for (let node = 0, edge = 0; node < nodeCount; node++) {
    firstEdge[node] = edge;
    const count = heap.nodes[node * fields.length + at(fields, 'edge_count')] ?? 0;
    for (let k = 0; k < count; k++, edge += edgeFields.length) {
      const to = (heap.edges[edge + at(edgeFields, 'to_node')] ?? 0) / fields.length;
      if (retainer[to] === undefined) {
        retainer[to] = `${label(node)} .${edgeName(edge)}`;
        retainerNode[to] = node;
      }
    }
  }
  let shown = 0;
  for (let node = 0; node < nodeCount && shown < 2; node++) {
    if (label(node) !== `object:${name}`) continue;
    shown += 1;
    const count = heap.nodes[node * fields.length + at(fields, 'edge_count')] ?? 0;
    const own = Array.from({ length: Math.min(count, 12) }, (_, k) => {
      const edge = (firstEdge[node] ?? 0) + k * edgeFields.length;
      const to = (heap.edges[edge + at(edgeFields, 'to_node')] ?? 0) / fields.length;
      return `${edgeName(edge)} = ${label(to)}`;
    });
    console.log(`object:${name} { ${own.join(', ')} }`);
    for (let held: number | undefined = node, depth = 0; held !== undefined && depth < 8; depth++) {
      console.log(`  held by ${retainer[held] ?? 'nothing'}`);
      held = retainerNode[held];
    }
  }
}

const exchange = createBenchExchange(1, 50);
const server = await serveBuild(exchange, DIST, 1);
exchange.start();
const browser = await launchBenchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await logInAs(context, server.url, demoUser('classic'));
  const page = await context.newPage();
  await page.goto(`${server.url}/en/trade/spot/BTC/USDT`);
  await page.getByRole('form', { name: 'Order form, BTC/USDT' }).waitFor();
  await sleep(4_000);
  const cdp = await context.newCDPSession(page);
  const traffic = startOrderTraffic(context, server.url, gapMs);
  const tradeUntil = async (count: number) => {
    while (traffic.placed() < count) await sleep(100);
  };
  await tradeUntil(WARM_UP_ORDERS);
  const before = census(await takeSnapshot(cdp));
  await tradeUntil(WARM_UP_ORDERS + orders);
  const afterHeap = await takeSnapshot(cdp);
  await traffic.stop();
  const after = census(afterHeap);
  console.log(`growth over ${orders} orders, one every ${gapMs} ms (bytes, count, type:name):`);
  const growth = [...after].map(([key, { count, bytes }]) => ({
    key,
    count: count - (before.get(key)?.count ?? 0),
    bytes: bytes - (before.get(key)?.bytes ?? 0),
  }));
  for (const { key, count, bytes } of growth.sort((a, b) => b.bytes - a.bytes).slice(0, 24))
    console.log(`  ${bytes} B  ${count}  ${key}`);
  if (wanted) describeObjects(afterHeap, wanted);
} finally {
  await browser.close();
  await server.close();
  exchange.stop();
}
