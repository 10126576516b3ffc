import type { Instrument } from '../../../../shared/protocol';
import { useSymbolOpening, type UseSymbolOpeningOptions } from '../useSymbolOpening';
import { CountdownMask } from './CountdownMask';
import { SymbolErrorMask } from './SymbolErrorMask';

export interface SymbolOpeningOverlayProps {
  instrument: Pick<Instrument, 'symbolId' | 'symbolName' | 'noticeVisible'>;
  /** Clock and notice call for tests; stable values (see useSymbolOpening). */
  options?: UseSymbolOpeningOptions;
  /** What the error mask's Refresh does; default reloads the page. */
  reload?: () => void;
}

/**
 * The opening overlays in one: the countdown mask while a pair counts down, the error mask when its
 * opening could not be checked, nothing while checking or once open (type 3 notices included: the
 * chart shows, an icon is the panel's to draw from `useSymbolOpening`).
 */
export function SymbolOpeningOverlay({ instrument, options, reload }: SymbolOpeningOverlayProps) {
  const state = useSymbolOpening(instrument, options);
  if (state.kind === 'countdown')
    return (
      <CountdownMask
        symbolName={instrument.symbolName}
        remainingMs={state.remainingMs}
        notice={state.notice}
      />
    );
  if (state.kind === 'error')
    return reload ? (
      <SymbolErrorMask symbolName={instrument.symbolName} reload={reload} />
    ) : (
      <SymbolErrorMask symbolName={instrument.symbolName} />
    );
  return null;
}
