import { formatFixed, parseFixed, roundToStep, unitOf } from '../money/fixed';
import type { OrderQuota } from './orderCheckTypes';

/**
 * The remaining quota as shown (spec 000 §5 "Display"): '--' while unknown, '-' when the limit is -1
 * (unlimited), else the remaining amount rounded down to `decimals` with no trailing zeros. A pair
 * without a quota (not innovation or adventure) shows nothing: `undefined`. A remaining amount that is
 * not a decimal is as good as unknown.
 */
export function formatQuota(quota: OrderQuota, decimals: number): string | undefined {
  if (quota.kind === 'none') return undefined;
  if (quota.kind === 'unknown') return '--';
  if (quota.limit.trim() === '-1') return '-';
  const remain = parseFixed(quota.remainAmount);
  if (remain === undefined) return '--';
  return formatFixed(roundToStep(remain, unitOf(decimals), 'down'));
}
