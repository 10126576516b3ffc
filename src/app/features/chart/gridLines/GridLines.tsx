import { LineStyle, type CreatePriceLineOptions } from 'lightweight-charts';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  calculateGridLines,
  marketSideOf,
  type GridLine,
  type MarketSide,
} from '../../../../shared/chart/calculateGridLines';
import type { ChartColors } from '../kline/chartColors';
import type { KlineChart } from '../kline/createKlineChart';
import { lastPriceAtom, lastPriceKnownAtom } from '../../../instruments/lastPriceAtom';
import { useAtomValue, useStore } from '../../../state/appJotai';
import { useGridStrategies } from './useGridStrategies';

export interface GridLinesProps {
  chart: KlineChart;
  /** The pair: its strategies, and its last price (no lines until that is known). */
  symbol: string;
  /** The symbol's price step: levels sit on it. */
  tick: string;
}

/** spec 000 §9: red above the market (the bot sells there), green below (it buys), muted at it. */
function colourOf(side: MarketSide, colors: ChartColors): string {
  return side === 'above' ? colors.down : side === 'below' ? colors.up : colors.muted;
}

interface DrawnGrid {
  /** Recolours the lines whose side of `lastPrice` changed; the others are left alone. */
  recolour(lastPrice: string): void;
  remove(): void;
}

/** Draws the lines and keeps, outside React, which side each one is shown on. */
function drawGrid(chart: KlineChart, lines: readonly (GridLine & { title: string })[]): DrawnGrid {
  const colors = chart.colors();
  const drawn = lines.map((line) => {
    const options: CreatePriceLineOptions = {
      price: Number(line.price),
      color: colourOf(line.side, colors),
      lineWidth: 1,
      lineStyle: line.kind === 'support' ? LineStyle.Dashed : LineStyle.Dotted,
      axisLabelVisible: line.axisLabel,
      title: line.title,
    };
    return { handle: chart.addPriceLine(options), options, price: line.price, side: line.side };
  });
  return {
    recolour(lastPrice) {
      const now = chart.colors();
      for (const line of drawn) {
        const side = marketSideOf(line.price, lastPrice);
        if (side === undefined || side === line.side) continue;
        line.side = side;
        line.options = { ...line.options, color: colourOf(side, now) };
        line.handle.update(line.options);
      }
    },
    remove() {
      for (const line of drawn) line.handle.remove();
    },
  };
}

/**
 * The user's grid strategies on this pair as thin price lines (spec 000 §3, §9). The levels come from
 * calculateGridLines; as the last price moves only lines whose side changed are recoloured, and the
 * levels are drawn again only when the strategies, the tick or the language change. The price is
 * followed through the store, not rendered: a move recolours lines and renders nothing (it moves with
 * nearly every market frame).
 */
export function GridLines({ chart, symbol, tick }: GridLinesProps) {
  const { t } = useTranslation();
  const store = useStore();
  const price = lastPriceAtom(symbol);
  // Renders once when the price first comes (the lines need it), not at every move.
  const hasPrice = useAtomValue(lastPriceKnownAtom(symbol));
  const strategies = useGridStrategies(symbol);

  useEffect(() => {
    if (!hasPrice) return;
    const lines = strategies.flatMap((strategy) =>
      (calculateGridLines(strategy, tick, store.get(price)) ?? []).map((line) => ({
        ...line,
        title:
          line.kind === 'support'
            ? t('gridLines.support')
            : t('gridLines.level', { index: line.index, count: strategy.grid_number }),
      })),
    );
    const grid = drawGrid(chart, lines);
    grid.recolour(store.get(price));
    const unsubscribe = store.sub(price, () => grid.recolour(store.get(price)));
    return () => {
      unsubscribe();
      grid.remove();
    };
  }, [chart, store, price, strategies, tick, hasPrice, t]);

  return null;
}
