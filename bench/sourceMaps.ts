/**
 * Positions in the built page's scripts (`dist/assets/*.js`), named through the build's hidden source
 * maps: `src/shared/money/fixed.ts:33` rather than `index-….js:9:1234`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface SourcePlace {
  /** A file of ours from `src/`, or the package a file under node_modules belongs to. */
  source: string;
  name: string | null;
  line: number | null;
}

/** The package a path under node_modules belongs to, or the path from `src/` for ours. */
function sourceOf(path: string): string {
  const inModules = path.split('node_modules/').pop() ?? path;
  if (inModules !== path) {
    const parts = inModules.split('/');
    return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
  }
  const ours = path.indexOf('src/');
  return ours >= 0 ? path.slice(ours) : path;
}

export interface SourceMapper {
  /** `line` from 1, `column` from 0, as source maps count; undefined for a script not of the build. */
  at(url: string, line: number, column: number): SourcePlace | undefined;
  /** The same for an offset into the script's text (a long animation frame's `sourceCharPosition`). */
  atOffset(url: string, offset: number): SourcePlace | undefined;
}

export function createSourceMapper(distDir: string): SourceMapper {
  const files = new Map<string, { map: TraceMap; lineStarts: number[] } | undefined>();
  const fileOf = (url: string) => {
    if (!files.has(url)) {
      const file = join(distDir, 'assets', url.split('?')[0]?.split('/').pop() ?? '');
      try {
        const text = readFileSync(file, 'utf8');
        const lineStarts = [0];
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
        files.set(url, { map: new TraceMap(readFileSync(`${file}.map`, 'utf8')), lineStarts });
      } catch {
        files.set(url, undefined);
      }
    }
    return files.get(url);
  };
  const at = (url: string, line: number, column: number): SourcePlace | undefined => {
    const file = fileOf(url);
    if (!file) return undefined;
    const place = originalPositionFor(file.map, { line, column });
    return place.source ? { source: sourceOf(place.source), name: place.name, line: place.line } : undefined;
  };
  return {
    at,
    atOffset(url, offset) {
      const file = fileOf(url);
      if (!file) return undefined;
      let line = file.lineStarts.length - 1;
      while (line > 0 && (file.lineStarts[line] ?? 0) > offset) line--;
      return at(url, line + 1, offset - (file.lineStarts[line] ?? 0));
    },
  };
}
