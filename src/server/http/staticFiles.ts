/**
 * The built app from dist/, as a production server would serve it: hashed files under /assets/ are
 * immutable, everything else is revalidated (`no-cache`); the build's precompressed copies (`.br`,
 * `.gz`, src/server/build/precompressAssets.ts) are sent when the client accepts them; any other path
 * that is not a file gets index.html (the SPA routes such as /trade/spot/BTC/USDT). Paths are confined
 * to dist. Source maps are never served: the build writes them for developers (`sourcemap: 'hidden'`)
 * and they would hand anyone the whole source.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { chooseEncoding, type StoredEncoding } from './chooseEncoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Paths answered with another file: browsers still ask for /favicon.ico whatever the page links. */
const ALIASES: Record<string, string> = { '/favicon.ico': '/favicon.svg' };

const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

/** A source map, or a compressed copy of one that an older build may have left. */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

async function fileAt(distDir: string, path: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || SOURCE_MAP.test(decoded)) return undefined;
  const full = normalize(join(distDir, decoded));
  if (full !== distDir && !full.startsWith(distDir + sep)) return undefined;
  try {
    return (await stat(full)).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
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

/** A built file, or its brotli or gzip copy when there is one and the client accepts it. */
async function sendFile(
  response: ServerResponse,
  file: string,
  acceptEncoding: string | undefined,
  headOnly: boolean,
): Promise<void> {
  const available = new Set<StoredEncoding>();
  for (const coding of ['br', 'gzip'] as const)
    if (await exists(file + SUFFIX[coding])) available.add(coding);
  const coding = chooseEncoding(acceptEncoding, available);
  // Caches must key on the header whenever the answer could have been another variant.
  if (available.size > 0) response.setHeader('Vary', 'Accept-Encoding');
  if (coding) response.setHeader('Content-Encoding', coding);
  const body = await readFile(coding ? file + SUFFIX[coding] : file);
  send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', body, headOnly);
}

export async function serveStatic(
  distDir: string,
  path: string,
  response: ServerResponse,
  headOnly: boolean,
  acceptEncoding?: string,
): Promise<void> {
  const file = path === '/' ? undefined : await fileAt(distDir, ALIASES[path] ?? path);
  if (file) {
    response.setHeader(
      'Cache-Control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    await sendFile(response, file, acceptEncoding, headOnly);
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
  await sendFile(response, index, acceptEncoding, headOnly);
}
