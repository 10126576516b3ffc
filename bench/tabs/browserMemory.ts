/**
 * The browser's total memory on Linux: the proportional set size (PSS, `/proc/{pid}/smaps_rollup`) of
 * every Chromium process (its program named `chromium`: the browser, its zygotes, GPU, utility and
 * renderer processes, whose command lines Chromium rewrites as one string), in MiB. PSS shares each
 * shared page among the processes that map it, so the sum counts the browser's memory once. Run with
 * no other Chromium on the machine (a test suite's would be counted too).
 */
import { readdirSync, readFileSync } from 'node:fs';

export function chromiumMemoryMiB(): { processes: number; pssMiB: number } {
  let processes = 0;
  let pssKiB = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const program = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/)[0] ?? '';
      if (program.split('/').pop() !== 'chromium') continue;
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      const pss = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
      if (pss === undefined) continue;
      processes += 1;
      pssKiB += Number(pss);
    } catch {
      // The process ended while we read it.
    }
  }
  return { processes, pssMiB: pssKiB / 1024 };
}
