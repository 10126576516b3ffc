// Sums the vitest and Playwright JSON reports (npm test's and the fault suite's) and the short soak's
// targets (bench/results/soak.json: one test each, passed when met) into the one line CI reads:
// "N passed, N failed". A failing step that ran no tests (lint, types, build) counts as one
// failure so a red run never reads as "0 failed".
import { existsSync, readFileSync } from 'node:fs';

const exitStatus = Number(process.argv[2] ?? '0');
let passed = 0;
let failed = 0;
let skipped = 0;

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

for (const file of ['test-results/vitest.json', 'test-results/faults-vitest.json']) {
  const vitest = read(file);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

for (const file of ['test-results/e2e.json', 'test-results/faults-e2e.json']) {
  const e2e = read(file);
  if (!e2e?.stats) continue;
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
}

for (const row of read('bench/results/soak.json') ?? []) {
  if (row.met === undefined) continue;
  if (row.met) passed += 1;
  else {
    failed += 1;
    console.log(`soak: missed: ${row.scenario}: ${row.candidate}`);
  }
}

if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
