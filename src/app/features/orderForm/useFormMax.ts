import { useMemo } from 'react';
import type { OrderContext, OrderFields } from '../../../shared/orderChecks';
import { calculateMaxTradable } from '../../../shared/orderChecks';
import { calculateSizeMode } from './calculateSizeMode';
import { figuresPriceOf } from './figuresPrice';

export interface FormMax {
  /** What the slider's 100 % is, in the unit of the field it drives ("" while unknown). */
  slider: string;
  /** Max buy or max sell as shown, and its unit. */
  shown: string;
  shownIn: 'base' | 'quote';
}

/**
 * Max buy / max sell of spec 000 §5 for what the form holds (the checks' calculateMaxTradable, at
 * figuresPriceOf). A buy sized in
 * quote shows its max in quote; every other order in base, which the slider then drives.
 */
export function useFormMax(fields: OrderFields, context: OrderContext, lastPrice: string): FormMax {
  const { side } = fields;
  const mode = calculateSizeMode(fields);
  const at = figuresPriceOf(fields, lastPrice);
  return useMemo(() => {
    const max = calculateMaxTradable(side, context, at);
    if (mode === 'amount') return { slider: max.amount, shown: max.amount, shownIn: 'quote' };
    return { slider: max.quantity, shown: max.quantity, shownIn: 'base' };
  }, [side, context, at, mode]);
}
