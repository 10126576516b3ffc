import { executionKey } from '../../../../shared/hub/store/accountState';
import type { Execution } from '../../../../shared/protocol';

/**
 * The fetched executions with the pushed ones of the same symbol and window that the fetch does not
 * have (newer fills, or ones the answer raced), newest first, each execution once (a trade between
 * two of the account's own orders is two).
 */
export function mergeExecutions(
  fetched: readonly Execution[],
  pushed: readonly Execution[],
  symbol: string,
  from: number,
): Execution[] {
  const known = new Set(fetched.map(executionKey));
  const fresh = pushed.filter(
    (execution) =>
      execution.symbolId === symbol && execution.tradeTime >= from && !known.has(executionKey(execution)),
  );
  if (fresh.length === 0) return [...fetched];
  return [...fresh, ...fetched].sort((a, b) => b.tradeTime - a.tradeTime);
}
