import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderContext, OrderFields, OrderVerdict } from '../../../../src/shared/orderChecks';
import { useOrderVerdict } from '../../../../src/app/features/orderForm/useOrderVerdict';

/** A check whose answers the test hands out, one per question, in any order. */
function createHeldCheck() {
  const pending: { fields: OrderFields; answer(verdict: OrderVerdict): void }[] = [];
  const check = (fields: OrderFields) =>
    new Promise<OrderVerdict>((resolve) => pending.push({ fields, answer: resolve }));
  return { check, pending };
}

const refusal = (reason: 'priceEmpty' | 'quantityEmpty'): OrderVerdict => ({ ok: false, reason });
const context = {} as OrderContext;
const fieldsA = { price: '1' } as OrderFields;
const fieldsB = { price: '12' } as OrderFields;

describe('useOrderVerdict', () => {
  it('is checking until the answer for the current fields arrives; an older answer never clears it', async () => {
    const { check, pending } = createHeldCheck();
    const { result, rerender } = renderHook(({ fields }) => useOrderVerdict(check, fields, context), {
      initialProps: { fields: fieldsA },
    });
    expect(result.current.checking).toBe(true);

    rerender({ fields: fieldsB });
    expect(result.current.checking).toBe(true);
    // The answer for the older fields arrives late: it is dropped, and the form is still checking.
    await act(async () => pending.find((p) => p.fields === fieldsA)?.answer(refusal('priceEmpty')));
    expect(result.current).toEqual({ verdict: undefined, checking: true });

    await act(async () => pending.find((p) => p.fields === fieldsB)?.answer(refusal('quantityEmpty')));
    expect(result.current).toEqual({ verdict: refusal('quantityEmpty'), checking: false });
  });
});
