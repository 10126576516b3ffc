import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Order } from '../../../../shared/protocol';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';

/**
 * Where a line is when not at its order's price: being moved, or sent and waiting. A wait is over once
 * the order's price is no longer the one it was sent from (the hub's account view brought the new one).
 */
export type LineState = { kind: 'moving'; price: string } | { kind: 'pending'; price: string; from: string };

/** What a handle does with pointer and keys: the order lines' own handlers, the same for every render. */
export interface HandleEvents {
  pointerDown(order: Order, price: string): void;
  pointerMove(order: Order, clientY: number, element: HTMLElement): void;
  pointerUp(order: Order): void;
  keyDown(order: Order, event: KeyboardEvent<HTMLButtonElement>): void;
}

/** One order line's handle at the price axis: what a pointer drags and a keyboard moves. */
export const OrderLineHandle = memo(function OrderLineHandle({
  order,
  state,
  y,
  events,
}: {
  order: Order;
  state: LineState | undefined;
  y: number;
  events: HandleEvents;
}) {
  const { t, i18n } = useTranslation();
  const price = state?.price ?? order.price;
  const side = t(order.side === 'Buy' ? 'chart.orderLine.buy' : 'chart.orderLine.sell');
  // aria-disabled, not disabled: a disabled button drops the focus, and a keyboard user who just moved
  // the line would find it on the page's body once the exchange answers.
  const pending = state?.kind === 'pending';
  return (
    <li style={{ top: `${y}px` }}>
      <button
        type="button"
        className="chart-order-line"
        data-side={order.side}
        aria-busy={pending}
        aria-disabled={pending || undefined}
        aria-label={t('chart.orderLine.label', {
          side,
          qty: formatDecimalForLocale(order.origQty, i18n.language),
          price: formatDecimalForLocale(price, i18n.language),
        })}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          if (pending) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          events.pointerDown(order, price);
        }}
        onPointerMove={(event) => events.pointerMove(order, event.clientY, event.currentTarget)}
        onPointerUp={() => events.pointerUp(order)}
        onKeyDown={(event) => {
          if (!pending) events.keyDown(order, event);
        }}
      >
        {pending ? t('chart.orderLine.pending') : formatDecimalForLocale(price, i18n.language)}
      </button>
    </li>
  );
});
