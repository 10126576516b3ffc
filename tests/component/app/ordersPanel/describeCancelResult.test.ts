import { describe, expect, it } from 'vitest';
import { describeCancelResult } from '../../../../src/app/features/ordersPanel/openOrders/describeCancelResult';
import { ApiError } from '../../../../src/shared/rest/ApiError';
import { createTestI18n } from '../../createTestI18n';

const { t } = createTestI18n();
const refused = (code: number) =>
  describeCancelResult(t, {
    ok: false,
    error: new ApiError('server', 'server words', { status: 200, code }),
  });

describe('describeCancelResult (spec 000 §8 "Cancel", 001 §8 "Cancel all")', () => {
  it('says operationSuccess with cancelSuccess', () => {
    expect(describeCancelResult(t, { ok: true, value: undefined })).toEqual({
      tone: 'success',
      title: 'Done',
      detail: 'Cancelled.',
    });
  });

  it('says operationFail with the liquidation message for 81001, else with the server’s message', () => {
    expect(refused(81001)).toEqual({
      tone: 'error',
      title: 'Not cancelled',
      detail: 'Your account is in liquidation: orders are paused.',
    });
    expect(refused(12213)).toEqual({
      tone: 'error',
      title: 'Not cancelled',
      detail: 'The exchange refused the request: server words',
    });
  });
});
