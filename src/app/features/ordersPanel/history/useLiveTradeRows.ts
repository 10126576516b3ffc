import { useEffect, useState } from 'react';
import type { AccountView, TradeHistoryRow } from '../../../../shared/protocol';
import { computeClientAtom } from '../../../compute/computeAtoms';
import { accountViewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';

/**
 * The executions the hub pushed (`match`) since it connected, as trade-history rows (formatted by the
 * compute worker, as the pages are), this pair's only unless `symbolId` is undefined. Newest first.
 */
export function useLiveTradeRows(symbolId: string | undefined): readonly TradeHistoryRow[] {
  const account: AccountView | undefined = useAtomValue(accountViewAtom);
  const compute = useAtomValue(computeClientAtom);
  const executions = account?.executions;
  const [rows, setRows] = useState<readonly TradeHistoryRow[]>([]);
  useEffect(() => {
    if (!executions || executions.length === 0) return;
    let current = true;
    const shown = symbolId === undefined ? executions : executions.filter((e) => e.symbolId === symbolId);
    // A worker gone (Comlink rejects) leaves the rows as they were: the pages still show the history.
    compute.tradeHistoryRows(shown).then(
      (formatted) => {
        if (current) setRows(formatted);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [compute, executions, symbolId]);
  // None pushed (or the account changed, or the session ended): none of the last rows stay.
  return executions && executions.length > 0 ? rows : NO_ROWS;
}

const NO_ROWS: readonly TradeHistoryRow[] = [];
