import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderContext, OrderFields, OrderRefusal, OrderRequest } from '../../../shared/orderChecks';
import type { OrderSubmitter } from '../orders';
import { useOrderResult } from '../orders';
import type { CheckOrder } from './useOrderRefusal';
import { playOrderSuccessSound } from './orderSound';

export type ConsentGate = 'riskDisclaimer' | 'ltRiskTest';

export interface OrderSubmissionDeps {
  check: CheckOrder;
  submitter: OrderSubmitter;
  /** The fields and context as they are now (read at the moment of the submit). */
  current(): { fields: OrderFields; context: OrderContext };
  /** The user's double_confirm settings; `undefined` for a visitor. */
  settings: { tradeNotifyClose: boolean; successAudio: boolean } | undefined;
  /** The checks refused: mark the field and toast the reason. */
  onRefused(refusal: OrderRefusal): void;
  /** The worker could not check (it failed or is gone): nothing was sent. */
  onCheckFailed(): void;
  /** The exchange took the order. */
  onPlaced(): void;
}

export interface OrderSubmission {
  /** A request is in flight or being checked: the button is busy and further submits are ignored. */
  busy: boolean;
  /** The request awaiting the double confirmation. */
  confirming: OrderRequest | undefined;
  /** A consent the checks asked for before this order. */
  gate: ConsentGate | undefined;
  submit(): Promise<void>;
  confirm(): Promise<void>;
  cancelConfirm(): void;
  /** The gate was answered: yes submits again, no leaves the form as it is. */
  closeGate(accepted: boolean): void;
}

/**
 * One order per submission (design.md "Integrity rules"): the checks run once more on the fields as
 * they are at the moment of the submit, in the worker; a refusal is painted, a consent asked for,
 * the double confirmation shown with the request exactly as it will be sent (when the user's
 * `tradeNotifyClose` is off), then the submitter sends it with its client order id. A submit while one
 * is under way (a double click, Enter held down) is ignored before React has re-rendered anything.
 */
export function useOrderSubmission(deps: OrderSubmissionDeps): OrderSubmission {
  const report = useOrderResult();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<OrderRequest>();
  const [gate, setGate] = useState<ConsentGate>();
  const depsRef = useRef(deps);
  useLayoutEffect(() => {
    depsRef.current = deps;
  });
  // A consent given: submit again once the page has rendered with it (the context then holds it).
  const resubmit = useRef(false);

  const guarded = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const place = useCallback(
    async (request: OrderRequest) => {
      const { submitter, settings, onPlaced } = depsRef.current;
      const result = await submitter.submit(request);
      report(result);
      if (!result.ok) return;
      if (settings?.successAudio) playOrderSuccessSound();
      onPlaced();
    },
    [report],
  );

  const submit = useCallback(
    () =>
      guarded(async () => {
        const { check, current, settings, onRefused, onCheckFailed } = depsRef.current;
        const { fields, context } = current();
        let verdict;
        try {
          verdict = await check(fields, context);
        } catch {
          onCheckFailed();
          return;
        }
        if (!verdict.ok) {
          if (verdict.reason === 'riskDisclaimer' || verdict.reason === 'ltRiskTest') setGate(verdict.reason);
          else onRefused(verdict);
          return;
        }
        if (settings && !settings.tradeNotifyClose) setConfirming(verdict.request);
        else await place(verdict.request);
      }),
    [guarded, place],
  );

  const confirm = useCallback(
    () =>
      guarded(async () => {
        const request = confirming;
        setConfirming(undefined);
        if (request) await place(request);
      }),
    [confirming, guarded, place],
  );

  useEffect(() => {
    if (!resubmit.current) return;
    resubmit.current = false;
    void submit();
  });

  const closeGate = useCallback((accepted: boolean) => {
    setGate(undefined);
    resubmit.current = accepted;
  }, []);

  return {
    busy,
    confirming,
    gate,
    submit,
    confirm,
    cancelConfirm: useCallback(() => setConfirming(undefined), []),
    closeGate,
  };
}
