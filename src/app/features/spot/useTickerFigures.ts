import type { Instrument, Ticker } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import { calculateTickerFigures, type TickerFigures } from './calculateTickerFigures';

/** The pair's live ticker from the hub, with the REST ticker standing in until the first snapshot. */
export function useTickerFigures(
  instrument: Instrument,
  rest: Ticker | undefined,
): TickerFigures | undefined {
  const live = useAtomValue(viewAtom({ kind: 'ticker', symbol: instrument.symbolId }));
  return calculateTickerFigures(instrument, live, rest);
}
