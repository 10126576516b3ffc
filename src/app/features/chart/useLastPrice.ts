import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';

/**
 * The pair's last price from the hub's ticker ('' until known). The ticker changes several times a
 * second at a busy market: read it in the smallest component that needs it, not in the chart panel,
 * whose toolbar and chart view would otherwise re-render with every tick.
 */
export function useLastPrice(symbol: string): string {
  return useAtomValue(viewAtom({ kind: 'ticker', symbol }))?.lastPrice ?? '';
}
