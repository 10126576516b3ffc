import { describe, expect, it } from 'vitest';
import type { HubClient } from '../../../../src/app/hub/HubClient';
import { hubClientAtom, viewAtom } from '../../../../src/app/hub/hubAtoms';
import { createStore } from '../../../../src/app/state/appJotai';
import type { ViewSnapshot } from '../../../../src/shared/protocol';

/** A hub client whose watches the test feeds by hand. */
function fakeHub() {
  const watching = new Set<(snapshot: ViewSnapshot) => void>();
  const hub: HubClient = {
    watch(_view, onSnapshot) {
      const callback = onSnapshot as (snapshot: ViewSnapshot) => void;
      watching.add(callback);
      return () => watching.delete(callback);
    },
    sessionIs() {},
    dispose() {},
  };
  const push = (snapshot: ViewSnapshot) => {
    for (const callback of watching) callback(snapshot);
  };
  return { hub, push, watching };
}

describe('viewAtom', () => {
  it('watches while read, and forgets its snapshot when the last reader goes', () => {
    const { hub, push, watching } = fakeHub();
    const store = createStore();
    store.set(hubClientAtom, hub);
    const trades = viewAtom({ kind: 'trades', symbol: 'XRPUSDT' });
    const snapshot = { kind: 'trades', symbol: 'XRPUSDT', status: 'live', trades: [] } as ViewSnapshot;

    const stop = store.sub(trades, () => undefined);
    expect(watching.size).toBe(1);
    push(snapshot);
    expect(store.get(trades)).toBe(snapshot);

    stop();
    expect(watching.size).toBe(0);
    // Shown again later: nothing until the hub's fresh snapshot, never the old one.
    const again = store.sub(trades, () => undefined);
    expect(store.get(trades)).toBeUndefined();
    again();
  });
});
