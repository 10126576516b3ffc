import { LT_ORDER_STATUS } from '../../../../shared/protocol';

export type LtStatusKey = 'filled' | 'failed' | 'pending';

/** Spec 001 §4: status 1 is filled, 3 failed, anything else still pending. */
export function ltStatusKey(status: number): LtStatusKey {
  if (status === LT_ORDER_STATUS.filled) return 'filled';
  return status === LT_ORDER_STATUS.failed ? 'failed' : 'pending';
}
