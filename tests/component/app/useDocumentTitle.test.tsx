import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, AppJotaiProvider, createStore } from '../../../src/app/state/appJotai';
import { useDocumentTitle, useLiveDocumentTitle } from '../../../src/app/useDocumentTitle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A price atom per pair, the live title of one of them, and a count of the title component's renders. */
function renderLive() {
  const store = createStore();
  const prices = { BTC: atom('100'), ETH: atom('5') };
  let renders = 0;
  const toTitles = {
    BTC: (price: string) => `${price} BTC/USDT`,
    ETH: (price: string) => `${price} ETH/USDT`,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppJotaiProvider store={store}>{children}</AppJotaiProvider>
  );
  const view = renderHook(
    (props: { pair: 'BTC' | 'ETH' }) => {
      renders++;
      useLiveDocumentTitle(prices[props.pair], toTitles[props.pair], 1_000);
    },
    { initialProps: { pair: 'BTC' }, wrapper },
  );
  const set = (pair: 'BTC' | 'ETH', price: string) => act(() => store.set(prices[pair], price));
  return { ...view, set, renders: () => renders };
}

describe('useDocumentTitle', () => {
  it('writes at once, and leaves the title alone for undefined', () => {
    const { rerender } = renderHook((props: { title: string | undefined }) => useDocumentTitle(props.title), {
      initialProps: { title: 'One' as string | undefined },
    });
    expect(document.title).toBe('One');
    rerender({ title: 'Two' });
    expect(document.title).toBe('Two');
    rerender({ title: undefined });
    expect(document.title).toBe('Two');
  });
});

describe('useLiveDocumentTitle', () => {
  it('the first title at once, then at most one a period, the latest last, without rendering', () => {
    const { set, renders } = renderLive();
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(300);
    set('BTC', '101');
    set('BTC', '102');
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(699);
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('102 BTC/USDT');
    // A period after the last write, a new title goes at once.
    vi.advanceTimersByTime(1_000);
    set('BTC', '103');
    expect(document.title).toBe('103 BTC/USDT');
    expect(renders()).toBe(1);
  });

  it('another pair is written at once, and the old pair’s pending price never overwrites it', () => {
    const { set, rerender } = renderLive();
    set('BTC', '101');
    rerender({ pair: 'ETH' });
    expect(document.title).toBe('5 ETH/USDT');
    set('BTC', '102');
    vi.advanceTimersByTime(2_000);
    expect(document.title).toBe('5 ETH/USDT');
  });
});
