/**
 * `npx tsx bench/diagnostics/bookTextLab.ts [rounds]`: what a book snapshot's texts cost a bare page's
 * frame, by how they are written. Each variant is a page with nothing but a book of two sides of 16
 * rows (price, size, total), rewritten in an animation frame every 100 ms as a tab applies the hub's
 * ticks: the prices move by a tick every third frame, two sizes a side change every frame, and the
 * totals under them follow (the figures changed a frame are printed; the bookPanel bench's book
 * rewrites about 30). Its main thread's time per frame (CDP `TaskDuration` over 5 s ÷ 50 frames):
 * - one text: the floor (a paragraph whose one text changes);
 * - cells: a table, a text node per cell, the changed ones rewritten (the book as it is);
 * - columns: per side, three blocks of one text node each, the column's figures a line each;
 * - canvas: per side, a canvas the rows are drawn on.
 */
import { launchBenchChromium } from '../chromium';
import { busyShareWhile } from './mainThreadReport';

const VARIANTS = [
  'one text',
  'cells',
  'cells off-screen',
  'columns',
  'columns and cells off-screen',
  'canvas',
  'canvas, changed cells',
];
const WINDOW_MS = 5_000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const PAGE = (variant: string) => `(() => {
  const variant = ${JSON.stringify(variant)};
  const ROWS = 16, H = 20;
  const root = document.getElementById('book');
  let tick = 0;
  const sizes = [Array.from({ length: ROWS }, (_, i) => 0.5 + i * 0.013), Array.from({ length: ROWS }, (_, i) => 0.7 + i * 0.011)];
  const rowsOf = (side) => {
    let total = 0;
    return sizes[side].map((size, i) => {
      total += size;
      const price = 96500 + (side ? -1 : 1) * (i + 1) * 0.5 + Math.floor(tick / 3) * 0.01;
      return [price.toLocaleString('en-US', { minimumFractionDigits: 2 }), size.toFixed(5), total.toFixed(5)];
    });
  };
  const step = () => {
    tick += 1;
    for (const side of [0, 1]) for (let k = 0; k < 2; k++) sizes[side][(tick * 7 + k * 5 + side * 3) % ROWS] += 0.001;
  };
  let paint;
  // How many figures a frame changes, over the next frames (to compare with the bookPanel bench's
  // book); the book is put back as it was.
  window.__changedPerFrame = (frames) => {
    const saved = { tick, sizes: sizes.map((side) => side.slice()) };
    let last = [0, 1].flatMap((side) => rowsOf(side).flat());
    let changed = 0;
    for (let f = 0; f < frames; f++) {
      step();
      const now = [0, 1].flatMap((side) => rowsOf(side).flat());
      changed += now.filter((text, i) => text !== last[i]).length;
      last = now;
    }
    tick = saved.tick;
    saved.sizes.forEach((side, k) => { sizes[k] = side; });
    return changed / frames;
  };
  if (variant === 'one text') {
    const text = root.appendChild(document.createElement('p')).appendChild(document.createTextNode('0'));
    paint = () => { text.data = String(tick); };
  } else if (variant === 'cells' || variant === 'cells off-screen') {
    const holder = root.appendChild(document.createElement('div'));
    if (variant !== 'cells') holder.style.cssText = 'position:absolute;inset-inline-start:-20000px;content-visibility:auto';
    const table = holder.appendChild(document.createElement('table'));
    table.style.cssText = 'table-layout:fixed;width:420px;border-collapse:collapse;font:12px sans-serif';
    const sides = [0, 1].map(() => {
      const body = table.createTBody();
      return Array.from({ length: ROWS }, () => {
        const row = body.insertRow();
        row.style.height = H + 'px';
        return [0, 1, 2].map(() => row.insertCell().appendChild(document.createTextNode('')));
      });
    });
    const shown = sides.map((rows) => rows.map(() => ['', '', '']));
    paint = () => sides.forEach((rows, side) => rowsOf(side).forEach((figures, i) => figures.forEach((text, k) => {
      if (shown[side][i][k] !== text) rows[i][k].data = shown[side][i][k] = text;
    })));
  } else if (variant.startsWith('columns')) {
    const sides = [0, 1].map(() => {
      const box = root.appendChild(document.createElement('div'));
      box.style.cssText = 'display:grid;grid-template-columns:repeat(3,140px);font:12px sans-serif;line-height:' + H + 'px;white-space:pre;contain:content';
      return [0, 1, 2].map(() => box.appendChild(document.createElement('div')).appendChild(document.createTextNode('')));
    });
    let cells;
    if (variant !== 'columns') {
      const holder = root.appendChild(document.createElement('div'));
      holder.style.cssText = 'position:absolute;inset-inline-start:-20000px;content-visibility:auto';
      const table = holder.appendChild(document.createElement('table'));
      cells = [0, 1].map(() => {
        const body = table.createTBody();
        return Array.from({ length: ROWS }, () => {
          const row = body.insertRow();
          return [0, 1, 2].map(() => row.insertCell().appendChild(document.createTextNode('')));
        });
      });
    }
    paint = () => sides.forEach((columns, side) => {
      const rows = rowsOf(side);
      if (cells) rows.forEach((figures, i) => figures.forEach((text, k) => {
        if (cells[side][i][k].data !== text) cells[side][i][k].data = text;
      }));
      columns.forEach((text, k) => {
        const next = rows.map((figures) => figures[k]).join('\\n');
        if (text.data !== next) text.data = next;
      });
    });
  } else {
    const sides = [0, 1].map(() => {
      const canvas = root.appendChild(document.createElement('canvas'));
      const dpr = devicePixelRatio;
      canvas.width = 420 * dpr; canvas.height = ROWS * H * dpr;
      canvas.style.cssText = 'display:block;width:420px;height:' + ROWS * H + 'px';
      const ctx = canvas.getContext('2d');
      ctx.scale(dpr, dpr);
      ctx.font = '12px sans-serif';
      ctx.textBaseline = 'middle';
      return ctx;
    });
    const shown = sides.map(() => Array.from({ length: ROWS }, () => ['', '', '']));
    const every = variant === 'canvas';
    paint = () => sides.forEach((ctx, side) => {
      if (every) ctx.clearRect(0, 0, 420, ROWS * H);
      ctx.fillStyle = '#222';
      rowsOf(side).forEach((figures, i) => figures.forEach((text, k) => {
        if (!every) {
          if (shown[side][i][k] === text) return;
          shown[side][i][k] = text;
          ctx.clearRect(k * 140, i * H, 140, H);
        }
        ctx.fillText(text, k * 140, i * H + H / 2);
      }));
    });
  }
  paint();
  setInterval(() => requestAnimationFrame(() => { step(); paint(); }), 100);
})()`;

const rounds = Number(process.argv[2] ?? 2);
const browser = await launchBenchChromium();
try {
  for (let round = 0; round < rounds; round++) {
    for (const variant of VARIANTS) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      await page.setContent('<div id="book"></div>');
      await page.evaluate(PAGE(variant));
      const cdp = await page.context().newCDPSession(page);
      await sleep(1_000);
      const busy = await busyShareWhile(cdp, () => sleep(WINDOW_MS));
      const changed = Number(await page.evaluate('window.__changedPerFrame(50)'));
      // Ten frames a second: a busy share of 1 % is 1 ms a frame.
      console.log(
        `${variant}: ${busy.toFixed(2)} ms a frame (${changed.toFixed(0)} figures changed a frame)`,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
}
