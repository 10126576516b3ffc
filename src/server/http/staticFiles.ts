/**
 * The built app from dist/: hashed files under /assets/ are immutable; any other path that is not a
 * file gets index.html (the SPA routes such as /trade/spot/BTC/USDT). Paths are confined to dist.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function fileAt(distDir: string, path: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(distDir, decoded));
  if (full !== distDir && !full.startsWith(distDir + sep)) return undefined;
  try {
    return (await stat(full)).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: Buffer | string,
  headOnly: boolean,
): void {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  response.end(headOnly ? undefined : body);
}

export async function serveStatic(
  distDir: string,
  path: string,
  response: ServerResponse,
  headOnly: boolean,
): Promise<void> {
  const file = path === '/' ? undefined : await fileAt(distDir, path);
  if (file) {
    response.setHeader(
      'Cache-Control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file), headOnly);
    return;
  }
  // A missing asset is a 404, not the app: a stale hashed name must fail loudly, not parse HTML as JS.
  if (path.startsWith('/assets/') || extname(path) !== '') {
    send(response, 404, 'text/plain; charset=utf-8', 'not found', headOnly);
    return;
  }
  const index = await fileAt(distDir, '/index.html');
  if (!index) {
    send(
      response,
      503,
      'text/plain; charset=utf-8',
      'The app is not built: run `npm run build` (or use --dev).',
      headOnly,
    );
    return;
  }
  response.setHeader('Cache-Control', 'no-cache');
  send(response, 200, TYPES['.html'] ?? 'text/html', await readFile(index), headOnly);
}
