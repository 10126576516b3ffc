/**
 * The order lines follow the chart, not the market: a move of the last price renders nothing, and a
 * drag's end still judges the crossing (spec 000 §4) against the price at that moment.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { OrderLines } from '../../../../../src/app/features/chart/orderLines/OrderLines';
import type { ChartColors } from '../../../../../src/app/features/chart/kline/chartColors';
import type { KlineChart } from '../../../../../src/app/features/chart/kline/createKlineChart';
import { hubClientAtom } from '../../../../../src/app/hub/hubAtoms';
import { AppJotaiProvider, createStore } from '../../../../../src/app/state/appJotai';
import type { Instrument, Order } from '../../../../../src/shared/protocol';
import { createTestI18n } from '../../../createTestI18n';
import { fakeTickerHub } from '../fakeTickerHub';

/** A 1 000 px pane from 96 000 (bottom) to 97 000 (top): a pixel a unit of price. */
const chart = {
  colors: () => ({ up: 'green', down: 'red', muted: 'grey' }) as ChartColors,
  subscribeLayout: () => () => undefined,
  paneHeight: () => 1000,
  mainSeries: () => ({
    priceToCoordinate: (price: number) => 97_000 - price,
    coordinateToPrice: (y: number) => 97_000 - y,
  }),
  addPriceLine: () => ({ update: () => undefined, remove: () => undefined }),
} as unknown as KlineChart;

const instrument = { symbolId: 'BTCUSDT', minPricePrecision: '0.01' } as Instrument;
const order = { orderId: 'o-1', side: 'Buy', price: '96499.95', origQty: '0.5' } as Order;

describe('OrderLines', () => {
  it('renders nothing as the last price moves, and judges a move against the price when it ends', () => {
    const store = createStore();
    const { hub, setLastPrice } = fakeTickerHub();
    store.set(hubClientAtom, hub);
    const onModify = vi.fn(() => Promise.resolve(true));
    let renders = 0;
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AppJotaiProvider store={store}>
          <Profiler id="lines" onRender={() => (renders += 1)}>
            <OrderLines chart={chart} instrument={instrument} orders={[order]} onModify={onModify} />
          </Profiler>
        </AppJotaiProvider>
      </I18nextProvider>,
    );
    setLastPrice('96500.00');
    const handle = screen.getByRole('button', { name: /^Buy order/ });
    const before = renders;
    for (const price of ['96500.01', '96499.90', '96500.20']) setLastPrice(price);
    expect(renders).toBe(before);

    // Ten ticks up, to 96 500.05, while the market is back at 96 500.00: a buy above it, asked first.
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'PageUp' });
    setLastPrice('96500.00');
    fireEvent.keyDown(handle, { key: 'Enter' });
    const hint = screen.getByRole('alertdialog', { name: 'Price crosses the market' });
    fireEvent.click(within(hint).getByRole('button', { name: 'Keep the old price' }));

    // Again, with the market at 96 500.20 when the move ends: below it, sent at once.
    fireEvent.keyDown(handle, { key: 'PageUp' });
    setLastPrice('96500.20');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onModify).toHaveBeenCalledExactlyOnceWith(order, '96500.05');
  });
});
