import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { restClient } from '../../../api/restClient';
import { useToast } from '../../../ui/useToast';
import { useAtomValue } from '../../../state/appJotai';
import { cancelAllOrders, ownOrderActionsAtom, type CancelAllScope } from '../../orders';
import { describeCancelResult } from './describeCancelResult';

export interface CancelAll {
  busy: boolean;
  /** Sends the sub-tab's cancel-all calls; nothing while a cancel-all is in flight. */
  cancelAll(scopes: CancelAllScope[]): void;
}

/**
 * A sub-tab's cancel-all (spec 001 §7, §8): its calls together (one per kind of order the sub-tab
 * lists), busy until every one has answered, then one toast: the first refusal, or the success.
 */
export function useCancelAll(): CancelAll {
  const { t } = useTranslation();
  const { show } = useToast();
  const own = useAtomValue(ownOrderActionsAtom);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const cancelAll = useCallback(
    (scopes: CancelAllScope[]) => {
      if (inFlight.current || scopes.length === 0) return;
      inFlight.current = true;
      setBusy(true);
      const answered = own.noteCancelAll();
      void Promise.all(scopes.map((scope) => cancelAllOrders(restClient, scope)))
        .then((results) => {
          const shown = results.find((result) => !result.ok) ?? results[0];
          if (shown) show(describeCancelResult(t, shown));
        })
        .finally(() => {
          answered();
          inFlight.current = false;
          setBusy(false);
        });
    },
    [own, show, t],
  );

  return { busy, cancelAll };
}
