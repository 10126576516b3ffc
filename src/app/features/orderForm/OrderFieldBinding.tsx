import { createContext, useContext, type ReactNode } from 'react';
import type { OrderFieldName, OrderFields, OrderRefusal } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import type { NumberFieldProps } from '../../ui/NumberField';
import type { OrderFormAction } from './orderFormState';
import type { NumberInputSpec } from './useNumberInput';
import type { RefusalSource } from './useOrderRefusal';

/**
 * What every field of the form needs, handed down once: the pair, the fields, the change to send, the
 * checks' refusal and how a field words it, and the number input's reading of typed text (precision
 * and ticks). It changes only when one of them does (not with the feed, nor with a verdict: the fields
 * a refusal names read it from `refusals`), and the form's sections are memoised: a keystroke repaints
 * the fields, an answer of the checks the fields whose message it moves.
 */
export interface OrderFieldBinding {
  instrument: Instrument;
  fields: OrderFields;
  dispatch(action: OrderFormAction): void;
  /** The checks' refusal of what the form holds (useFieldRefusal reads it for one field). */
  refusals: RefusalSource;
  /** A refusal's message on the field it names, when that field is to show it (touched, or submitted). */
  messageOf(field: OrderFieldName, refusal: OrderRefusal): string | undefined;
  /** The number input's props for a field (spec 000 §5 "Number input"). */
  inputOf(spec: NumberInputSpec): Pick<NumberFieldProps, 'normalize' | 'onStep' | 'decimals'>;
}

const Binding = createContext<OrderFieldBinding | null>(null);

export function OrderFieldBindingProvider({
  value,
  children,
}: {
  value: OrderFieldBinding;
  children: ReactNode;
}) {
  return <Binding value={value}>{children}</Binding>;
}

export function useOrderFieldBinding(): OrderFieldBinding {
  const binding = useContext(Binding);
  if (!binding) throw new Error('an order field outside the order form');
  return binding;
}
