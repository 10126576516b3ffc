import { LineStyle, type CreatePriceLineOptions } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  calculateGridLines,
  marketSideOf,
  type GridLine,
  type MarketSide,
} from '../../../../shared/chart/calculateGridLines';
import { parseFixed } from '../../../../shared/money/fixed';
import type { ChartColors } from '../kline/chartColors';
import type { KlineChart } from '../kline/createKlineChart';
import { useLastPrice } from '../../../instruments/lastPriceAtom';
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
 * levels are drawn again only when the strategies, the tick or the language change.
 */
export function GridLines({ chart, symbol, tick }: GridLinesProps) {
  const { t } = useTranslation();
  const lastPrice = useLastPrice(symbol);
  const strategies = useGridStrategies(symbol);
  const drawn = useRef<DrawnGrid>(undefined);
  // Read when the lines are (re)drawn; the price's own moves are handled by the recolouring below.
  const latestPrice = useRef(lastPrice);
  const hasPrice = parseFixed(lastPrice) !== undefined;

  useEffect(() => {
    latestPrice.current = lastPrice;
  }, [lastPrice]);

  useEffect(() => {
    if (!hasPrice) return;
    const lines = strategies.flatMap((strategy) =>
      (calculateGridLines(strategy, tick, latestPrice.current) ?? []).map((line) => ({
        ...line,
        title:
          line.kind === 'support'
            ? t('gridLines.support')
            : t('gridLines.level', { index: line.index, count: strategy.grid_number }),
      })),
    );
    const grid = drawGrid(chart, lines);
    drawn.current = grid;
    return () => {
      grid.remove();
      drawn.current = undefined;
    };
  }, [chart, strategies, tick, hasPrice, t]);

  useEffect(() => {
    drawn.current?.recolour(lastPrice);
  }, [lastPrice]);

  return null;
}
