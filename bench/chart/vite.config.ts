/**
 * The chart bench page's own build (serveChartPage.ts passes outDir): index.html + page.ts bundle the
 * app's real createKlineChart and compute client, and Vite bundles the compute worker they start, as
 * the app's build does (worker format 'es'). Not minified, so profiles name the app's functions; the
 * chart library ships minified either way.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { target: 'es2022', minify: false, sourcemap: false, emptyOutDir: true },
});
