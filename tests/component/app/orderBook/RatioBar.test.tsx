import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookAtom } from '../../../../src/app/features/orderBook/bookAtoms';
import { RatioBar } from '../../../../src/app/features/orderBook/RatioBar';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import type { OrderBookView } from '../../../../src/shared/protocol';
import { createTestI18n } from '../../createTestI18n';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A bar fed by the book atom, starting at 50 %, a clock the test sets, and `moveTo(buy, at)`: the
 * fill's follow flag after the book moves the ratio there.
 */
function setup() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const store = createStore();
  const book = bookAtom('BTCUSDT', '0.01');
  const setRatio = (buy: string) =>
    store.set(book, {
      kind: 'orderBook',
      buyRatio: buy,
      sellRatio: (100 - Number(buy)).toFixed(2),
    } as OrderBookView);
  setRatio('50.00');
  render(
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <RatioBar symbol="BTCUSDT" step="0.01" widthPx={300} />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  // The fill has no role of its own: it is the named bar's decorative first child.
  const follow = () =>
    (screen.getByRole('img', { name: /^Buy\/sell ratio/ }).firstElementChild as HTMLElement).dataset.follow;
  const moveTo = (buy: string, at: number) => {
    now = at;
    act(() => setRatio(buy));
    return follow();
  };
  return { follow, moveTo };
}

describe('RatioBar', () => {
  it('animates a move that has its 300 ms, and a move within 300 ms of the last follows at once', () => {
    const { follow, moveTo } = setup();
    expect(follow()).toBe('false');
    expect(moveTo('60.00', 1_000)).toBe('false');
    expect(moveTo('62.00', 1_150)).toBe('true');
    expect(moveTo('61.00', 1_449)).toBe('true');
    // 300 ms after the last move: animated again.
    expect(moveTo('55.00', 1_749)).toBe('false');
    // The same ratio again is no move: nothing changes, and the next move is timed from the last one.
    expect(moveTo('55.00', 1_800)).toBe('false');
    expect(moveTo('56.00', 2_100)).toBe('false');
  });
});
