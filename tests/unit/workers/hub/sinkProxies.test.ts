import { releaseProxy } from 'comlink';
import { describe, expect, it } from 'vitest';
import { createSinkProxies } from '../../../../src/workers/hub/sinkProxies';

/** A stand-in for a Comlink proxy: callable, with a releaseProxy that records the release. */
function fakeProxy(name: string, released: string[], settles = true) {
  const sink = () => undefined;
  return Object.assign(sink, {
    [releaseProxy]: () => {
      released.push(name);
      return settles ? Promise.resolve() : new Promise<void>(() => undefined);
    },
  });
}

describe('sink proxies', () => {
  it('releases a tab’s sink once when it leaves, and an older sink when the tab gives a new one', () => {
    const released: string[] = [];
    const proxies = createSinkProxies();
    const first = fakeProxy('t1/a', released);
    proxies.track('t1', first);
    proxies.track('t1', first);
    expect(released).toEqual([]);
    proxies.track('t1', fakeProxy('t1/b', released, false)); // a dead tab: never settles
    proxies.track('t2', fakeProxy('t2', released));
    expect(released).toEqual(['t1/a']);
    proxies.release('t1');
    proxies.release('t1');
    expect(released).toEqual(['t1/a', 't1/b']);
    proxies.release('t3');
    expect(released).toEqual(['t1/a', 't1/b']);
  });

  it('leaves plain functions alone (a sink passed without Comlink)', () => {
    const proxies = createSinkProxies();
    proxies.track('t1', () => undefined);
    expect(() => proxies.release('t1')).not.toThrow();
  });
});
