/**
 * `npx tsx bench/diagnostics/compareBuilds.ts <dist-a> <dist-b> [rounds] [--paused]`: which of two
 * builds of the page costs the main thread less per order-form keystroke, both typed at once as the
 * orderEntry bench's paired rounds type them (typeBothAtOnce), at `--rate 50` (with `--paused`, the
 * market held once both forms are filled: the keystrokes' own work alone), `rounds` times (default 6),
 * the first page alternating. For a change to the order form's path: build the change into one directory and the
 * commit before it into another (`git worktree add`, then `npx vite build --outDir <dir>` in each).
 * Prints each round's figures and the ratio a ÷ b of the means, task time and CPU time.
 */
import { createBenchExchange, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { typeBothAtOnce, type KeystrokeCost } from '../scenarios/orderEntry.bench';

const [dirA, dirB] = process.argv.slice(2, 4);
if (!dirA || !dirB) throw new Error('usage: compareBuilds.ts <dist-a> <dist-b> [rounds]');
const rounds = Number(process.argv.slice(4).find((arg) => /^\d+$/.test(arg)) ?? 6);
const paused = process.argv.includes('--paused');

const exchange = createBenchExchange(1, 50);
const a = await serveBuild(exchange, dirA, 1);
const b = await serveBuild(exchange, dirB, 1);
exchange.start();
const browser = await launchBenchChromium();
try {
  const costs: { a: KeystrokeCost; b: KeystrokeCost }[] = [];
  for (let round = 0; round < rounds; round++) {
    const hold = () => exchange.setMarketPaused(paused);
    const pair =
      round % 2 === 0
        ? await typeBothAtOnce(browser, [a.url, b.url], hold)
        : (await typeBothAtOnce(browser, [b.url, a.url], hold)).reverse();
    exchange.setMarketPaused(false);
    const [costA, costB] = pair as [KeystrokeCost, KeystrokeCost];
    costs.push({ a: costA, b: costB });
    console.log(
      `round ${round + 1}: a ${costA.taskMsPerKeystroke.toFixed(2)} ms a keystroke ` +
        `(CPU ${costA.cpuMsPerKeystroke.toFixed(2)}), b ${costB.taskMsPerKeystroke.toFixed(2)} ` +
        `(CPU ${costB.cpuMsPerKeystroke.toFixed(2)}): ${(costA.taskMsPerKeystroke / costB.taskMsPerKeystroke).toFixed(3)}`,
    );
  }
  const mean = (pick: (cost: { a: KeystrokeCost; b: KeystrokeCost }) => number) =>
    costs.reduce((sum, cost) => sum + pick(cost), 0) / costs.length;
  console.log(
    `a ÷ b: ${(mean((c) => c.a.taskMsPerKeystroke) / mean((c) => c.b.taskMsPerKeystroke)).toFixed(3)} ` +
      `(CPU ${(mean((c) => c.a.cpuMsPerKeystroke) / mean((c) => c.b.cpuMsPerKeystroke)).toFixed(3)})`,
  );
} finally {
  await browser.close();
  exchange.stop();
  await a.close();
  await b.close();
}
