/**
 * Builds the chart bench page (vite.config.ts beside this file) into a temporary folder and serves it
 * on 127.0.0.1 with a REST stub in front: the klines path (src/shared/protocol/rest.ts) answers pages
 * of the synthetic history in the exchange's envelope, so the compute worker fetches, checks and
 * parses real JSON off the main thread; `/bars.json` gives the floor page the same bars as numbers.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { API } from '../../src/shared/protocol';
import { klinePage, type KlineHistory } from './klineHistory';

const here = dirname(fileURLToPath(import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

export interface ChartPageServer {
  origin: string;
  /** Kline pages served so far (the worker's REST requests). */
  pagesServed(): number;
  close(): Promise<void>;
}

export async function serveChartPage(history: KlineHistory): Promise<ChartPageServer> {
  const outDir = await mkdtemp(join(tmpdir(), 'spotdesk-chart-bench-'));
  await build({ configFile: join(here, 'vite.config.ts'), build: { outDir } });
  // Times in UTC seconds, the chart's unit; prices as the numbers the worker's parsePlotBar makes.
  const bars = JSON.stringify({
    time: history.time.map((ms) => ms / 1000),
    open: history.open.map(Number),
    high: history.high.map(Number),
    low: history.low.map(Number),
    close: history.close.map(Number),
    volume: history.volume.map(Number),
  });
  let pages = 0;
  const headers = { 'Cache-Control': 'no-store' };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === API.klines) {
      pages += 1;
      const to = Number(url.searchParams.get('to'));
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const body = { code: 0, success: true, message: '', result: klinePage(history, to, limit) };
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (url.pathname === '/bars.json') {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(bars);
      return;
    }
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    if (path.includes('..')) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(outDir, path)).then(
      (body) =>
        response
          .writeHead(200, { ...headers, 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pagesServed: () => pages,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
