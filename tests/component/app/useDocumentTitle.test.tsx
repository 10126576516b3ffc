import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '../../../src/app/useDocumentTitle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (title: string, key = 'BTC/USDT') =>
  renderHook(
    (props: { title: string; key: string }) =>
      useDocumentTitle(props.title, { everyMs: 1_000, key: props.key }),
    {
      initialProps: { title, key },
    },
  );

describe('useDocumentTitle', () => {
  it('writes at once without a throttle, and leaves the title alone for undefined', () => {
    const { rerender } = renderHook((props: { title: string | undefined }) => useDocumentTitle(props.title), {
      initialProps: { title: 'One' as string | undefined },
    });
    expect(document.title).toBe('One');
    rerender({ title: 'Two' });
    expect(document.title).toBe('Two');
    rerender({ title: undefined });
    expect(document.title).toBe('Two');
  });

  it('throttled: the first title at once, then at most one a period, the latest last', () => {
    const { rerender } = render('100 BTC/USDT');
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(300);
    rerender({ title: '101 BTC/USDT', key: 'BTC/USDT' });
    rerender({ title: '102 BTC/USDT', key: 'BTC/USDT' });
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(699);
    expect(document.title).toBe('100 BTC/USDT');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('102 BTC/USDT');
    // A period after the last write, a new title goes at once.
    vi.advanceTimersByTime(1_000);
    rerender({ title: '103 BTC/USDT', key: 'BTC/USDT' });
    expect(document.title).toBe('103 BTC/USDT');
  });

  it('throttled: another pair is written at once, and its pending price is not overwritten by the old one', () => {
    const { rerender } = render('100 BTC/USDT');
    rerender({ title: '101 BTC/USDT', key: 'BTC/USDT' });
    rerender({ title: '5 ETH/USDT', key: 'ETH/USDT' });
    expect(document.title).toBe('5 ETH/USDT');
    vi.advanceTimersByTime(2_000);
    expect(document.title).toBe('5 ETH/USDT');
  });
});
