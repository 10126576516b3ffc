import { releaseProxy } from 'comlink';
import { describe, expect, it } from 'vitest';
import { createCallbackProxies } from '../../../../src/workers/hub/callbackProxies';

/** A stand-in for a Comlink proxy: callable, with a releaseProxy that records the release. */
function fakeProxy(name: string, released: string[], settles = true) {
  const callback = () => undefined;
  return Object.assign(callback, {
    [releaseProxy]: () => {
      released.push(name);
      return settles ? Promise.resolve() : new Promise<void>(() => undefined);
    },
  });
}

describe('callback proxies', () => {
  it('releases a watch on unwatch, once, and every watch of a tab on leaving', () => {
    const released: string[] = [];
    const proxies = createCallbackProxies();
    proxies.track('t1', 1, fakeProxy('t1/1', released));
    proxies.track('t1', 2, fakeProxy('t1/2', released, false)); // a dead tab: never settles
    proxies.track('t2', 1, fakeProxy('t2/1', released));
    proxies.release('t1', 1);
    proxies.release('t1', 1);
    expect(released).toEqual(['t1/1']);
    proxies.releaseTab('t1');
    expect(released).toEqual(['t1/1', 't1/2']);
    proxies.releaseTab('t1');
    proxies.release('t2', 7);
    expect(released).toEqual(['t1/1', 't1/2']);
  });

  it('leaves plain functions alone (a callback passed without Comlink)', () => {
    const proxies = createCallbackProxies();
    proxies.track('t1', 1, () => undefined);
    expect(() => proxies.releaseTab('t1')).not.toThrow();
  });
});
