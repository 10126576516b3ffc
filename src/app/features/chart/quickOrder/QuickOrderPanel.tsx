import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../../../shared/protocol';
import type { Placement } from './calculateHoverPlacement';
import { useQuickOrder, type QuickOrderDeps } from './useQuickOrder';

export interface QuickOrderPanelProps extends QuickOrderDeps {
  /** Escape or the close button; the opener puts focus back on its button. */
  onClose: () => void;
  id?: string;
  /** Where in the chart's box (the opener measures it); in the flow of the page without one. */
  placement?: Placement | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The quick-order panel (spec 000 §2): a non-modal dialog with the quantity in base and Buy and Sell
 * at market. It takes focus when it opens and gives it back through `onClose`; the page around it
 * stays usable, so there is no focus trap.
 */
export function QuickOrderPanel({ onClose, id, placement, ref, ...deps }: QuickOrderPanelProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [quantity, setQuantity] = useState('');
  const { busy, submit } = useQuickOrder(deps);
  const { baseTokenName: base, symbolName } = deps.instrument;

  useEffect(() => input.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here, so a dialog or menu further out does not close as well.
    event.stopPropagation();
    onClose();
  };
  const order = (side: Side) => void submit(side, quantity);

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={t('quickOrder.dialog', { pair: symbolName })}
      aria-busy={busy}
      className={placement ? 'quick-order-panel quick-order-panel--placed' : 'quick-order-panel'}
      style={placement}
      onKeyDown={onKeyDown}
    >
      <form
        className="quick-order-panel__form"
        // Enter in the field is not a side: only the two buttons place an order.
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId}>{t('quickOrder.quantity', { base })}</label>
        <input
          ref={input}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
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
    </div>
  );
}
