import { useId, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Side } from '../../../../shared/protocol';
import { useSetAtom } from '../../../state/appJotai';
import { Popover } from '../../../ui/Popover';
import { orderDraftAtom } from '../../orderForm';
import { HOVER_MIN_OFFSET } from './calculateHoverPlacement';
import { useQuickOrder, type QuickOrderDeps } from './useQuickOrder';

export interface QuickOrderPanelProps extends QuickOrderDeps {
  /** The hover button: the panel hangs below it (above when short of room) and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The chart's box: spec 000 §9 keeps the panel ≥ 2 px inside it. */
  boundary: HTMLElement | null;
  /** Escape, a press outside, or the close button. */
  onClose: () => void;
}

/**
 * The quick-order panel (spec 000 §2): the kit's anchored, non-modal Popover with the quantity in base
 * and Buy and Sell at market. The quantity field takes focus when it opens; the page around it stays
 * usable; Escape or a press elsewhere closes it, and Escape or its × puts focus back on the button.
 * "More options" takes the quantity to the order form, as a limit order at the last price.
 */
export function QuickOrderPanel({ triggerRef, boundary, onClose, ...deps }: QuickOrderPanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [quantity, setQuantity] = useState('');
  const { busy, submit } = useQuickOrder(deps);
  const setDraft = useSetAtom(orderDraftAtom);
  const { baseTokenName: base, symbolName } = deps.instrument;
  const order = (side: Side) => void submit(side, quantity);
  const toForm = () => {
    setDraft({
      symbol: deps.instrument.symbolId,
      price: deps.lastPrice,
      quantity: quantity.trim(),
      source: 'chart',
      at: Date.now(),
    });
    onClose();
  };

  return (
    <Popover
      label={t('quickOrder.dialog', { pair: symbolName })}
      isOpen
      onClose={onClose}
      // Its answer is a toast elsewhere on the page, which must stay audible while it is open.
      isNonModal
      triggerRef={triggerRef}
      placement="bottom end"
      boundaryElement={boundary}
      containerPadding={HOVER_MIN_OFFSET}
      className="quick-order-panel"
    >
      <form
        className="quick-order-panel__form"
        aria-busy={busy}
        // Enter in the field is not a side: only the two buttons place an order.
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId}>{t('quickOrder.quantity', { base })}</label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <div className="quick-order-panel__sides">
          <button
            type="button"
            className="quick-order-panel__buy"
            disabled={busy}
            onClick={() => order('Buy')}
          >
            {t('quickOrder.buy')}
          </button>
          <button
            type="button"
            className="quick-order-panel__sell"
            disabled={busy}
            onClick={() => order('Sell')}
          >
            {t('quickOrder.sell')}
          </button>
        </div>
        <button type="button" className="quick-order-panel__more" onClick={toForm}>
          {t('quickOrder.toForm')}
        </button>
        {busy && (
          <p role="status" className="quick-order-panel__busy">
            {t('quickOrder.checking')}
          </p>
        )}
      </form>
      <button
        type="button"
        className="quick-order-panel__close"
        aria-label={t('quickOrder.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </Popover>
  );
}
