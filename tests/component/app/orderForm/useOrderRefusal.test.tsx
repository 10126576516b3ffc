import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderContext, OrderFields, OrderVerdict } from '../../../../src/shared/orderChecks';
import { useOrderRefusal } from '../../../../src/app/features/orderForm/useOrderRefusal';

/** A check whose answers the test hands out, one per question, in any order. */
function createHeldCheck() {
  const pending: { fields: OrderFields; answer(verdict: OrderVerdict): void; fail(): void }[] = [];
  const check = (fields: OrderFields) =>
    new Promise<OrderVerdict>((resolve, reject) =>
      pending.push({ fields, answer: resolve, fail: () => reject(new Error('the worker died')) }),
    );
  const questionOf = (fields: OrderFields) => {
    const question = pending.find((p) => p.fields === fields);
    if (!question) throw new Error('no check of these fields');
    return question;
  };
  return { check, questionOf, asked: () => pending.length };
}

const refusal = (reason: 'priceEmpty' | 'quantityEmpty'): OrderVerdict => ({ ok: false, reason });
const context = {} as OrderContext;
const fieldsA = { price: '1' } as OrderFields;
const fieldsB = { price: '12' } as OrderFields;
const fieldsC = { price: '123' } as OrderFields;

function renderRefusal() {
  const { check, questionOf, asked } = createHeldCheck();
  let renders = 0;
  const hook = renderHook(
    ({ fields }) => {
      renders++;
      return useOrderRefusal(check, fields, context);
    },
    { initialProps: { fields: fieldsA } },
  );
  return { ...hook, questionOf, asked, renders: () => renders };
}

describe('useOrderRefusal', () => {
  it('shows the answer for the latest fields; an older answer arriving late is dropped', async () => {
    const { result, rerender, questionOf } = renderRefusal();
    expect(result.current).toBeUndefined();
    rerender({ fields: fieldsB });
    await act(async () => questionOf(fieldsA).answer(refusal('priceEmpty')));
    expect(result.current).toBeUndefined();
    await act(async () => questionOf(fieldsB).answer(refusal('quantityEmpty')));
    expect(result.current).toEqual(refusal('quantityEmpty'));
  });

  it('renders for an answer that changes the refusal, not for one that says the same again', async () => {
    const { result, rerender, questionOf, renders } = renderRefusal();
    await act(async () => questionOf(fieldsA).answer(refusal('quantityEmpty')));
    const shown = result.current;
    rerender({ fields: fieldsB });
    const afterKeystroke = renders();
    await act(async () => questionOf(fieldsB).answer(refusal('quantityEmpty')));
    expect(renders()).toBe(afterKeystroke);
    expect(result.current).toBe(shown);

    rerender({ fields: fieldsC });
    await act(async () => questionOf(fieldsC).answer({ ok: true } as OrderVerdict));
    expect(renders()).toBe(afterKeystroke + 2); // the keystroke, then the answer that cleared the refusal
    expect(result.current).toBeUndefined();
  });

  it('asks once for fields that hold what the last ones held, and shows that answer', async () => {
    const { result, rerender, questionOf, asked } = renderRefusal();
    rerender({ fields: { ...fieldsA } });
    expect(asked()).toBe(1);
    await act(async () => questionOf(fieldsA).answer(refusal('priceEmpty')));
    expect(result.current).toEqual(refusal('priceEmpty'));
    rerender({ fields: fieldsB });
    expect(asked()).toBe(2);
  });

  it('shows no refusal when the checks fail (the submit checks again), and asks again next time', async () => {
    const { result, rerender, questionOf, asked } = renderRefusal();
    await act(async () => questionOf(fieldsA).fail());
    expect(result.current).toBeUndefined();
    rerender({ fields: { ...fieldsA } });
    expect(asked()).toBe(2);
  });
});
