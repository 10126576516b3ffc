/**
 * `npx tsx bench/diagnostics/keystrokeCost.ts [passes] [--live] [--profile] [--allocations]` (builds
 * both variants itself): what a keystroke in the order form costs the main thread with the checks in
 * the compute worker (the page) and with the same checks inline (SPOTDESK_INLINE_COMPUTE=1), the
 * orderEntry bench's two builds, typed into as that bench types. The market is stopped once the forms
 * are filled (with `--live` it runs at `--rate 50`), so what is left is the keystrokes' own work, not
 * the market's frames, which vary more between runs than the builds differ. The builds are typed into
 * alternately, 100 keystrokes a pass, `passes` times each (default 6); it prints each pass's main-thread
 * task time per keystroke (CDP `TaskDuration`) and the thread's CPU time in it (`ThreadTime`), then each
 * build's means and ratios. With `--profile`, one more pass a build prints its trace's self time by
 * event and its JS self time by source and function (SPOTDESK_TRACE_DIR keeps the traces); with
 * `--allocations`, one more pass a build prints what the page allocated (allocationProfile.ts). Passes
 * one after the other spread by several percent, more than the builds now differ: for their ratio,
 * compareBuilds.ts types both at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { openProbedOrderForm, typeRound } from '../scenarios/orderEntry.bench';
import { reportAllocations } from './allocationProfile';
import { reportProfile, reportTrace } from './mainThreadReport';
import { readPageMetrics } from '../pageMetrics';

const passes = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 6);
const live = process.argv.includes('--live');
const profile = process.argv.includes('--profile');
const allocations = process.argv.includes('--allocations');
const KEYSTROKES = 100;

const inlineDir = mkdtempSync(join(tmpdir(), 'spotdesk-keystroke-inline-'));
buildApp();
buildApp(inlineDir, { SPOTDESK_INLINE_COMPUTE: '1' });
const exchange = createBenchExchange(1, 50);
exchange.start();
const builds = [
  { name: 'worker', dir: DIST, server: await serveBuild(exchange, DIST, 1) },
  { name: 'inline', dir: inlineDir, server: await serveBuild(exchange, inlineDir, 1) },
];
const browser = await launchBenchChromium();
try {
  const pages = [];
  for (const build of builds) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    pages.push({ build, ...(await openProbedOrderForm(context, build.server.url)), context });
  }
  await pages[0]?.page.waitForTimeout(4_000);
  if (!live) {
    exchange.stop();
    await pages[0]?.page.waitForTimeout(2_000);
  }
  const perKey: Record<string, number[]> = { worker: [], inline: [] };
  const cpu: Record<string, number[]> = { worker: [], inline: [] };
  const lastPass = passes + (profile ? 1 : 0) + (allocations ? 1 : 0);
  for (let pass = 1; pass <= lastPass; pass += 1) {
    // Alternate which build goes first, so a drift of the machine weighs on both alike.
    for (const { build, page, price, quantity, context } of pass % 2 ? pages : [...pages].reverse()) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
      const taskSeconds = () => readPageMetrics(cdp, ['TaskDuration', 'ThreadTime']);
      const type = async () => {
        const before = await taskSeconds();
        const typed = await typeRound(page, price, quantity, KEYSTROKES);
        const after = await taskSeconds();
        const ms = ((after.TaskDuration - before.TaskDuration) * 1000) / typed;
        const cpuMs = ((after.ThreadTime - before.ThreadTime) * 1000) / typed;
        console.log(
          `${build.name}, pass ${pass}: ${ms.toFixed(2)} ms of main-thread tasks a keystroke ` +
            `(${cpuMs.toFixed(2)} ms of its CPU)`,
        );
        return { ms, cpuMs };
      };
      if (pass <= passes) {
        const { ms, cpuMs } = await type();
        perKey[build.name]?.push(ms);
        cpu[build.name]?.push(cpuMs);
      } else if (profile && pass === passes + 1)
        await reportTrace(browser, page, build.name, () => reportProfile(cdp, build.dir, build.name, type));
      else await reportAllocations(cdp, build.dir, build.name, type);
      await cdp.detach();
    }
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const [worker, inline] = [mean(perKey.worker ?? []), mean(perKey.inline ?? [])];
  const [workerCpu, inlineCpu] = [mean(cpu.worker ?? []), mean(cpu.inline ?? [])];
  console.log(
    `mean: worker ${worker.toFixed(2)} ms, inline ${inline.toFixed(2)} ms a keystroke; ` +
      `worker ÷ inline ${(worker / inline).toFixed(3)} (CPU ${(workerCpu / inlineCpu).toFixed(3)}); ` +
      `market ${live ? 'at rate 50' : 'stopped'}`,
  );
} finally {
  await browser.close();
  for (const build of builds) await build.server.close();
  exchange.stop();
  rmSync(inlineDir, { recursive: true, force: true });
}
