import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatFixed, parseFixed, unitOf } from '../../../shared/money/fixed';
import { normalizeDecimalInput, stepDecimal, type TickMultiple } from '../../../shared/numberInput';
import type { NormalizedText, NumberFieldProps } from '../../ui/NumberField';

export interface NumberInputSpec {
  /** The field's precision: digits past it are cut. */
  decimals: number;
  /** The field's step when it is coarser than its smallest unit (a price's minPricePrecision). */
  tick?: string;
}

const MULTIPLES: readonly TickMultiple[] = [1, 2, 5];

/**
 * The tick of a field: 1, 2 or 5 times its smallest unit (spec 000 §9 "Number-input ticks 1, 2, 5"),
 * the multiple its own step is of that unit (a price step of 0.05 at two decimals ticks by 5); 1 when
 * the step is not such a multiple.
 */
export function tickMultipleOf(decimals: number, tick: string | undefined): TickMultiple {
  const step = tick === undefined ? undefined : parseFixed(tick);
  const unit = unitOf(decimals);
  if (step === undefined || step <= 0n || step % unit !== 0n) return 1;
  return MULTIPLES.find((multiple) => BigInt(multiple) * unit === step) ?? 1;
}

/**
 * The number input of spec 000 §5 for the form's fields: what is typed or pasted is read whole by
 * normalizeDecimalInput (an optional sign, digits, one decimal part cut to the precision; " 12 ",
 * "1,000.5" and Arabic-Indic digits normalised; "1e-5", "1,000" and the like refused with a message),
 * never kept as typed; the arrow keys step by the field's tick, never below zero.
 */
export function useNumberInput(): (
  spec: NumberInputSpec,
) => Pick<NumberFieldProps, 'normalize' | 'onStep' | 'decimals'> {
  const { t } = useTranslation();
  return useCallback(
    ({ decimals, tick }: NumberInputSpec) => {
      const unit = formatFixed(unitOf(decimals), decimals);
      const multiple = tickMultipleOf(decimals, tick);
      const normalize = (text: string): NormalizedText => {
        const read = normalizeDecimalInput(text, decimals);
        return read.ok ? read : { ok: false, message: t(`orderForm.input.${read.reason}`) };
      };
      return {
        decimals,
        normalize,
        onStep: (value: string, direction: 1 | -1) =>
          stepDecimal(value, direction, unit, multiple, { min: '0' }),
      };
    },
    [t],
  );
}
