import { useEffect, useState } from 'react';
import type { ChartClock } from '../../../shared/chart/chartClock';
import { createSymbolOpening, type SymbolOpeningState } from '../../../shared/chart/symbolOpening';
import type { Instrument, SymbolNotice } from '../../../shared/protocol';
import { browserChartClock } from './browserChartClock';
import { fetchSymbolNotice } from './chartApi';
import { subscribePageStatus } from './subscribePageStatus';

export interface UseSymbolOpeningOptions {
  /** Default: the browser's clock and timers. */
  clock?: ChartClock;
  /** Default: GET symbol_notice on the page's origin. */
  fetchNotice?: (symbolId: string) => Promise<SymbolNotice | undefined>;
}

type OpeningInstrument = Pick<Instrument, 'symbolId' | 'noticeVisible'>;

const initialState = (instrument: OpeningInstrument): SymbolOpeningState =>
  instrument.noticeVisible ? { kind: 'checking' } : { kind: 'open', notice: undefined };

/**
 * Whether the chart of `instrument` may show yet (spec 000 §4): drives the symbol-opening machine
 * with the page's visibility and online events, and restarts it for another symbol. Pass stable
 * `options` (module constants or memoized): a new clock or fetch restarts the machine.
 */
export function useSymbolOpening(
  instrument: OpeningInstrument,
  options: UseSymbolOpeningOptions = {},
): SymbolOpeningState {
  const { symbolId, noticeVisible } = instrument;
  const { clock = browserChartClock, fetchNotice = fetchSymbolNotice } = options;
  // Tagged with its symbol, so another symbol never shows the previous one's state for a frame; the
  // machine's first state is the initial one, so it is rendered without being set.
  const [tagged, setTagged] = useState<{ symbolId: string; state: SymbolOpeningState }>();

  useEffect(() => {
    const opening = createSymbolOpening({
      symbolId,
      noticeVisible,
      fetchNotice,
      clock,
      onChange: (state) => setTagged({ symbolId, state }),
    });
    const unsubscribe = subscribePageStatus({
      hidden: opening.pageHidden,
      visible: opening.pageVisible,
      online: opening.online,
    });
    return () => {
      unsubscribe();
      opening.dispose();
      // Until the next machine speaks, the render falls back to the initial state, not this one's.
      setTagged(undefined);
    };
  }, [symbolId, noticeVisible, fetchNotice, clock]);

  return tagged?.symbolId === symbolId ? tagged.state : initialState(instrument);
}
