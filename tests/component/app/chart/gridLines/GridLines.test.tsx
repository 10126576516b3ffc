/**
 * The grid lines on the chart (spec 000 §3, §9) against the msw exchange's seeded grade grid for the
 * classic user (92 150 … 101 850, ten grids): each level is red above the last price and green below,
 * recoloured as the price crosses levels, without the component rendering again for a move.
 */
import { render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CreatePriceLineOptions } from 'lightweight-charts';
import { GridLines } from '../../../../../src/app/features/chart/gridLines/GridLines';
import type { ChartColors } from '../../../../../src/app/features/chart/kline/chartColors';
import type { KlineChart } from '../../../../../src/app/features/chart/kline/createKlineChart';
import { SessionLoader } from '../../../../../src/app/features/session/SessionLoader';
import { hubClientAtom } from '../../../../../src/app/hub/hubAtoms';
import { AppJotaiProvider, createStore } from '../../../../../src/app/state/appJotai';
import { setupMswExchange } from '../../../../msw/setupMswExchange';
import { createTestI18n } from '../../../createTestI18n';
import { fakeTickerHub } from '../fakeTickerHub';

const env = setupMswExchange();

const COLORS = { up: 'green', down: 'red', muted: 'grey' } as ChartColors;

/** A chart that keeps its price lines' latest options. */
function fakeChart() {
  const lines: CreatePriceLineOptions[][] = [];
  const chart = {
    colors: () => COLORS,
    addPriceLine(options: CreatePriceLineOptions) {
      const line = [options];
      lines.push(line);
      return {
        update: (next: CreatePriceLineOptions) => line.push(next),
        remove: () => lines.splice(lines.indexOf(line), 1),
      };
    },
  } as unknown as KlineChart;
  /** Each line's price and colour now, lowest first. */
  const shown = () =>
    lines
      .map((line) => line[line.length - 1]!)
      .map(({ price, color }) => ({ price, color }))
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
  return { chart, shown };
}

describe('GridLines', () => {
  it('colours each level by its side of the last price, and recolours as it moves without rendering', async () => {
    env.current.loginAs('classic@spotdesk.test');
    const store = createStore();
    const { hub, setLastPrice } = fakeTickerHub();
    store.set(hubClientAtom, hub);
    const { chart, shown } = fakeChart();
    let renders = 0;
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AppJotaiProvider store={store}>
          <SessionLoader />
          <Profiler id="grid" onRender={() => (renders += 1)}>
            <GridLines chart={chart} symbol="BTCUSDT" tick="0.01" />
          </Profiler>
        </AppJotaiProvider>
      </I18nextProvider>,
    );
    // Between two levels (96 000 and 96 970).
    setLastPrice('96500.00');
    // Eleven levels, and the support line under them.
    await waitFor(() => expect(shown().filter((line) => (line.price ?? 0) >= 92_150)).toHaveLength(11));
    const levels = shown().filter((line) => (line.price ?? 0) >= 92_150);
    expect(levels.map((line) => line.color)).toEqual(
      levels.map((line) => ((line.price ?? 0) > 96_500 ? 'red' : 'green')),
    );
    expect(new Set(levels.map((line) => line.color))).toEqual(new Set(['red', 'green']));

    const before = renders;
    // Above every level: all of them are below the market now, green; then below every level, red.
    const levelColours = () =>
      new Set(shown().flatMap((line) => ((line.price ?? 0) >= 92_150 ? [line.color] : [])));
    setLastPrice('102000.00');
    expect(levelColours()).toEqual(new Set(['green']));
    setLastPrice('90000.00');
    expect(levelColours()).toEqual(new Set(['red']));
    expect(renders).toBe(before);
  });
});
