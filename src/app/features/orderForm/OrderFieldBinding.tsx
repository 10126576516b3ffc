import { createContext, useContext, type ReactNode } from 'react';
import type { OrderFieldName, OrderFields } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import type { NumberFieldProps } from '../../ui/NumberField';
import type { OrderFormAction } from './orderFormState';
import type { NumberInputSpec } from './useNumberInput';

/**
 * What every field of the form needs, handed down once: the pair, the fields, the change to send, the
 * message to show on a field, and the number input's reading of typed text (precision and ticks). It
 * changes only when one of them does (not with the feed, nor with a verdict that says the same), and
 * the form's sections are memoised: a keystroke repaints the fields, an answer of the checks the form.
 */
export interface OrderFieldBinding {
  instrument: Instrument;
  fields: OrderFields;
  dispatch(action: OrderFormAction): void;
  /** The refusal's message when it names this field and the field is to show it. */
  errorOf(field: OrderFieldName): string | undefined;
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
