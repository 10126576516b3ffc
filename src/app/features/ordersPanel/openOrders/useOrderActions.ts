import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { OrderEditField } from '../../../../shared/orderChecks';
import type { Order } from '../../../../shared/protocol';
import { restClient } from '../../../api/restClient';
import { useToast } from '../../../ui/useToast';
import { useAtomValue } from '../../../state/appJotai';
import { cancelOrder, ownOrderActionsAtom, useOrderResult } from '../../orders';
import { describeCancelResult } from './describeCancelResult';
import { sendOrderEdit } from './sendOrderEdit';

/** What a row is waiting for: its cancel, or a modify of one of its figures. */
export type PendingAction = { kind: 'cancel' } | { kind: 'modify'; field: OrderEditField };

export interface OrderActions {
  pending: ReadonlyMap<string, PendingAction>;
  cancel(order: Order): void;
  modify(order: Order, field: OrderEditField, value: string): void;
}

/**
 * Cancel and modify of single orders, one request per order at a time (a second click while one is in
 * flight sends nothing: the guard is a ref, so two clicks in one frame cannot both pass), each answer
 * toasted: a cancel per spec 000 §8 "Cancel", a modify as an order result (orderSuccessful with its
 * detail, or the refusal and the server's message).
 */
export function useOrderActions(): OrderActions {
  const { t } = useTranslation();
  const { show } = useToast();
  const report = useOrderResult();
  const own = useAtomValue(ownOrderActionsAtom);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingAction>>(new Map());
  const inFlight = useRef(new Set<string>());

  const run = useCallback(async (orderId: string, action: PendingAction, work: () => Promise<void>) => {
    if (inFlight.current.has(orderId)) return;
    inFlight.current.add(orderId);
    setPending((current) => new Map(current).set(orderId, action));
    try {
      await work();
    } finally {
      inFlight.current.delete(orderId);
      setPending((current) => {
        const next = new Map(current);
        next.delete(orderId);
        return next;
      });
    }
  }, []);

  const cancel = useCallback(
    (order: Order) =>
      void run(order.orderId, { kind: 'cancel' }, async () => {
        own.noteCancel(order.orderId);
        const result = await cancelOrder(restClient, {
          orderId: order.orderId,
          clientOrderId: order.clientOrderId,
          planType: order.planType,
        });
        show(describeCancelResult(t, result));
      }),
    [own, run, show, t],
  );

  const modify = useCallback(
    (order: Order, field: OrderEditField, value: string) =>
      void run(order.orderId, { kind: 'modify', field }, async () => {
        own.noteModify(order.orderId);
        report(await sendOrderEdit(order, field, value));
      }),
    [own, report, run],
  );

  return { pending, cancel, modify };
}
