import type { Instrument, InstrumentsView } from '../../shared/protocol';
import { viewAtom } from '../hub/hubAtoms';
import { useAtomValue } from '../state/appJotai';

export type SpotInstrumentState =
  | { status: 'loading' }
  | { status: 'failed'; failure: NonNullable<InstrumentsView['failure']> }
  | { status: 'unknownPair' }
  | { status: 'ready'; instrument: Instrument; instruments: readonly Instrument[] };

const instrumentsView = viewAtom({ kind: 'instruments' });

/**
 * The pair's instrument from the hub's symbol list (fetched once per hub, shared by every tab). A
 * failed fetch is retried by the hub with its backoff; until then the page says why.
 */
export function useSpotInstrument(base: string, quote: string): SpotInstrumentState {
  const view = useAtomValue(instrumentsView);
  if (!view || view.status === 'loading') return { status: 'loading' };
  if (view.status === 'failed' && view.failure) return { status: 'failed', failure: view.failure };
  const instrument = view.instruments.find((i) => i.baseTokenName === base && i.quoteTokenName === quote);
  return instrument
    ? { status: 'ready', instrument, instruments: view.instruments }
    : { status: 'unknownPair' };
}
