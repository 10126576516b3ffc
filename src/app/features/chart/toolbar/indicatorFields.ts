import type { IndicatorSpec } from '../../../../shared/protocol/compute';

export type IndicatorKind = IndicatorSpec['kind'];
export type IndicatorField = 'period' | 'multiplier' | 'maPeriod' | 'fast' | 'slow' | 'signal';

/** The dialog's order (issue 6). */
export const INDICATOR_KINDS: readonly IndicatorKind[] = ['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'RSI'];

interface FieldRule {
  field: IndicatorField;
  /** Whole numbers only; else a positive decimal (the BOLL band width). */
  integer: boolean;
  min: number;
  max: number;
}

// Sane ranges: a period longer than a backfilled history (500 bars per page, 4 pages) draws nothing
// useful; a band wider than 10 standard deviations never touches a price.
const period = (field: IndicatorField, min = 1, max = 500): FieldRule => ({ field, integer: true, min, max });

export const INDICATOR_FIELDS: Record<IndicatorKind, readonly FieldRule[]> = {
  MA: [period('period')],
  EMA: [period('period')],
  BOLL: [period('period', 2), { field: 'multiplier', integer: false, min: 0, max: 10 }],
  VOL: [period('maPeriod')],
  MACD: [period('fast', 1, 200), period('slow', 2, 500), period('signal', 1, 200)],
  RSI: [period('period', 2)],
};

/** What "Add" puts in: the usual textbook settings. */
export const DEFAULT_INDICATORS: Record<IndicatorKind, IndicatorSpec> = {
  MA: { kind: 'MA', period: 7 },
  EMA: { kind: 'EMA', period: 12 },
  BOLL: { kind: 'BOLL', period: 20, multiplier: 2 },
  VOL: { kind: 'VOL', maPeriod: 5 },
  MACD: { kind: 'MACD', fast: 12, slow: 26, signal: 9 },
  RSI: { kind: 'RSI', period: 14 },
};

/** An indicator being edited: its settings as typed. */
export interface IndicatorDraft {
  kind: IndicatorKind;
  values: Partial<Record<IndicatorField, string>>;
}

export type FieldError =
  { key: 'integer'; min: number; max: number } | { key: 'decimal'; max: number } | { key: 'fastSlow' };

export function toIndicatorDraft(spec: IndicatorSpec): IndicatorDraft {
  const values: IndicatorDraft['values'] = {};
  for (const { field } of INDICATOR_FIELDS[spec.kind]) {
    values[field] = String((spec as unknown as Record<IndicatorField, number>)[field]);
  }
  return { kind: spec.kind, values };
}

function parseField(rule: FieldRule, text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!(rule.integer ? /^\d+$/ : /^(\d+\.?\d*|\.\d+)$/).test(trimmed)) return undefined;
  const value = Number(trimmed);
  const inRange = rule.integer
    ? value >= rule.min && value <= rule.max
    : value > rule.min && value <= rule.max;
  return inRange ? value : undefined;
}

/** Each invalid field of a draft and why (an empty object means the draft is valid). */
export function calculateFieldErrors(draft: IndicatorDraft): Partial<Record<IndicatorField, FieldError>> {
  const errors: Partial<Record<IndicatorField, FieldError>> = {};
  const numbers: Partial<Record<IndicatorField, number>> = {};
  for (const rule of INDICATOR_FIELDS[draft.kind]) {
    const value = parseField(rule, draft.values[rule.field]);
    if (value === undefined) {
      errors[rule.field] = rule.integer
        ? { key: 'integer', min: rule.min, max: rule.max }
        : { key: 'decimal', max: rule.max };
    } else {
      numbers[rule.field] = value;
    }
  }
  // MACD is the fast average minus the slow one: the other way round it is the same line upside down.
  if (
    draft.kind === 'MACD' &&
    numbers.fast !== undefined &&
    numbers.slow !== undefined &&
    numbers.fast >= numbers.slow
  ) {
    errors.fast = { key: 'fastSlow' };
  }
  return errors;
}

/** The draft as a spec, or undefined while any field is invalid. */
export function parseIndicatorDraft(draft: IndicatorDraft): IndicatorSpec | undefined {
  if (Object.keys(calculateFieldErrors(draft)).length > 0) return undefined;
  const n = (field: IndicatorField) => Number(draft.values[field]);
  switch (draft.kind) {
    case 'MA':
    case 'EMA':
    case 'RSI':
      return { kind: draft.kind, period: n('period') };
    case 'BOLL':
      return { kind: 'BOLL', period: n('period'), multiplier: n('multiplier') };
    case 'VOL':
      return { kind: 'VOL', maPeriod: n('maPeriod') };
    case 'MACD':
      return { kind: 'MACD', fast: n('fast'), slow: n('slow'), signal: n('signal') };
  }
}
