import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatFixed, toFixed, unitOf } from '../../../../shared/money/fixed';
import type { Instrument, QuickOrderInput, QuickOrderVerdict, Side } from '../../../../shared/protocol';
import type { OrderSubmitter } from '../../orders';
import { useOrderResult } from '../../orders';
import { useToast } from '../../../ui/useToast';
import { loginHref } from '../../session';
import { quickOrderReason } from './quickOrderReason';
import { useAddress } from '../../../routing/useAddress';

export interface QuickOrderDeps {
  instrument: Instrument;
  /** The last traded price, as the hub sends it; what the checks weigh a market order against. */
  lastPrice: string;
  isVisitor: boolean;
  /** The compute worker's `checkQuickOrder` (spec 000 §5), injected so tests and the chart choose it. */
  check: (input: QuickOrderInput) => Promise<QuickOrderVerdict>;
  /** Where a visitor is sent; a full page load by default, since /login is the server's page. */
  goToLogin?: (href: string) => void;
  submitter: OrderSubmitter;
}

const assignLocation = (href: string) => globalThis.location.assign(href);

/**
 * One quick market order per click (spec 000 §5, §8): the checks in the worker, then a visitor to the
 * login page and back, a failed check as a toast, or a MARKET order in base and its result as a toast.
 * A click while one is in flight is ignored, before React has even re-rendered the disabled buttons.
 */
export function useQuickOrder({
  instrument,
  lastPrice,
  isVisitor,
  check,
  goToLogin = assignLocation,
  submitter,
}: QuickOrderDeps) {
  const { t } = useTranslation();
  const { show } = useToast();
  const report = useOrderResult();
  const { pathname, search } = useAddress();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (side: Side, quantity: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const step = formatFixed(unitOf(instrument.quantityPrecision));
        const notPlaced = (detail: string) =>
          show({ tone: 'error', title: t('quickOrder.notPlaced'), detail });
        let verdict: QuickOrderVerdict;
        try {
          verdict = await check({
            side,
            quantity,
            price: lastPrice,
            quantityStep: step,
            isVisitor,
            isBanBuy: instrument.isBanBuy,
            isBanSell: instrument.isBanSell,
          });
        } catch {
          // The worker is gone or threw: nothing was sent, so saying so is all there is to do.
          notPlaced(t('quickOrder.checkFailed'));
          return;
        }
        if (!verdict.ok) {
          if (verdict.reason === 'login') goToLogin(loginHref(pathname + search));
          else notPlaced(quickOrderReason(t, verdict.reason, side, step, instrument.baseTokenName));
          return;
        }
        report(
          await submitter.submit({
            endpoint: 'createOrder',
            body: {
              symbol_id: instrument.symbolId,
              side,
              type: 'MARKET',
              // The wire's one decimal form (the field may hold "+1" or "007", which the check reads).
              quantity: formatFixed(toFixed(quantity)),
              market_unit: 'baseCoin',
            },
          }),
        );
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [check, goToLogin, instrument, isVisitor, lastPrice, pathname, report, search, show, submitter, t],
  );

  return { busy, submit };
}
