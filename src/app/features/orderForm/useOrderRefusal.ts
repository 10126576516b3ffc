import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type {
  OrderContext,
  OrderFieldName,
  OrderFields,
  OrderRefusal,
  OrderVerdict,
} from '../../../shared/orderChecks';

export type CheckOrder = (fields: OrderFields, context: OrderContext) => Promise<OrderVerdict>;

const sameRefusal = (a: OrderRefusal | undefined, b: OrderRefusal | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.reason === b.reason &&
    a.field === b.field &&
    JSON.stringify(a.values) === JSON.stringify(b.values));

interface Question {
  check: CheckOrder;
  fields: OrderFields;
  context: OrderContext;
  verdict: Promise<OrderVerdict>;
}

/**
 * The same question: to the same checks, in the same context, of fields that hold the same (a render
 * makes new objects).
 */
const sameQuestion = (asked: Question, question: Omit<Question, 'verdict'>): boolean =>
  asked.check === question.check &&
  asked.context === question.context &&
  (asked.fields === question.fields || JSON.stringify(asked.fields) === JSON.stringify(question.fields));

/**
 * The refusal the form shows, held outside React: the fields it names read it (`useFieldRefusal`), so
 * an answer that moves a message renders those fields, not the form.
 */
export interface RefusalSource {
  current(): OrderRefusal | undefined;
  subscribe(listener: () => void): () => void;
}

function createRefusalSource(): RefusalSource & { set(refusal: OrderRefusal | undefined): void } {
  let shown: OrderRefusal | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(refusal) {
      shown = refusal;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The questions a form has put to the checks, asked once each: fields that hold what the last ones held
 * (a render makes new objects), to the same checks in the same context, take the last answer rather than
 * a second round trip. A question the checks failed to answer is asked again the next time.
 */
function createQuestions() {
  let last: Question | undefined;
  return {
    ask(check: CheckOrder, fields: OrderFields, context: OrderContext): Promise<OrderVerdict> {
      const question = { check, fields, context };
      if (!last || !sameQuestion(last, question)) last = { ...question, verdict: check(fields, context) };
      return last.verdict;
    },
    failed(verdict: Promise<OrderVerdict>) {
      if (last?.verdict === verdict) last = undefined;
    },
  };
}

/**
 * The checks' refusal of what the form holds, as the trader types (design.md "Orders": the main thread
 * sends each edit to the compute worker and only paints the answer). It holds `undefined` while the
 * fields pass, before the first answer, and when the worker fails (the submit then checks again).
 *
 * - The question is asked as the form renders, once (createQuestions), so the worker answers while
 *   React is still rendering the keystroke: a verdict on the verdict board by the end of that render is
 *   read and painted in the keystroke's own task (src/app/compute/checkOrdersOverChannel.ts), as a check
 *   run on the main thread would be. Asking is idempotent, so a render React throws away costs a
 *   question at most.
 * - Answers arrive in any order; only the one for the latest fields and context counts, so a slow
 *   answer never paints over a newer one. Until it comes, the refusal shown is the last one.
 * - Most answers say what the one before said (a digit typed into a valid quantity). Such an answer
 *   tells no one. One that changes the refusal renders only the fields that read it: the field that
 *   loses its message and the one that gains it, not the form, which the keystroke already rendered.
 *   This is what keeps the worker's round trip about as cheap for the main thread as running the checks
 *   on it (`npm run bench orderEntry`).
 * - An answer that changes the refusal is committed in the task that brings it (`flushSync`, as the hub
 *   commits its frames): left to React's scheduler it would often wait past the next frame, and the
 *   trader would see it a frame late.
 */
export function useOrderRefusal(
  check: CheckOrder,
  fields: OrderFields,
  context: OrderContext,
): RefusalSource {
  const [source] = useState(createRefusalSource);
  const [questions] = useState(createQuestions);
  const verdict = questions.ask(check, fields, context);
  useEffect(() => {
    let current = true;
    const answer = (refusal: OrderRefusal | undefined) => {
      if (!current || sameRefusal(source.current(), refusal)) return;
      flushSync(() => source.set(refusal));
    };
    verdict.then(
      (verdict) => answer(verdict.ok ? undefined : verdict),
      () => {
        questions.failed(verdict);
        answer(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [verdict, questions, source]);
  return source;
}

/** The refusal when it names `field`: what that field renders with, and renders again for. */
export function useFieldRefusal(source: RefusalSource, field: OrderFieldName): OrderRefusal | undefined {
  return useSyncExternalStore(source.subscribe, () => {
    const refusal = source.current();
    return refusal?.field === field ? refusal : undefined;
  });
}
