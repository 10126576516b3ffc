/**
 * One field of the order form, read the way every check reads it (spec 000 §5 items 1 and 2): blank is
 * empty; otherwise it must be a plain decimal (parseFixed: optional sign, digits, a decimal part; the
 * number input has already turned what was typed into one), at least its minimum, a whole number of
 * its step, at most its maximum, in that order. A negative or zero value is simply below the minimum.
 */
import { formatFixed, isMultipleOf, parseFixed, roundToStep, toFixed, unitOf } from '../money/fixed';
import type { Fixed, Rounding } from '../money/fixed';
import type { Instrument } from '../protocol/market';
import type { OrderCheckReason, OrderFieldName, OrderRefusal } from './orderCheckTypes';

/** Blank (nothing but white space) is empty: spec 000 §5 item 1. */
export const isBlank = (text: string): boolean => text.trim() === '';

/**
 * A value as the messages show it: the fewest digits that say it, never more than `decimals`
 * (rounded as asked: a lower bound up, an upper bound down, so the shown bound is itself allowed).
 */
export function showDecimal(value: Fixed, decimals: number, rounding: Rounding = 'down'): string {
  return formatFixed(roundToStep(value, unitOf(decimals), rounding));
}

export interface FieldRule {
  field: OrderFieldName;
  min: Fixed;
  /** A trigger must be above its minimum (spec 000 §5 item 2), a price at or above it. */
  minExclusive?: boolean;
  belowMin: OrderCheckReason;
  step: Fixed;
  max?: Fixed;
  aboveMax?: OrderCheckReason;
  /** What the bound refusals show: {min, max, coin} as the reason needs. */
  values: Record<string, string>;
}

export const refuse = (
  reason: OrderCheckReason,
  field?: OrderFieldName,
  values?: Record<string, string>,
): OrderRefusal => ({
  ok: false,
  reason,
  ...(field !== undefined ? { field } : {}),
  ...(values !== undefined ? { values } : {}),
});

/** Checks 2 of one non-blank field: its exact value, or the first rule it breaks. */
export function readField(text: string, rule: FieldRule): Fixed | OrderRefusal {
  const value = parseFixed(text);
  if (value === undefined) return refuse('invalidNumber', rule.field);
  if (rule.minExclusive ? value <= rule.min : value < rule.min) {
    return refuse(rule.belowMin, rule.field, rule.values);
  }
  if (!isMultipleOf(value, rule.step)) {
    return refuse('notOnStep', rule.field, { step: formatFixed(rule.step) });
  }
  if (rule.max !== undefined && rule.aboveMax !== undefined && value > rule.max) {
    return refuse(rule.aboveMax, rule.field, rule.values);
  }
  return value;
}

export const isRefusal = (read: Fixed | OrderRefusal): read is OrderRefusal => typeof read !== 'bigint';

/**
 * The trailing rate's range, in percent: 0.1 to 20 in steps of 0.01 (one basis point). It is Binance
 * spot's TRAILING_DELTA filter (trailingDelta 10 to 2000 BIPS); the spec gives no range, and the
 * simulator takes anything above 0 and below 100.
 */
export const TRAILING_RATE = { min: '0.1', max: '20', step: '0.01' } as const;

/** An instrument's bounds as exact values, and the rules of the fields that use them. */
export function createFieldRules(instrument: Instrument) {
  const priceStep = toFixed(instrument.minPricePrecision);
  const shownStep = formatFixed(priceStep);
  const base = instrument.baseTokenName;
  const quote = instrument.quoteTokenName;
  const minQuantity = toFixed(instrument.minTradeQuantity);
  const maxQuantity = toFixed(instrument.maxTradeQuantity);
  const minAmount = toFixed(instrument.minTradeAmount);
  const maxAmount = toFixed(instrument.maxTradeAmount);
  const amountValues = { min: formatFixed(minAmount), max: formatFixed(maxAmount), coin: quote };

  return {
    priceStep,
    minAmount,
    maxAmount,
    amountValues,
    /** A limit price (the order's or a leg's): at least the price step (minPricePrecision). */
    price: (field: OrderFieldName): FieldRule => ({
      field,
      min: priceStep,
      belowMin: 'priceBelowMin',
      step: priceStep,
      values: { min: shownStep },
    }),
    /** A trigger (the order's, a leg's, or a trailing activation price): above the price step. */
    trigger: (field: OrderFieldName): FieldRule => ({
      field,
      min: priceStep,
      minExclusive: true,
      belowMin: 'triggerPriceBelowMin',
      step: priceStep,
      values: { min: shownStep },
    }),
    quantity: {
      field: 'quantity',
      min: minQuantity,
      belowMin: 'quantityBelowMin',
      step: unitOf(instrument.quantityPrecision),
      max: maxQuantity,
      aboveMax: 'quantityAboveMax',
      values: { min: formatFixed(minQuantity), max: formatFixed(maxQuantity), coin: base },
    } satisfies FieldRule,
    amount: {
      field: 'amount',
      min: minAmount,
      belowMin: 'amountBelowMin',
      step: unitOf(instrument.amountPrecision),
      max: maxAmount,
      aboveMax: 'amountAboveMax',
      values: amountValues,
    } satisfies FieldRule,
    trailingRate: {
      field: 'trailingRate',
      min: toFixed(TRAILING_RATE.min),
      belowMin: 'trailingRateOutOfRange',
      step: toFixed(TRAILING_RATE.step),
      max: toFixed(TRAILING_RATE.max),
      aboveMax: 'trailingRateOutOfRange',
      values: { min: TRAILING_RATE.min, max: TRAILING_RATE.max },
    } satisfies FieldRule,
  };
}

export type FieldRules = ReturnType<typeof createFieldRules>;
