import type { Instrument } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import { calculateTickerFigures, type TickerFigures } from './calculateTickerFigures';

/** The pair's live ticker from the hub, as display strings. */
export function useTickerFigures(instrument: Instrument): TickerFigures | undefined {
  const live = useAtomValue(viewAtom({ kind: 'ticker', symbol: instrument.symbolId }));
  return calculateTickerFigures(live);
}
