/**
 * What a build ships, read from its output directory: the JavaScript the page loads before its first
 * paint (the entry script of index.html and its modulepreloads) and every JavaScript chunk, raw and
 * gzip (level 9, as the build's precompressed `.gz` copies) and brotli (from the build's `.br`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  /** The build's brotli copy, when it wrote one. */
  brotli: number | undefined;
}

export interface BundleSizes {
  firstPaint: ChunkSize[];
  chunks: ChunkSize[];
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const path = join(distDir, file);
  const body = readFileSync(path);
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : undefined,
  };
}

/** The scripts index.html makes the browser fetch before it can paint: its module script and modulepreloads. */
export function firstPaintScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...scripts, ...preloads])].map((src) => src.replace(/^\//, ''));
}

export function readBundleSizes(distDir: string): BundleSizes {
  const firstPaint = firstPaintScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((file) =>
    sizeOf(distDir, file),
  );
  const chunks = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => sizeOf(distDir, `assets/${file}`))
    .sort((a, b) => b.gzip - a.gzip);
  return { firstPaint, chunks };
}

export const kB = (bytes: number): number => Math.round(bytes / 100) / 10;
