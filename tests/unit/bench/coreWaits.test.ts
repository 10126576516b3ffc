import { describe, expect, it } from 'vitest';
import { parseSchedTrace, splitSpan } from '../../../bench/diagnostics/coreWaits';

// A trace as /sys/kernel/tracing/trace writes it: the page's main thread is tid 100 ("chromium"), the
// simulator 200 ("node"), a kernel thread 77 ("kdamond.0"); two cores.
const TRACE = `# tracer: nop
#
#           TASK-PID     CPU#  |||||  TIMESTAMP  FUNCTION
          <idle>-0       [000] d.h3.  1000.000000: sched_waking: comm=chromium pid=100 prio=120 target_cpu=000
          <idle>-0       [000] d..2.  1000.000100: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=chromium next_pid=100 next_prio=120
          <idle>-0       [001] d..2.  1000.001000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=node next_pid=200 next_prio=120
        chromium-100     [000] d..2.  1000.010100: sched_switch: prev_comm=chromium prev_pid=100 prev_prio=120 prev_state=R+ ==> next_comm=kdamond.0 next_pid=77 next_prio=120
       kdamond.0-77      [000] d..2.  1000.030100: sched_switch: prev_comm=kdamond.0 prev_pid=77 prev_prio=120 prev_state=S ==> next_comm=chromium next_pid=100 next_prio=120
        chromium-100     [000] d..2.  1000.035100: sched_switch: prev_comm=chromium prev_pid=100 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120
 SharedWorker th-300     [001] d..5.  1000.040100: sched_waking: comm=chromium pid=100 prio=120 target_cpu=000
          <idle>-0       [000] d..2.  1000.042100: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=chromium next_pid=100 next_prio=120
            node-200     [001] .....  1000.050000: tracing_mark_write: SYNC 123.5
`;

const nameOf = (tid: number, comm: string): string => (tid === 200 ? 'simulator' : comm);

describe('parseSchedTrace', () => {
  it('reads switches, wakings and markers with their core and time, comms with spaces included', () => {
    const events = parseSchedTrace(TRACE);
    expect(events).toHaveLength(9);
    expect(events[0]).toEqual({ kind: 'waking', ms: 1_000_000, cpu: 0, tid: 100 });
    expect(events[3]).toEqual({
      kind: 'switch',
      ms: 1_000_010.1,
      cpu: 0,
      prevTid: 100,
      prevState: 'R+',
      nextTid: 77,
      nextComm: 'kdamond.0',
    });
    expect(events[6]).toMatchObject({ kind: 'waking', cpu: 1, tid: 100 });
    expect(events[8]).toMatchObject({ kind: 'marker', text: 'SYNC 123.5' });
  });

  it('fails loudly on a switch whose fields it cannot read', () => {
    expect(() => parseSchedTrace('x-1 [000] d..2. 1.000000: sched_switch: garbled')).toThrow(/sched_switch/);
  });
});

describe('splitSpan', () => {
  it('splits a span into running, waiting for a core (and who held it) and sleeping', () => {
    const split = splitSpan(parseSchedTrace(TRACE), 100, 1_000_000, 1_000_050, nameOf);
    // Runs 0.1–10.1 and 30.1–35.1 and 42.1–50; preempted 10.1–30.1; sleeps 35.1–40.1; woken, waits to 42.1.
    expect(split.ranMs).toBeCloseTo(10 + 5 + 7.9, 6);
    expect(split.waitedMs).toBeCloseTo(0.1 + 20 + 2, 6);
    expect(split.sleptMs).toBeCloseTo(5, 6);
    expect(split.heldBy.get('kdamond.0')).toBeCloseTo(20, 6);
    expect(split.heldBy.get('simulator')).toBeCloseTo(20 + 2, 6);
    // Core 0 sat idle 40.1–42.1 (the wake-up's latency); before the first switch a core's holder is unknown.
    expect(split.heldBy.get('idle')).toBeCloseTo(2, 6);
    expect([...split.heldBy.keys()].sort()).toEqual(['idle', 'kdamond.0', 'simulator']);
  });

  it('takes the state at the start of the span from the events before it', () => {
    const split = splitSpan(parseSchedTrace(TRACE), 100, 1_000_020, 1_000_032, nameOf);
    expect(split.waitedMs).toBeCloseTo(10.1, 6);
    expect(split.ranMs).toBeCloseTo(1.9, 6);
    expect(split.sleptMs).toBe(0);
    expect(split.heldBy.get('kdamond.0')).toBeCloseTo(10.1, 6);
  });

  it('does not count a waking while the thread runs as a wait', () => {
    const trace = `          <idle>-0       [000] d..2.  1.000000: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=chromium next_pid=100 next_prio=120
            node-200     [001] d..5.  1.001000: sched_waking: comm=chromium pid=100 prio=120 target_cpu=000
        chromium-100     [000] d..2.  1.004000: sched_switch: prev_comm=chromium prev_pid=100 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120
`;
    const split = splitSpan(parseSchedTrace(trace), 100, 1000, 1006, nameOf);
    expect(split).toMatchObject({ waitedMs: 0 });
    expect(split.ranMs).toBeCloseTo(4, 6);
    expect(split.sleptMs).toBeCloseTo(2, 6);
  });
});
