/**
 * A baseline build that came out the same as the page measures nothing: the build flag it was made with
 * must change at least one script. Vite names every asset by a hash of its content, so two builds with
 * the same asset names are the same code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const scriptsOf = (distDir: string): string[] =>
  readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .sort();

export function assertBuildsDiffer(candidateDir: string, baselineDir: string, flag: string): void {
  const candidate = scriptsOf(candidateDir);
  const baseline = scriptsOf(baselineDir);
  if (candidate.join('\n') === baseline.join('\n')) {
    throw new Error(
      `${flag}=1 changed nothing in the build (the same ${candidate.length} scripts): ` +
        `vite.config.ts does not define it, so the baseline would be the page itself`,
    );
  }
}
