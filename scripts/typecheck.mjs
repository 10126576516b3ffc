// `npm run typecheck`: every thread's project checked by TypeScript 7, the native compiler (about 7 s for
// the eight, where TypeScript 6's tsc took 36 s). Called by its path: `typescript` 6 stays installed for
// typescript-eslint, which needs the compiler API that 7 no longer exposes, and both packages name a
// `tsc` binary, so which one `npx tsc` runs depends on npm's linking order.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = [
  'src/shared',
  'src/server/tsconfig.pure.json',
  'src/server',
  'src/workers',
  'src/app',
  'tests',
  'bench',
  'scripts',
];

const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
