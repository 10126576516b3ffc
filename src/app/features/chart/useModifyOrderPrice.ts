import { useCallback } from 'react';
import type { Order } from '../../../shared/protocol';
import { restClient } from '../../api/restClient';
import { useAtomValue } from '../../state/appJotai';
import { modifyOrder, ownOrderActionsAtom, useOrderResult } from '../orders';

/**
 * A dragged order line's modify (spec 000 §7 "Modify order", §8): the new price for the same order and
 * quantity; the answer toasts as an order result (orderSuccessful with detail, or the refusal with the
 * server's message). Resolves whether the exchange accepted it, so the line can go back if not.
 */
export function useModifyOrderPrice(): (order: Order, price: string) => Promise<boolean> {
  const report = useOrderResult();
  const own = useAtomValue(ownOrderActionsAtom);
  return useCallback(
    async (order, price) => {
      own.noteModify(order.orderId);
      const result = await modifyOrder(restClient, {
        order_id: order.orderId,
        symbol_id: order.symbolId,
        price,
      });
      report(result);
      return result.ok;
    },
    [own, report],
  );
}
