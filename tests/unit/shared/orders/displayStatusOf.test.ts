import { describe, expect, it } from 'vitest';
import { displayStatusOf } from '../../../../src/shared/orders/displayStatusOf';
import { PLAN_TYPE, type SourceOrderStatus } from '../../../../src/shared/protocol';

const ordinary = (status: SourceOrderStatus) => displayStatusOf({ status, planType: PLAN_TYPE.ordinary });
const plan = (status: SourceOrderStatus) => displayStatusOf({ status, planType: PLAN_TYPE.conditional });

describe('displayStatusOf (spec 000 §4)', () => {
  it('maps the statuses that read the same for every order', () => {
    for (const read of [ordinary, plan]) {
      expect(read('Filled')).toBe('FILLED');
      expect(read('PartiallyFilledCanceled')).toBe('PARTIALLY_FILLED_CANCELED');
      expect(read('PartiallyFilled')).toBe('PARTIALLY_FILLED');
      expect(read('Deactivated')).toBe('ORDER_CANCELED');
      expect(read('Triggered')).toBe('ORDER_FILLED');
      expect(read('Untriggered')).toBe('ORDER_NEW');
      expect(read('New')).toBe('NEW');
    }
  });

  it('reads Cancelled and Rejected by plan type', () => {
    expect(ordinary('Cancelled')).toBe('CANCELED');
    expect(plan('Cancelled')).toBe('ORDER_CANCELED');
    expect(ordinary('Rejected')).toBe('REJECTED');
    expect(plan('Rejected')).toBe('ORDER_REJECTED');
    expect(displayStatusOf({ status: 'Rejected', planType: PLAN_TYPE.oco })).toBe('ORDER_REJECTED');
  });

  it('reads a status it does not know as UNKNOWN', () => {
    expect(ordinary('Expired' as SourceOrderStatus)).toBe('UNKNOWN');
  });
});
