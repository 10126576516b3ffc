import { useEffect, useState } from 'react';
import { OPENING_REFETCH_HIDDEN_MS } from '../../../shared/chart/symbolOpening';
import { useAtomValue } from '../../state/appJotai';
import { chartSettingsAtom } from './chartSettingsAtoms';
import { subscribePageStatus } from './subscribePageStatus';

/**
 * A key for the chart to rebuild on (use it as the chart's React `key`, or compare it): it changes on
 * a pair switch, when the page is visible again after more than 60 s hidden (spec 000 §9, the same
 * span as the notice refetch), when the page is back online after being offline, and when the
 * viewer's synced settings arrive from the server.
 */
export function useChartRebuildKey(symbolId: string, now: () => number = Date.now): string {
  const { syncCount } = useAtomValue(chartSettingsAtom);
  const [pageEpoch, setPageEpoch] = useState(0);

  useEffect(() => {
    let hiddenAt: number | undefined;
    const bump = () => setPageEpoch((epoch) => epoch + 1);
    return subscribePageStatus({
      hidden: () => {
        hiddenAt ??= now();
      },
      visible: () => {
        const away = hiddenAt === undefined ? 0 : now() - hiddenAt;
        hiddenAt = undefined;
        if (away > OPENING_REFETCH_HIDDEN_MS) bump();
      },
      // `online` follows an `offline`: the feed was cut, the bars in the chart may have gaps.
      online: bump,
    });
  }, [now]);

  return `${symbolId}|${pageEpoch}|${syncCount}`;
}
