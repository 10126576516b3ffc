import type { Instrument } from '../../shared/protocol';
import { viewAtom } from '../hub/hubAtoms';
import { atomPerKey, selectAtom, useAtomValue, type Atom } from '../state/appJotai';
import { calculateTickerFigures, sameTickerFigures, type TickerFigures } from './calculateTickerFigures';

/**
 * A pair's live ticker from the hub as display strings, notifying its readers only when a figure
 * shown changes: the ticker itself changes with every trade (its volumes), most of which move nothing
 * the header shows (the turnover is abbreviated, the high and low rarely move).
 */
export const tickerFiguresAtom = atomPerKey((symbolId: string): Atom<TickerFigures | undefined> =>
  selectAtom(
    viewAtom({ kind: 'ticker', symbol: symbolId }),
    (live) => calculateTickerFigures(live),
    sameTickerFigures,
  ),
);

/** The pair's live ticker from the hub, as display strings. */
export function useTickerFigures(instrument: Instrument): TickerFigures | undefined {
  return useAtomValue(tickerFiguresAtom(instrument.symbolId));
}
