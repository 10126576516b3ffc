/**
 * The sequence check of one book topic (the role of dYdX's missingMessageDetector): decides, for each
 * well-formed depth frame, whether it is applied, ignored, or means the local book is wrong.
 *
 * Rules (design.md "Integrity rules", socket.ts `DepthData`):
 * 1. A snapshot resets the book whatever its `u` (u = 1 marks a restart of the server's sequence) —
 *    unless its `seq` is older than a frame already seen: then it is a late (reordered) snapshot and
 *    applying it would show an old book as live, so it means resync.
 * 2. A delta must carry u = last + 1 and follow the last applied frame (pseq = its seq): after a
 *    restart whose snapshot was lost, the new stream's u can fit the old one, but its pseq cannot.
 * 3. A delta repeating the last applied `u` is ignored only when it is that very message again (same
 *    levels); any other repeat, a gap, a `u` going back, or a delta before any snapshot means resync.
 * 4. Once a resync is asked for, deltas are ignored until the next snapshot, so the topic is reported
 *    once per fault and not once per frame. If that snapshot is lost, the hub's resync watchdog
 *    (../resyncWatchdog.ts) asks again after a timeout.
 *
 * `seq` is the engine's cross sequence (monotonic per symbol across restarts of `u`), which is what
 * tells a late snapshot from a fresh one; a new connection may talk to a restarted server, so the
 * store forgets it on disconnect.
 */
import type { BookLevel, DepthData } from '../../protocol';

export type BookPhase = 'loading' | 'live' | 'resyncing';

export interface SequenceState {
  phase: BookPhase;
  /** `u` of the last applied frame; 0 before the first snapshot. */
  lastU: number;
  /** Highest `seq` of any well-formed frame seen since the connection opened. */
  maxSeq: number;
  /** The last applied frame, to tell an exact duplicate from a repeat that does not fit. */
  last: { type: 'snapshot' | 'delta'; data: DepthData } | undefined;
}

/** reset: clear and apply; apply: merge; ignore: drop the frame; resync: drop the book, ask again. */
export type Verdict = 'reset' | 'apply' | 'ignore' | 'resync';

export const createSequenceState = (): SequenceState => ({
  phase: 'loading',
  lastU: 0,
  maxSeq: 0,
  last: undefined,
});

function sameLevels(a: readonly BookLevel[], b: readonly BookLevel[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as BookLevel;
    const y = b[i] as BookLevel;
    if (x[0] !== y[0] || x[1] !== y[1]) return false;
  }
  return true;
}

const isExactRepeat = (last: SequenceState['last'], type: 'delta', data: DepthData): boolean =>
  last !== undefined &&
  last.type === type &&
  last.data.u === data.u &&
  last.data.seq === data.seq &&
  sameLevels(last.data.b, data.b) &&
  sameLevels(last.data.a, data.a);

/** Judges a frame and moves the state on; the caller applies the verdict to its levels. */
export function checkSequence(state: SequenceState, type: 'snapshot' | 'delta', data: DepthData): Verdict {
  const stale = data.seq < state.maxSeq;
  if (data.seq > state.maxSeq) state.maxSeq = data.seq;

  if (type === 'snapshot') {
    // 1. A late snapshot would show an old book as live.
    if (stale) return markResync(state);
    state.phase = 'live';
    state.lastU = data.u;
    state.last = { type, data };
    return 'reset';
  }
  // 4. Already asked for a fresh snapshot: nothing before it counts.
  if (state.phase === 'resyncing') return 'ignore';
  // 3. A delta before any snapshot.
  if (state.phase === 'loading') return markResync(state);
  // 2. The one delta that fits.
  if (data.u === state.lastU + 1 && data.pseq === state.last?.data.seq) {
    state.lastU = data.u;
    state.last = { type, data };
    return 'apply';
  }
  // 3. The same message again is harmless; anything else is a fault.
  if (data.u === state.lastU && isExactRepeat(state.last, type, data)) return 'ignore';
  return markResync(state);
}

/** Drops the sequence: a fault, a bad frame, or the socket closing. */
export function markResync(state: SequenceState): 'resync' {
  state.phase = 'resyncing';
  state.lastU = 0;
  state.last = undefined;
  return 'resync';
}
