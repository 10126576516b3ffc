/**
 * The built app served like production, over real HTTP: the build plugin's brotli and gzip copies
 * chosen by Accept-Encoding, caching by kind of file, and the favicon.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../src/server/build/precompressAssets';
import { startTestServer, type TestServer } from './startTestServer';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const sourceMap = JSON.stringify({ version: 3, sources: ['src/app/secret.ts'], mappings: 'A'.repeat(2000) });
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spotdesk-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>spotdesk</title>${'<!-- pad -->'.repeat(200)}`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), sourceMap);
  writeFileSync(join(dist, 'favicon.svg'), favicon);
  await precompressDirectory(dist);
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that sends exactly the given headers and keeps the body as sent (fetch would decompress it). */
function getRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('sends brotli to a client that accepts it, and says the answer varies by Accept-Encoding', async () => {
    const answer = await getRaw('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5', 'br;q=0, *']) {
      const answer = await getRaw('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends the file itself without Accept-Encoding or when only identity is accepted', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
    ]) {
      const answer = await getRaw('/assets/index-abc123.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(script);
    }
  });

  it('leaves a file under 1 kB uncompressed, with nothing to vary on', async () => {
    const answer = await getRaw('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });

  it('caches hashed assets for a year, immutable; revalidates the page and its SPA routes', async () => {
    const asset = await getRaw('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/en/trade/spot/BTC/USDT']) {
      const page = await getRaw(path, { 'accept-encoding': 'br' });
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(page.body).toString(), path).toContain('<title>spotdesk</title>');
    }
  });

  it('answers the favicon at /favicon.svg and /favicon.ico', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const answer = await getRaw(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('image/svg+xml');
      expect(answer.body.toString(), path).toBe(favicon);
    }
  });

  it('never serves a source map, however asked, and leaves it on disk uncompressed', async () => {
    for (const path of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.m%61p',
      '/assets/INDEX-abc123.js.MAP',
      '/assets/index-abc123.js.map.br',
    ]) {
      const answer = await getRaw(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('secret');
    }
    expect(existsSync(join(dist, 'assets', 'index-abc123.js.map'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'index-abc123.js.map.br'))).toBe(false);
  });
});
