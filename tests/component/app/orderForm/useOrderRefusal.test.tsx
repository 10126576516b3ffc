import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  OrderContext,
  OrderFieldName,
  OrderFields,
  OrderVerdict,
} from '../../../../src/shared/orderChecks';
import {
  useFieldRefusal,
  useOrderRefusal,
  type RefusalSource,
} from '../../../../src/app/features/orderForm/useOrderRefusal';

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
  let told = 0;
  hook.result.current.subscribe(() => told++);
  return {
    ...hook,
    shown: () => hook.result.current.current(),
    questionOf,
    asked,
    renders: () => renders,
    told: () => told,
  };
}

describe('useOrderRefusal', () => {
  it('shows the answer for the latest fields; an older answer arriving late is dropped', async () => {
    const { shown, rerender, questionOf } = renderRefusal();
    expect(shown()).toBeUndefined();
    rerender({ fields: fieldsB });
    await act(async () => questionOf(fieldsA).answer(refusal('priceEmpty')));
    expect(shown()).toBeUndefined();
    await act(async () => questionOf(fieldsB).answer(refusal('quantityEmpty')));
    expect(shown()).toEqual(refusal('quantityEmpty'));
  });

  it('tells its readers of an answer that changes the refusal, not of one that says the same again, and never renders the form', async () => {
    const { shown, rerender, questionOf, renders, told } = renderRefusal();
    await act(async () => questionOf(fieldsA).answer(refusal('quantityEmpty')));
    expect(told()).toBe(1);
    const first = shown();
    rerender({ fields: fieldsB });
    const afterKeystroke = renders();
    await act(async () => questionOf(fieldsB).answer(refusal('quantityEmpty')));
    expect(told()).toBe(1);
    expect(shown()).toBe(first);

    rerender({ fields: fieldsC });
    await act(async () => questionOf(fieldsC).answer({ ok: true } as OrderVerdict));
    expect(told()).toBe(2);
    expect(shown()).toBeUndefined();
    expect(renders()).toBe(afterKeystroke + 1); // the keystroke only: the answers render their readers
  });

  it('asks once for fields that hold what the last ones held, and shows that answer', async () => {
    const { shown, rerender, questionOf, asked } = renderRefusal();
    rerender({ fields: { ...fieldsA } });
    expect(asked()).toBe(1);
    await act(async () => questionOf(fieldsA).answer(refusal('priceEmpty')));
    expect(shown()).toEqual(refusal('priceEmpty'));
    rerender({ fields: fieldsB });
    expect(asked()).toBe(2);
  });

  it('asks as the form renders, so the worker answers while the rest of the render runs', () => {
    const { check, asked } = createHeldCheck();
    const askedByRender: number[] = [];
    const { rerender } = renderHook(
      ({ fields }) => {
        const source = useOrderRefusal(check, fields, context);
        askedByRender.push(asked());
        return source;
      },
      { initialProps: { fields: fieldsA } },
    );
    rerender({ fields: fieldsB });
    // Each render has asked its question by the time it returns, before any effect has run.
    expect(askedByRender).toEqual([1, 2]);
  });

  it('shows no refusal when the checks fail (the submit checks again), and asks again next time', async () => {
    const { shown, rerender, questionOf, asked } = renderRefusal();
    await act(async () => questionOf(fieldsA).fail());
    expect(shown()).toBeUndefined();
    rerender({ fields: { ...fieldsA } });
    expect(asked()).toBe(2);
  });

  it('renders a field when the refusal naming it comes or goes, and no other field', async () => {
    const { check, questionOf } = createHeldCheck();
    const renders: Record<string, number> = { price: 0, quantity: 0 };
    function Field({ source, field }: { source: RefusalSource; field: OrderFieldName }) {
      renders[field] = (renders[field] ?? 0) + 1;
      return <p>{`${field}: ${useFieldRefusal(source, field)?.reason ?? 'fine'}`}</p>;
    }
    function Form({ fields }: { fields: OrderFields }) {
      const source = useOrderRefusal(check, fields, context);
      return (
        <>
          <Field source={source} field="price" />
          <Field source={source} field="quantity" />
        </>
      );
    }
    const { rerender, getByText } = render(<Form fields={fieldsA} />);
    await act(async () => questionOf(fieldsA).answer({ ok: false, reason: 'priceEmpty', field: 'price' }));
    expect(getByText('price: priceEmpty')).toBeDefined();
    expect(renders).toEqual({ price: 2, quantity: 1 });

    rerender(<Form fields={fieldsB} />); // a keystroke renders both
    await act(async () =>
      questionOf(fieldsB).answer({ ok: false, reason: 'quantityEmpty', field: 'quantity' }),
    );
    expect(getByText('price: fine')).toBeDefined();
    expect(getByText('quantity: quantityEmpty')).toBeDefined();
    expect(renders).toEqual({ price: 4, quantity: 3 });

    rerender(<Form fields={fieldsC} />);
    await act(async () =>
      questionOf(fieldsC).answer({ ok: false, reason: 'quantityEmpty', field: 'quantity' }),
    );
    expect(renders).toEqual({ price: 5, quantity: 4 }); // the keystroke's render only
  });
});
