import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { OrderEditField } from '../../../../shared/orderChecks';
import type { Order } from '../../../../shared/protocol';
import { computeClientAtom } from '../../../compute/computeAtoms';
import { viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { NumberField } from '../../../ui/NumberField';
import { ModifyHintDialog, type ModifyHint } from '../../orders';
import { viewerAtom } from '../../session';
import { lastPriceAtom } from '../../../instruments/lastPriceAtom';

const instrumentsView = viewAtom({ kind: 'instruments' });

export interface OrderEditorProps {
  order: Order;
  field: OrderEditField;
  /** The figure's value as the order has it: the editor starts from it. */
  initial: string;
  onClose(): void;
  /** The checked value to send. */
  onSend(value: string): void;
}

/**
 * One figure of an open order edited in place (spec 000 §4 "Editing"): Enter or Save runs the edit
 * checks in the compute worker (spec 000 §5), and then an empty or identical value closes the editor
 * without a request, a refusal is said on the field (nothing sent), a price across the market or a
 * quantity equal to the executed asks first (ModifyHintDialog), and anything else is sent. Escape or
 * Discard closes it.
 */
export function OrderEditor({ order, field, initial, onClose, onSend }: OrderEditorProps) {
  const { t } = useTranslation('integratedTrade');
  const compute = useAtomValue(computeClientAtom);
  const instrument = useAtomValue(instrumentsView)?.instruments.find((i) => i.symbolId === order.symbolId);
  const lastPrice = useAtomValue(lastPriceAtom(order.symbolId));
  const { isUTA } = useAtomValue(viewerAtom);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [hint, setHint] = useState<{ hint: ModifyHint; value: string }>();
  const form = useRef<HTMLFormElement>(null);
  // Closed (Escape, Discard, unmounted) while the check was out: its answer sends nothing.
  const closed = useRef(false);
  const close = () => {
    closed.current = true;
    onClose();
  };

  useEffect(() => {
    closed.current = false;
    form.current?.querySelector('input')?.focus();
    return () => {
      closed.current = true;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || !instrument) return;
    setChecking(true);
    let verdict;
    try {
      verdict = await compute.checkOrderEdit(
        { order, field, value: text },
        { instrument, isUnified: isUTA, lastPrice },
      );
    } catch {
      // The compute worker is gone (a reload brings a new one): say so, and let Save try again.
      verdict = undefined;
    }
    if (closed.current) return;
    setChecking(false);
    if (!verdict) setError(t('orderForm.checkFailed', { ns: 'spot' }));
    else if (!verdict.ok) setError(t(`orderCheck.${verdict.reason}`, { ns: 'spot', ...verdict.values }));
    else if (verdict.change === 'none') close();
    else if (verdict.confirm === 'priceCrossesMarket')
      setHint({ hint: { side: order.side, price: verdict.value, lastPrice }, value: verdict.value });
    else if (verdict.confirm === 'quantityEqualsExecuted')
      setHint({ hint: { quantity: verdict.value, coin: order.baseTokenName }, value: verdict.value });
    else onSend(verdict.value);
  };

  return (
    <form
      ref={form}
      className="open-orders__editor"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        // The hint dialog's own Escape (its events bubble here through the portal) answers the dialog.
        if (event.key === 'Escape' && !hint) {
          event.preventDefault();
          close();
        }
      }}
    >
      <NumberField
        label={t('openOrders.editor', { field: t(`openOrders.fields.${field}`) })}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        {...(error === undefined ? {} : { error })}
      />
      <button type="submit" aria-disabled={checking || !instrument || undefined}>
        {t('openOrders.save')}
      </button>
      <button type="button" onClick={close}>
        {t('openOrders.discard')}
      </button>
      {hint && (
        <ModifyHintDialog
          hint={hint.hint}
          onCancel={() => setHint(undefined)}
          onConfirm={() => {
            setHint(undefined);
            onSend(hint.value);
          }}
        />
      )}
    </form>
  );
}
