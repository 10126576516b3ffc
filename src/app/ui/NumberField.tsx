import type { KeyboardEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { calculateSteppedDecimal } from '../../shared/numberInput/calculateSteppedDecimal';
import './NumberField.css';

export interface NumberFieldProps {
  label: string;
  /** The exact decimal string shown; never parsed to a JS number. */
  value: string;
  onChange(value: string): void;
  /** ArrowUp/ArrowDown add or take away this much (a decimal string); without it the arrows do nothing. */
  step?: string;
  /** Bounds for the arrows only: typing is checked by the caller, who says why in `error`. */
  min?: string;
  max?: string;
  /** The most fraction digits accepted while typing (the instrument's precision). */
  decimals?: number;
  /** Shown under the field; the field is then invalid (aria-invalid) and described by it. */
  error?: string;
  /** A hint under the label, also describing the field. */
  description?: string;
  name?: string;
  placeholder?: string;
  isDisabled?: boolean;
}

/** One optional dot; a comma (the only separator on some locales' decimal keypads) counts as the dot. */
function parseTyped(text: string, decimals: number | undefined): string | undefined {
  const typed = text.replace(',', '.');
  const match = /^\d*(?:\.(\d*))?$/.exec(typed);
  if (!match) return undefined;
  if (decimals !== undefined && (match[1]?.length ?? 0) > decimals) return undefined;
  if (decimals === 0 && typed.includes('.')) return undefined;
  return typed;
}

/**
 * A labelled text field for money: the value is always the exact string in the box (react-aria's
 * NumberField parses to JS numbers, which money cannot afford). It takes digits and one decimal
 * separator and refuses any other keystroke; `inputMode="decimal"` brings up the numeric keypad.
 * With `step`, ArrowUp/ArrowDown move to the next multiple of it, exactly (calculateSteppedDecimal).
 */
export function NumberField({
  label,
  value,
  onChange,
  step,
  min,
  max,
  decimals,
  error,
  description,
  name,
  placeholder,
  isDisabled = false,
}: NumberFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (step === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    const next = calculateSteppedDecimal(value, step, event.key === 'ArrowUp' ? 1 : -1, bounds);
    if (next !== undefined) onChange(next);
  };

  return (
    <TextField
      value={value}
      onChange={(text) => {
        const accepted = parseTyped(text, decimals);
        if (accepted !== undefined) onChange(accepted);
      }}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className="ui-number-field"
      {...(name !== undefined ? { name } : {})}
    >
      <Label className="ui-number-field__label">{label}</Label>
      {description && (
        <Text slot="description" className="ui-number-field__description">
          {description}
        </Text>
      )}
      <Input
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="ui-number-field__input"
        onKeyDown={onKeyDown}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
      <FieldError className="ui-number-field__error">{error}</FieldError>
    </TextField>
  );
}
