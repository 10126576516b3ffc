/**
 * Leveraged tokens: a pair like BTC3LUSDT whose base tracks 3× the daily move of BTCUSDT. The nav
 * resets once a UTC day (daily rebalancing), and also at once when the underlying moves more than 10 %
 * from the last reset, in which case the token shows "position change" (st 5) for a minute, as real
 * leveraged tokens do during an intraday rebalance. All arithmetic is exact decimal.
 */
import type { Instrument, LeveragedTokenInfo } from '../../shared/protocol';
import { div, formatFixed, mul, ONE, type Fixed } from '../../shared/money/fixed';
import { bucketStart } from './intervals';

const REBALANCE_MOVE = ONE / 10n;
const POSITION_CHANGE_MS = 60_000;
const NAV_EXTRA_DECIMALS = 4;

export interface LeveragedTokens {
  info(symbolId: string, now: number): LeveragedTokenInfo | undefined;
  /** The nav now, e.g. for the makers of the token's pair to quote around. */
  nav(symbolId: string, now: number): Fixed | undefined;
}

export interface LeveragedTokenOptions {
  instruments: readonly Instrument[];
  startTime: number;
  startPrice(symbolId: string): Fixed | undefined;
  /** The underlying pair's last price (the engine's). */
  lastPrice(symbolId: string): Fixed | undefined;
}

interface TokenState {
  inst: Instrument;
  underlyingSymbol: string;
  underlyingToken: string;
  /** Signed leverage as a Fixed: 3 for "3L", -3 for "3S". */
  leverage: Fixed;
  resetDay: number;
  navAtReset: Fixed;
  underlyingAtReset: Fixed;
  positionChangeUntil: number;
}

/** "BTC3L" → BTC, 3, long; undefined for a name that is not a leveraged token. */
function parseName(base: string): { token: string; times: bigint; long: boolean } | undefined {
  const match = /^([A-Z]+?)(\d+)([LS])$/.exec(base);
  if (match === null) return undefined;
  const [, token = '', times = '1', direction] = match;
  return { token, times: BigInt(times), long: direction === 'L' };
}

export function createLeveragedTokens(options: LeveragedTokenOptions): LeveragedTokens {
  const tokens = new Map<string, TokenState>();
  for (const inst of options.instruments) {
    const parsed = inst.isLeveragedToken ? parseName(inst.baseTokenId) : undefined;
    if (parsed === undefined) continue;
    const underlyingSymbol = `${parsed.token}${inst.quoteTokenId}`;
    const navStart = options.startPrice(inst.symbolId);
    const underlyingStart = options.startPrice(underlyingSymbol);
    if (navStart === undefined || underlyingStart === undefined) continue;
    tokens.set(inst.symbolId, {
      inst,
      underlyingSymbol,
      underlyingToken: parsed.token,
      leverage: (parsed.long ? parsed.times : -parsed.times) * ONE,
      resetDay: bucketStart('1d', options.startTime),
      navAtReset: navStart,
      underlyingAtReset: underlyingStart,
      positionChangeUntil: 0,
    });
  }

  const navOf = (state: TokenState, underlying: Fixed): Fixed => {
    const move = div(underlying, state.underlyingAtReset) - ONE;
    const nav = mul(state.navAtReset, ONE + mul(state.leverage, move));
    // A leveraged token never reaches zero: rebalancing cuts exposure long before.
    const floor = ONE / 10n ** BigInt(state.inst.pricePrecision + NAV_EXTRA_DECIMALS);
    return nav > floor ? nav : floor;
  };

  const update = (state: TokenState, now: number): Fixed => {
    const underlying = options.lastPrice(state.underlyingSymbol) ?? state.underlyingAtReset;
    const day = bucketStart('1d', now);
    const move = div(underlying, state.underlyingAtReset) - ONE;
    const bigMove = (move < 0n ? -move : move) > REBALANCE_MOVE;
    if (day > state.resetDay || bigMove) {
      state.navAtReset = navOf(state, underlying);
      state.underlyingAtReset = underlying;
      state.resetDay = day;
      if (bigMove) state.positionChangeUntil = now + POSITION_CHANGE_MS;
    }
    return navOf(state, underlying);
  };

  return {
    nav(symbolId, now) {
      const state = tokens.get(symbolId);
      return state === undefined ? undefined : update(state, now);
    },
    info(symbolId, now) {
      const state = tokens.get(symbolId);
      if (state === undefined) return undefined;
      const nav = update(state, now);
      const last = options.lastPrice(symbolId) ?? nav;
      const times = state.leverage < 0n ? -state.leverage : state.leverage;
      return {
        symbolId,
        nav: formatFixed(nav, state.inst.pricePrecision + NAV_EXTRA_DECIMALS),
        st: now < state.positionChangeUntil ? 5 : 1,
        riskSwitchStatus: 0,
        diffNvRate: formatFixed(div(last - nav, nav), 6),
        maxPurchase: '200000',
        minPurchase: '5',
        maxRedeem: '100000',
        minRedeem: '1',
        leverage: formatFixed(times),
        underlying: state.underlyingToken,
      };
    },
  };
}
