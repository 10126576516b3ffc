import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrderFieldName, OrderRefusal } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import { restClient } from '../../api/restClient';
import { computeClientAtom } from '../../compute/computeAtoms';
import { lastPriceAtom } from '../../instruments/lastPriceAtom';
import { useAtomValue, useSetAtom, useStore } from '../../state/appJotai';
import { useToast } from '../../ui/useToast';
import { createOrderSubmitter } from '../orders';
import { orderSettingsAtom, userIdAtom, viewerAtom } from '../session';
import { calculateEffectiveFields } from './calculateEffectiveFields';
import { calculateTradeOptions } from './calculateTradeOptions';
import { describeRefusal } from './describeRefusal';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import { orderDraftAtom } from './orderDraftAtoms';
import { OrderForm } from './OrderForm';
import { createOrderFormState, reduceOrderForm, type OrderFormAction } from './orderFormState';
import { RiskConsentDialog } from './RiskConsentDialog';
import { tradePreferencesAtom } from './tradePreferenceAtoms';
import { useFormMax } from './useFormMax';
import { useNumberInput } from './useNumberInput';
import { useOrderContext } from './useOrderContext';
import { useOrderSubmission } from './useOrderSubmission';
import { useOrderRefusal, type CheckOrder } from './useOrderRefusal';

/**
 * The standard order form's behaviour, wired: the fields (a reducer), the checks' context, the
 * verdict as the trader types (in the compute worker), drafts from other panels, and the submission.
 * `OrderForm` paints it.
 */
export function OrderEntry({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation();
  const { show } = useToast();
  const compute = useAtomValue(computeClientAtom);
  const check = useCallback<CheckOrder>((fields, context) => compute.checkOrder(fields, context), [compute]);
  const viewer = useAtomValue(viewerAtom);
  const settings = useAtomValue(orderSettingsAtom);
  const preferences = useAtomValue(tradePreferencesAtom);
  const options = useMemo(
    () =>
      calculateTradeOptions(
        { isLoggedIn: viewer.isLoggedIn, isUnified: viewer.isUTA, isDemo: viewer.isDemo },
        preferences,
      ),
    [viewer.isLoggedIn, viewer.isUTA, viewer.isDemo, preferences],
  );
  const [state, dispatch] = useReducer(
    (was: ReturnType<typeof createOrderFormState>, action: OrderFormAction) =>
      reduceOrderForm(was, action, instrument),
    undefined,
    createOrderFormState,
  );
  const fields = useMemo(() => calculateEffectiveFields(state.fields, options), [state.fields, options]);
  const { context, lastPrice, lastPriceKnown, viewerKnown, refreshQuota } = useOrderContext(
    instrument,
    fields,
  );
  const store = useStore();

  // 1. The last price fills an empty price on first use.
  if (!state.prefilled && lastPriceKnown)
    dispatch({ type: 'prefill', lastPrice: store.get(lastPriceAtom(instrument.symbolId)) });

  // 2. A draft of this pair (a book row, the chart's quick order) fills the form once, then goes.
  const draft = useAtomValue(orderDraftAtom);
  const setDraft = useSetAtom(orderDraftAtom);
  const [appliedDraft, setAppliedDraft] = useState<number>();
  if (draft && draft.symbol === instrument.symbolId && draft.at !== appliedDraft) {
    setAppliedDraft(draft.at);
    dispatch({
      type: 'draft',
      side: draft.side ?? state.fields.side,
      price: draft.price,
      quantity: draft.quantity,
    });
  }
  useEffect(() => {
    if (draft && draft.at === appliedDraft) setDraft(undefined);
  }, [appliedDraft, draft, setDraft]);

  // 3. The verdict on what is typed; its refusal shows on its field once touched, or after a submit.
  const refusals = useOrderRefusal(check, fields, context);
  const { submitted, touched } = state;
  const messageOf = useCallback(
    (field: OrderFieldName, refusal: OrderRefusal) =>
      submitted || touched.includes(field) ? describeRefusal(t, i18n.language, refusal) : undefined,
    [submitted, touched, t, i18n.language],
  );

  // 4. Submitting: the checks again on the fields of that moment, then one order.
  const [submitter] = useState(() =>
    createOrderSubmitter(restClient, { account: () => store.get(userIdAtom) }),
  );
  const current = useRef({ fields, context });
  useEffect(() => {
    current.current = { fields, context };
  });
  const notPlaced = (detail: string) => show({ tone: 'error', title: t('orderForm.notPlaced'), detail });
  const submission = useOrderSubmission({
    check,
    submitter,
    current: () => current.current,
    settings,
    onRefused: (refused: OrderRefusal) => {
      dispatch({ type: 'submitted' });
      notPlaced(describeRefusal(t, i18n.language, refused));
    },
    onCheckFailed: () => notPlaced(t('orderForm.checkFailed')),
    onPlaced: () => {
      dispatch({ type: 'placed' });
      refreshQuota();
    },
  });

  const inputOf = useNumberInput();
  const binding = useMemo(
    () => ({ instrument, fields, dispatch, inputOf, refusals, messageOf }),
    [instrument, fields, inputOf, refusals, messageOf],
  );
  const max = useFormMax(fields, context, lastPrice);
  if (!viewerKnown) return <p role="status">{t('orderForm.loading')}</p>;
  return (
    <>
      <OrderForm
        binding={binding}
        lastPrice={lastPrice}
        context={context}
        options={options}
        max={max}
        isVisitor={!viewer.isLoggedIn}
        busy={submission.busy}
        onSubmit={() => void submission.submit()}
      />
      {submission.confirming && (
        <OrderConfirmDialog
          instrument={instrument}
          request={submission.confirming}
          onConfirm={() => void submission.confirm()}
          onCancel={submission.cancelConfirm}
        />
      )}
      {submission.gate && (
        <RiskConsentDialog instrument={instrument} gate={submission.gate} onClose={submission.closeGate} />
      )}
    </>
  );
}
