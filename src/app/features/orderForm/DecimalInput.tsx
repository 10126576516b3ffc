import { NumberField } from '../../ui/NumberField';
import type { OrderFieldName } from '../../../shared/orderChecks';
import { useOrderFieldBinding } from './OrderFieldBinding';
import { useFieldRefusal } from './useOrderRefusal';

export interface DecimalInputProps {
  /** The field the checks name when they refuse it (its message shows here). */
  field: OrderFieldName;
  label: string;
  value: string;
  onChange(value: string): void;
  decimals: number;
  /** The field's step, when coarser than its smallest unit (a price's minPricePrecision). */
  tick?: string;
  description?: string;
}

/** One of the form's number inputs: the kit's field, read as spec 000 §5 says, showing its refusal. */
export function DecimalInput({
  field,
  label,
  value,
  onChange,
  decimals,
  tick,
  description,
}: DecimalInputProps) {
  const { refusals, messageOf, inputOf } = useOrderFieldBinding();
  const refusal = useFieldRefusal(refusals, field);
  const error = refusal && messageOf(field, refusal);
  return (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      name={field}
      {...inputOf(tick === undefined ? { decimals } : { decimals, tick })}
      {...(error !== undefined ? { error } : {})}
      {...(description !== undefined ? { description } : {})}
    />
  );
}
