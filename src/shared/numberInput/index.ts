/** The number input's pure parts (spec 000 §5 "Number input"), for the kit's NumberField and the forms. */
export { normalizeDecimalInput, type DecimalInput, type DecimalInputRefusal } from './normalizeDecimalInput';
export { clampDecimal } from './clampDecimal';
export { stepDecimal, type TickMultiple } from './stepDecimal';
export { calculateSteppedDecimal, type StepBounds } from './calculateSteppedDecimal';
