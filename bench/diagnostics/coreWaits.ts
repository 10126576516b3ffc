/**
 * Why a task took long: from a Linux scheduler trace (ftrace's `sched_switch` and `sched_waking`, text
 * format), split a span of one thread's time into running, sleeping and waiting for a core, and say
 * which threads held the cores while it waited. Pure: longTaskCores.ts records the trace.
 */

export type SchedEvent =
  | {
      kind: 'switch';
      ms: number;
      cpu: number;
      prevTid: number;
      prevState: string;
      nextTid: number;
      nextComm: string;
    }
  | { kind: 'waking'; ms: number; cpu: number; tid: number }
  | { kind: 'marker'; ms: number; cpu: number; text: string };

/** `<comm>-<tid> [<cpu>] <flags> <seconds>: <event>: <fields>`; the comm may hold spaces and dashes. */
const LINE = /^\s*.+?-\d+\s+\[(\d+)\]\s+\S+\s+(\d+\.\d+): (\w+): (.*)$/;

/** The events of a trace's text, in its order; lines of other events and the header are skipped. */
export function parseSchedTrace(text: string): SchedEvent[] {
  const events: SchedEvent[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, cpuText, secondsText, name, fields] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const ms = Number(secondsText) * 1000;
    const cpu = Number(cpuText);
    if (name === 'sched_switch') {
      const parts = /prev_pid=(\d+) .*prev_state=(\S+) ==> next_comm=(.*) next_pid=(\d+)/.exec(fields);
      if (!parts) throw new Error(`sched_switch without its fields: ${line}`);
      events.push({
        kind: 'switch',
        ms,
        cpu,
        prevTid: Number(parts[1]),
        prevState: parts[2]!,
        nextComm: parts[3]!,
        nextTid: Number(parts[4]),
      });
    } else if (name === 'sched_waking') {
      const tid = /(?:^| )pid=(\d+)/.exec(fields);
      if (!tid) throw new Error(`sched_waking without a pid: ${line}`);
      events.push({ kind: 'waking', ms, cpu, tid: Number(tid[1]) });
    } else if (name === 'tracing_mark_write') {
      events.push({ kind: 'marker', ms, cpu, text: fields });
    }
  }
  return events;
}

export interface SpanSplit {
  ranMs: number;
  sleptMs: number;
  /** Runnable but not on a core. */
  waitedMs: number;
  /** While it waited: per holder, the ms it held a core (two cores held at once count twice). */
  heldBy: Map<string, number>;
}

/**
 * Splits `[fromMs, toMs)` of thread `tid`. Its state at `fromMs` comes from the events before it, so the
 * trace should start a little earlier. `nameOf` names a thread that ran (tid 0 is the idle task: a core
 * that sat idle while the thread was runnable was still waking up).
 */
export function splitSpan(
  events: readonly SchedEvent[],
  tid: number,
  fromMs: number,
  toMs: number,
  nameOf: (tid: number, comm: string) => string,
): SpanSplit {
  const split: SpanSplit = { ranMs: 0, sleptMs: 0, waitedMs: 0, heldBy: new Map() };
  const onCore = new Map<number, string>();
  let state: 'running' | 'runnable' | 'sleeping' = 'sleeping';
  let since = fromMs;
  const account = (until: number): void => {
    const ms = until - since;
    if (ms <= 0) return;
    if (state === 'running') split.ranMs += ms;
    else if (state === 'sleeping') split.sleptMs += ms;
    else {
      split.waitedMs += ms;
      for (const holder of onCore.values()) split.heldBy.set(holder, (split.heldBy.get(holder) ?? 0) + ms);
    }
  };
  for (const event of events) {
    if (event.ms >= toMs) break;
    if (event.ms > since) {
      account(event.ms);
      since = event.ms;
    }
    if (event.kind === 'switch') {
      onCore.set(event.cpu, event.nextTid === 0 ? 'idle' : nameOf(event.nextTid, event.nextComm));
      if (event.prevTid === tid) state = event.prevState.startsWith('R') ? 'runnable' : 'sleeping';
      if (event.nextTid === tid) state = 'running';
    } else if (event.kind === 'waking' && event.tid === tid && state === 'sleeping') {
      state = 'runnable';
    }
  }
  account(toMs);
  return split;
}
