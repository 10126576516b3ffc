/**
 * The catalogue of trading pairs. Chosen so that every rule of the spec has a pair to exercise it:
 * several quote currencies, precisions from 0 to 10 decimals, the risk-disclaimer pairs (SUI, MNT, BIT),
 * innovation and adventure zones with quotas, a pair that opens in the future, buy- and sell-banned
 * pairs, and a leveraged token. Every number is derived with exact decimals from the start price.
 */
import type { Instrument } from '../../shared/protocol';
import { div, formatFixed, roundToStep, toFixed, unitOf, type Fixed } from '../../shared/money/fixed';

/** One row of the catalogue; the rest of an Instrument is derived. */
interface PairSpec {
  base: string;
  quote: string;
  /** Start price, at `pp` decimals or fewer. */
  price: string;
  pp: number;
  qp: number;
  ap: number;
  tradeStatus?: Instrument['tradeStatus'];
  isBanBuy?: boolean;
  isBanSell?: boolean;
  mark?: string[];
  needsRiskDisclaimer?: boolean;
  isLeveragedToken?: boolean;
  /** Opens this many ms after the exchange starts (countdown notice). */
  opensInMs?: number;
  listed?: boolean;
}

const HOUR = 3_600_000;

/**
 * Priority order: the "number of symbols" knob keeps the first N, so the pairs that exercise special
 * rules come right after the majors and a small N still covers most of the spec.
 */
const CATALOGUE: readonly PairSpec[] = [
  { base: 'BTC', quote: 'USDT', price: '97000.00', pp: 2, qp: 6, ap: 8, listed: true },
  { base: 'ETH', quote: 'USDT', price: '3400.00', pp: 2, qp: 5, ap: 7, listed: true },
  { base: 'SOL', quote: 'USDT', price: '190.00', pp: 2, qp: 3, ap: 6, listed: true },
  { base: 'BTC', quote: 'USDC', price: '97010.00', pp: 2, qp: 6, ap: 8 },
  { base: 'BTC', quote: 'EUR', price: '92500.0', pp: 1, qp: 6, ap: 4 },
  { base: 'BTC3L', quote: 'USDT', price: '1.8500', pp: 4, qp: 2, ap: 6, isLeveragedToken: true },
  { base: 'SUI', quote: 'USDT', price: '3.8000', pp: 4, qp: 2, ap: 6, needsRiskDisclaimer: true },
  { base: 'MNT', quote: 'USDT', price: '0.9500', pp: 4, qp: 2, ap: 6, needsRiskDisclaimer: true },
  { base: 'BIT', quote: 'USDT', price: '0.8500', pp: 4, qp: 2, ap: 6, needsRiskDisclaimer: true },
  {
    base: 'NEIRO',
    quote: 'USDT',
    price: '0.0018500',
    pp: 7,
    qp: 0,
    ap: 7,
    mark: ['innovation'],
    needsRiskDisclaimer: true,
  },
  {
    base: 'MOG',
    quote: 'USDT',
    price: '0.0000021000',
    pp: 10,
    qp: 0,
    ap: 8,
    mark: ['adventure'],
    needsRiskDisclaimer: true,
  },
  { base: 'NOVA', quote: 'USDT', price: '0.5000', pp: 4, qp: 1, ap: 6, tradeStatus: 3, opensInMs: 2 * HOUR },
  { base: 'LUNC', quote: 'USDT', price: '0.00009000', pp: 8, qp: 2, ap: 8, tradeStatus: 4, isBanBuy: true },
  { base: 'USTC', quote: 'USDT', price: '0.02100', pp: 5, qp: 1, ap: 6, tradeStatus: 4, isBanSell: true },
  { base: 'XRP', quote: 'USDT', price: '2.3500', pp: 4, qp: 2, ap: 6, listed: true },
  { base: 'DOGE', quote: 'USDT', price: '0.32000', pp: 5, qp: 1, ap: 6, listed: true },
  { base: 'ADA', quote: 'USDT', price: '0.9800', pp: 4, qp: 2, ap: 6 },
  { base: 'AVAX', quote: 'USDT', price: '36.500', pp: 3, qp: 3, ap: 6 },
  { base: 'LINK', quote: 'USDT', price: '21.400', pp: 3, qp: 2, ap: 6 },
  { base: 'DOT', quote: 'USDT', price: '6.900', pp: 3, qp: 2, ap: 6 },
  { base: 'LTC', quote: 'USDT', price: '105.00', pp: 2, qp: 4, ap: 6 },
  { base: 'TRX', quote: 'USDT', price: '0.24500', pp: 5, qp: 1, ap: 6 },
  { base: 'TON', quote: 'USDT', price: '5.600', pp: 3, qp: 2, ap: 6 },
  { base: 'ETH', quote: 'USDC', price: '3400.50', pp: 2, qp: 5, ap: 7 },
  { base: 'ETH', quote: 'BTC', price: '0.03505', pp: 5, qp: 4, ap: 8 },
  { base: 'SOL', quote: 'EUR', price: '181.20', pp: 2, qp: 3, ap: 4 },
];

/** How many pairs the catalogue holds: the upper bound of the symbols knob. */
export const MAX_SYMBOLS = CATALOGUE.length;

/** Order-size bounds per quote currency, in that currency. */
const AMOUNT_BOUNDS: Record<string, { min: string; max: string }> = {
  USDT: { min: '5', max: '2000000' },
  USDC: { min: '5', max: '2000000' },
  EUR: { min: '5', max: '1000000' },
  BTC: { min: '0.0001', max: '20' },
};

/** A step of `decimals` decimals as text: 2 → "0.01", 0 → "1", -2 → "100". Only 0, 1 and a dot. */
export function stepText(decimals: number): string {
  if (decimals > 0) return `0.${'0'.repeat(decimals - 1)}1`;
  return `1${'0'.repeat(-decimals)}`;
}

/**
 * Depth-merge steps, finest first: the tick, then ×10 while the step stays at most 1/50 of the price
 * (a coarser step would merge the whole visible book into one row), at most five steps.
 */
function digitMergeFor(price: Fixed, pricePrecision: number): string {
  const steps = [stepText(pricePrecision)];
  for (let d = pricePrecision - 1; steps.length < 5; d -= 1) {
    if (toFixed(stepText(d)) * 50n > price) break;
    steps.push(stepText(d));
  }
  return steps.join(',');
}

function buildInstrument(spec: PairSpec, startTime: number): Instrument {
  const price = toFixed(spec.price);
  const bounds = AMOUNT_BOUNDS[spec.quote] ?? { min: '1', max: '1000000' };
  const qtyUnit = unitOf(spec.qp);
  const minQty = roundToStep(div(toFixed(bounds.min), price), qtyUnit, 'up');
  const maxQty = roundToStep(div(toFixed(bounds.max), price), qtyUnit, 'down');
  const onlineTime = spec.opensInMs === undefined ? 0 : startTime + spec.opensInMs;
  return {
    symbolId: `${spec.base}${spec.quote}`,
    symbolName: `${spec.base}/${spec.quote}`,
    baseTokenId: spec.base,
    quoteTokenId: spec.quote,
    baseTokenName: spec.base,
    quoteTokenName: spec.quote,
    pricePrecision: spec.pp,
    quantityPrecision: spec.qp,
    amountPrecision: spec.ap,
    minPricePrecision: stepText(spec.pp),
    minTradeQuantity: formatFixed(minQty > qtyUnit ? minQty : qtyUnit, spec.qp),
    maxTradeQuantity: formatFixed(maxQty, spec.qp),
    minTradeAmount: bounds.min,
    maxTradeAmount: bounds.max,
    tradeStatus: spec.tradeStatus ?? 1,
    isBanBuy: spec.isBanBuy ?? false,
    isBanSell: spec.isBanSell ?? false,
    noticeVisible: spec.opensInMs !== undefined,
    mark: spec.mark ?? [],
    digitMerge: digitMergeFor(price, spec.pp),
    pricescale: 10 ** spec.pp,
    isLeveragedToken: spec.isLeveragedToken ?? false,
    needsRiskDisclaimer: spec.needsRiskDisclaimer ?? false,
    listed: spec.listed ?? false,
    onlineTime,
    makerFeeRate: '0.001',
    takerFeeRate: '0.001',
  };
}

/**
 * The first `count` pairs of the catalogue (clamped to 1..MAX_SYMBOLS; BTCUSDT is first so it is
 * always in). `startTime` places the onlineTime of pairs that open later.
 */
export function buildInstruments(startTime: number, count: number = MAX_SYMBOLS): Instrument[] {
  const n = Math.max(1, Math.min(MAX_SYMBOLS, Math.floor(count)));
  return CATALOGUE.slice(0, n).map((spec) => buildInstrument(spec, startTime));
}

/** The price the live market of a pair starts from, where its history ends. */
export function startPriceOf(symbolId: string): Fixed | undefined {
  const spec = CATALOGUE.find((s) => `${s.base}${s.quote}` === symbolId);
  return spec === undefined ? undefined : toFixed(spec.price);
}

export interface TokenInfo {
  tokenId: string;
  tokenName: string;
  /** Decimals a balance of this token is shown and rounded with. */
  precision: number;
}

/** Every token of the given pairs, each once; precision is the finest any pair uses for it. */
export function tokensOf(instruments: readonly Instrument[]): TokenInfo[] {
  const byId = new Map<string, TokenInfo>();
  const note = (tokenId: string, precision: number): void => {
    const known = byId.get(tokenId);
    if (known === undefined) byId.set(tokenId, { tokenId, tokenName: tokenId, precision });
    else known.precision = Math.max(known.precision, precision);
  };
  for (const i of instruments) {
    note(i.baseTokenId, i.quantityPrecision);
    note(i.quoteTokenId, i.amountPrecision);
  }
  return [...byId.values()];
}
