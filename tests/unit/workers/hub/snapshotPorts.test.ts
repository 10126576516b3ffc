import { describe, expect, it } from 'vitest';
import { createSnapshotPorts } from '../../../../src/workers/hub/snapshotPorts';
import type { SnapshotPort } from '../../../../src/shared/protocol';

/** A port that records its closing. */
function fakePort(name: string, closed: string[]): SnapshotPort {
  return { postMessage: () => undefined, close: () => void closed.push(name) };
}

describe('snapshot ports', () => {
  it('closes a tab’s port once when it leaves, and an older port when the tab gives a new one', () => {
    const closed: string[] = [];
    const ports = createSnapshotPorts();
    const first = fakePort('t1/a', closed);
    ports.track('t1', first);
    ports.track('t1', first);
    expect(closed).toEqual([]);
    ports.track('t1', fakePort('t1/b', closed));
    ports.track('t2', fakePort('t2', closed));
    expect(closed).toEqual(['t1/a']);
    ports.release('t1');
    ports.release('t1');
    expect(closed).toEqual(['t1/a', 't1/b']);
    ports.release('t3');
    expect(closed).toEqual(['t1/a', 't1/b']);
  });
});
