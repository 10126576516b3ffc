/**
 * A vite build plugin: brotli and gzip copies of every compressible file of the build, written beside
 * it (`app.js.br`, `app.js.gz`), so the simulator serves compressed bytes the way a production server
 * or CDN would, without compressing per request (src/server/http/staticFiles.ts picks the variant).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
/** Not source maps: they stay on disk for developers and are never served (staticFiles.ts). */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.json', '.svg'];
/** Below this a compressed answer saves less than its own headers and a round of decompression cost. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` beside `file` when it is at least MIN_COMPRESS_BYTES; whether it did. */
async function precompressFile(file: string): Promise<boolean> {
  if ((await stat(file)).size < MIN_COMPRESS_BYTES) return false;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir` of at least MIN_COMPRESS_BYTES;
 * returns how many. All at once: zlib works on libuv's thread pool, so every core compresses.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.includes(extname(file)));
  const written = await Promise.all(files.map(precompressFile));
  return written.filter(Boolean).length;
}

/** The plugin: after the build has written its output (worker chunks and copied public files included). */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spotdesk:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      this.info(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
