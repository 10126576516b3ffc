/**
 * `npx tsx bench/diagnostics/scrollFloor.ts`: what the ordersPanel bench's scroll costs a bare page, the
 * floor under issue 22's busy-share target. Each variant is a page with nothing but a 400 px scroll box
 * of 10 000 rows of eleven short texts (32 px, the history's shape), scrolled as the bench scrolls
 * (200 px at every animation frame) for 5 s; its main thread's busy share (CDP `TaskDuration` ÷ wall):
 * - an empty box as tall as the rows: the scrolling alone;
 * - a table of the rows in view and ten more, rows made and dropped as they come and go, spacer rows for
 *   the rest (what a virtualised `<table>` does);
 * - the same rows placed absolutely, each contained (what a virtualised list of divs does);
 * - thirty absolutely placed rows recycled: a row coming into view rewrites the texts and the place of
 *   one that left (the cheapest a DOM list can be);
 * - the table again, a row that left moved to where one comes into view and its texts rewritten (a
 *   table recycles rows only so: its rows' order is the reading order).
 */
import { launchBenchChromium } from '../chromium';
import { busyShareWhile, scrollEveryFrame } from './mainThreadReport';

const VARIANTS = [
  'empty box',
  'table, rows made and dropped',
  'rows placed, made and dropped',
  'rows recycled',
  'table, rows recycled in reading order',
];
const WINDOW_MS = 5_000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's list, as a script (a string: tsx wraps named functions in a helper the page lacks). */
const LIST = (variant: string) => `(() => {
  const variant = ${JSON.stringify(variant)};
  const H = 32, N = 30, COUNT = 10000;
  const texts = (i) => ['2026-11-' + (i % 28 + 1) + ' 12:' + (i % 60) + ':00', 'BTC/USDT', 'Limit',
    i % 2 ? 'Buy' : 'Sell', '9' + i + '.12', '0.000209', '0.000209', '0.000209', 'Filled', i * 3 + '.55', 'USDT'];
  const box = document.getElementById('list');
  const placed = !variant.startsWith('table');
  const inner = document.createElement('div');
  inner.style.cssText = 'position:relative;height:' + COUNT * H + 'px;font:12px sans-serif';
  box.append(inner);
  if (variant === 'empty box') return;
  const row = (i) => {
    const el = document.createElement(placed ? 'div' : 'tr');
    el.style.cssText = placed
      ? 'position:absolute;inset-inline:0;top:0;height:' + H + 'px;display:grid;grid-template-columns:repeat(11,1fr);contain:strict;transform:translateY(' + i * H + 'px)'
      : 'height:' + H + 'px';
    for (const text of texts(i)) {
      const cell = document.createElement(placed ? 'span' : 'td');
      cell.style.cssText = 'white-space:nowrap;overflow:clip';
      cell.append(document.createTextNode(text));
      el.append(cell);
    }
    return el;
  };
  const firstShown = () => Math.max(0, Math.floor(box.scrollTop / H) - 10);
  if (variant === 'rows recycled') {
    const pool = Array.from({ length: N }, () => {
      const el = inner.appendChild(row(0));
      return { el, cells: [...el.children].map((cell) => cell.firstChild), index: -1 };
    });
    const draw = () => {
      const first = firstShown();
      for (let i = first; i < Math.min(COUNT, first + N); i++) {
        const slot = pool[i % N];
        if (slot.index === i) continue;
        slot.index = i;
        slot.el.style.transform = 'translateY(' + i * H + 'px)';
        texts(i).forEach((text, k) => { slot.cells[k].data = text; });
      }
    };
    box.addEventListener('scroll', draw);
    return draw();
  }
  let body, top, bottom;
  const recycled = new Map();
  if (!placed) {
    inner.style.height = '';
    const table = inner.appendChild(document.createElement('table'));
    table.style.cssText = 'table-layout:fixed;width:100%;border-collapse:collapse';
    body = table.createTBody();
    top = body.insertRow(); top.insertCell().colSpan = 11;
    bottom = body.insertRow(); bottom.insertCell().colSpan = 11;
  }
  const shown = new Map();
  const draw = () => {
    const first = firstShown();
    const last = Math.min(COUNT, first + N);
    const spare = [];
    for (const [i, el] of shown) if (i < first || i >= last) { shown.delete(i); spare.push(el); }
    const reuse = variant === 'table, rows recycled in reading order';
    if (!reuse) for (const el of spare) el.remove();
    for (let i = first; i < last; i++) {
      if (shown.has(i)) continue;
      const old = reuse ? spare.pop() : undefined;
      if (old) texts(i).forEach((text, k) => { old.cells[k].firstChild.data = text; });
      const el = old ?? row(i);
      shown.set(i, el);
      if (placed) { inner.append(el); continue; }
      const before = shown.get(i + 1) ?? bottom;
      body.insertBefore(el, before);
    }
    for (const el of spare) el.remove();
    if (!placed) {
      top.cells[0].style.height = first * H + 'px';
      bottom.cells[0].style.height = (COUNT - last) * H + 'px';
    }
  };
  box.addEventListener('scroll', draw);
  draw();
})()`;

const browser = await launchBenchChromium();
try {
  for (const variant of VARIANTS) {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.setContent(
      '<div id="list" style="height:400px;overflow:auto;background:#fff;contain:content"></div>',
    );
    await page.evaluate(LIST(variant));
    const cdp = await page.context().newCDPSession(page);
    await sleep(1_000);
    let frames = 0;
    const busy = await busyShareWhile(cdp, async () => {
      frames = await scrollEveryFrame(page, "document.getElementById('list')", 200, WINDOW_MS);
    });
    console.log(`${variant}: ${String(frames)} frames in ${WINDOW_MS / 1000} s, ${busy.toFixed(1)} % busy`);
    await page.close();
  }
} finally {
  await browser.close();
}
