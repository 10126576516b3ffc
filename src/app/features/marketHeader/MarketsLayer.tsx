import type { RefObject } from 'react';
import type { Instrument } from '../../../shared/protocol';
import type { Locale } from '../../i18n/locales';
import { Popover } from '../../ui/Popover';
import { MarketsPopover } from './MarketsPopover';

/** How the list was opened: a hover is a look, a press (click, Enter, Space) an opening. */
export type OpenedBy = 'hover' | 'press';

export interface MarketsLayerProps {
  label: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  isOpen: boolean;
  onClose(): void;
  openedBy: OpenedBy | undefined;
  instrument: Instrument;
  locale: Locale;
}

/**
 * The markets list on the kit's non-modal Popover, anchored to the symbol button (MarketsMenu, which
 * loads this module when the list first opens). A press opening it puts focus in the search; a hover
 * opening leaves focus where it is.
 */
export function MarketsLayer({
  label,
  triggerRef,
  listRef,
  isOpen,
  onClose,
  openedBy,
  ...pair
}: MarketsLayerProps) {
  return (
    <Popover
      label={label}
      isNonModal
      triggerRef={triggerRef}
      isOpen={isOpen}
      onClose={onClose}
      focusOnOpen={openedBy === 'press'}
      className="markets-popover"
    >
      <MarketsPopover ref={listRef} {...pair} focusSearch={openedBy === 'press'} onChoose={onClose} />
    </Popover>
  );
}
