/**
 * A suspended browser (a laptop lid, a debugger, a starved machine): every Chromium process of this
 * test stopped with SIGSTOP for 20 s while the market moves, then continued. The page must come back
 * connected with a book equal to the server's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './faultTest';
import { connection, expectBookMatchesServer, openPair } from './tradingPage';

const SUSPEND_MS = 20_000;

/** This test worker's Chromium processes: its descendants named chromium (the simulator is node). */
function chromiumProcesses(): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has ended already: its parent reaps it once continued, and it has nothing to stop.
      if (state === 'Z') continue;
      children.set(Number(ppid), [...(children.get(Number(ppid)) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const queue = [process.pid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    for (const child of children.get(pid) ?? []) {
      queue.push(child);
      try {
        if (readFileSync(`/proc/${child}/comm`, 'utf8').startsWith('chrom')) found.push(child);
      } catch {
        // Gone already.
      }
    }
  }
  return found;
}

/** Sends `signal` to `pid`; a process that ended meanwhile (ESRCH) has nothing left to stop or continue. */
function signal(pid: number, name: 'SIGSTOP' | 'SIGCONT'): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

test('a browser stopped for 20 s resumes connected with a fresh book', async ({ page, sim }) => {
  await openPair(page, sim.url);
  const processes = chromiumProcesses();
  expect(processes.length).toBeGreaterThanOrEqual(2);
  for (const pid of processes) signal(pid, 'SIGSTOP');
  try {
    // The fault's duration: the browser cannot be asked anything while it is stopped.
    await new Promise((held) => setTimeout(held, SUSPEND_MS));
  } finally {
    for (const pid of processes) signal(pid, 'SIGCONT');
  }
  const resumedAt = Date.now();
  await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
  const matchedMs = await expectBookMatchesServer(page, sim);
  test.info().annotations.push({
    type: 'figure',
    description: `${processes.length} Chromium processes stopped ${SUSPEND_MS} ms; book equal to the server's ${Date.now() - resumedAt} ms after SIGCONT (${matchedMs} ms after the market paused)`,
  });
});
