import type { Instrument, MarketRowView } from '../../../shared/protocol';

export type ChangeTrend = 'up' | 'down' | 'flat';

export interface StripItem {
  symbolId: string;
  /** "BTC/USDT" */
  symbolName: string;
  base: string;
  quote: string;
  /** A leveraged token opens its own page, not the spot page. */
  isLeveragedToken: boolean;
  /** "+1.23%", "-0.50%", "+0.00%"; `undefined` until the market list has the symbol. */
  change: string | undefined;
  trend: ChangeTrend;
}

/**
 * The hub's percent text ("1.23", "+1.23", "-0.50", "0.00") as the strip shows it: a sign always, 2
 * decimals, a percent sign (spec 000 §1, §9). Zero reads "+0.00%": the spec asks for a plus sign and
 * names no exception, and the market header shows zero the same way. A "-0.00" that rounded to zero is
 * flat, not down. `undefined` for text that is not a plain decimal.
 */
export function formatChangePercent(text: string): { text: string; trend: ChangeTrend } | undefined {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const decimals = (match[3] ?? '').padEnd(2, '0');
  // The hub formats with 2 decimals already; more would be a different producer, so refuse rather than round.
  if (decimals.length > 2) return undefined;
  const zero = /^0+$/.test(match[2] ?? '') && /^0+$/.test(decimals);
  const trend: ChangeTrend = zero ? 'flat' : match[1] === '-' ? 'down' : 'up';
  return { text: `${trend === 'down' ? '-' : '+'}${whole}.${decimals}%`, trend };
}

/**
 * A strip's items in the given order: listed symbols only (a favourite or recent id the exchange no
 * longer lists is left out), each with its 24h change from the market list.
 */
export function calculateStripItems(
  symbolIds: readonly string[],
  instruments: readonly Instrument[],
  marketRows: readonly MarketRowView[],
): StripItem[] {
  const byId = new Map(instruments.map((i) => [i.symbolId, i]));
  const changes = new Map(marketRows.map((row) => [row.symbol, row.change24h]));
  const items: StripItem[] = [];
  for (const symbolId of symbolIds) {
    const instrument = byId.get(symbolId);
    if (!instrument) continue;
    const change = formatChangePercent(changes.get(symbolId) ?? '');
    items.push({
      symbolId,
      symbolName: instrument.symbolName,
      base: instrument.baseTokenName,
      quote: instrument.quoteTokenName,
      isLeveragedToken: instrument.isLeveragedToken,
      change: change?.text,
      trend: change?.trend ?? 'flat',
    });
  }
  return items;
}
