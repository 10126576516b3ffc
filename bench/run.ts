/**
 * `npm run bench [name…]`: runs every scenario in bench/scenarios (or the named ones), prints a table
 * and writes bench/results/{scenario}.json.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow, BenchScenario } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const scenarioDir = join(here, 'scenarios');
const resultDir = join(here, 'results');
const wanted = process.argv.slice(2);

const files = readdirSync(scenarioDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

mkdirSync(resultDir, { recursive: true });
const all: BenchRow[] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(join(scenarioDir, file)).href)) as { default: BenchScenario };
  const scenario = module.default;
  console.log(`\n▶ ${scenario.name}`);
  const rows = await scenario.run();
  writeFileSync(join(resultDir, `${scenario.name}.json`), JSON.stringify(rows, null, 2));
  all.push(...rows);
  console.table(
    rows.map((row) => ({
      scenario: row.scenario,
      candidate: row.candidate,
      baseline: row.baseline,
      ratio: Number(row.ratio.toFixed(3)),
      target: row.target ? `${row.target.op} ${row.target.value}` : '',
      met: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
    })),
  );
}
const missed = all.filter((row) => row.met === false);
console.log(`\n${all.length} measurements, ${missed.length} targets missed`);
