/**
 * A symbol's trade status as of a moment: a pair announced with a future opening (tradeStatus 3) trades
 * (status 1) from its onlineTime on. The engine, the market makers and the symbol list all ask here so
 * they agree on when a pair opens.
 */
import type { Instrument } from '../../shared/protocol';

export function tradeStatusAt(inst: Instrument, now: number): Instrument['tradeStatus'] {
  return inst.tradeStatus === 3 && inst.onlineTime <= now ? 1 : inst.tradeStatus;
}

/** Orders are taken (on at least one side): trading or restricted, and past the opening time. */
export function isTradingAt(inst: Instrument, now: number): boolean {
  const status = tradeStatusAt(inst, now);
  return (status === 1 || status === 4) && inst.onlineTime <= now;
}
