import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components/TextField';
import { calculateSteppedDecimal } from '../../shared/numberInput/calculateSteppedDecimal';
import './NumberField.css';

/**
 * What a caller's `normalize` makes of a text: the value to report and the text to show (the same
 * digits plus what typing is half-way through, such as "1."; the value itself when left out), or why
 * it is refused (a message).
 */
export type NormalizedText = { ok: true; value: string; text?: string } | { ok: false; message: string };

export interface NumberFieldProps {
  label: string;
  /**
   * The exact decimal string; never parsed to a JS number. With `normalize` the box may show it as
   * typing left it ("1." for "1"), until a different value comes from outside.
   */
  value: string;
  onChange(value: string): void;
  /** ArrowUp/ArrowDown add or take away this much (a decimal string); without it the arrows do nothing. */
  step?: string;
  /** Bounds for the arrows only: typing is checked by the caller, who says why in `error`. */
  min?: string;
  max?: string;
  /** The most fraction digits accepted while typing (the instrument's precision). */
  decimals?: number;
  /**
   * The caller's own reading of what is typed or pasted, instead of the built-in one (digits and one
   * separator, `decimals` at most). It sees the whole text the field would hold. A refusal keeps the
   * value as it was and says why under the field, politely, until the next change.
   */
  normalize?(text: string): NormalizedText;
  /** The caller's own arrow step (the value one tick up or down), instead of `step`; `undefined` stays. */
  onStep?(value: string, direction: 1 | -1): string | undefined;
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
 * NumberField parses to JS numbers, which money cannot afford). By default it takes digits and one
 * decimal separator and refuses any other keystroke; with `normalize` the caller decides, and a pasted
 * text is read whole ("1,000.5", " 12 ", "1e-5"), never kept as pasted. `inputMode="decimal"` brings up
 * the numeric keypad. ArrowUp/ArrowDown step exactly (calculateSteppedDecimal, or the caller's
 * `onStep`).
 */
export function NumberField({
  label,
  value,
  onChange,
  step,
  min,
  max,
  decimals,
  normalize,
  onStep,
  error,
  description,
  name,
  placeholder,
  isDisabled = false,
}: NumberFieldProps) {
  const [refusal, setRefusal] = useState<string>();
  // What the box shows, and the value it stands for: a new value from outside (a draft, the slider, a
  // placed order clearing it) replaces the text; the value this text reported keeps it as typed.
  const [shown, setShown] = useState({ text: value, value });
  if (shown.value !== value) setShown({ text: value, value });

  const accept = (text: string) => {
    if (!normalize) {
      const accepted = parseTyped(text, decimals);
      if (accepted !== undefined) onChange(accepted);
      return;
    }
    const read = normalize(text);
    if (read.ok) {
      setRefusal(undefined);
      setShown({ text: read.text ?? read.value, value: read.value });
      onChange(read.value);
    } else setRefusal(read.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    let next: string | undefined;
    if (onStep) next = onStep(value, direction);
    else if (step !== undefined) {
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      next = calculateSteppedDecimal(value, step, direction, bounds);
    } else return;
    event.preventDefault();
    if (next !== undefined) {
      setRefusal(undefined);
      onChange(next);
    }
  };

  // A paste is read as one whole text (what the box would hold with it), not keystroke by keystroke.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!normalize) return;
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    accept(input.value.slice(0, start) + pasted + input.value.slice(end));
  };

  return (
    <TextField
      value={normalize ? shown.text : value}
      onChange={accept}
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
        onPaste={onPaste}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
      <FieldError className="ui-number-field__error">{error}</FieldError>
      {/* Always there (a live region must exist before it speaks); empty, it has no height. */}
      <p role="status" className="ui-number-field__notice">
        {refusal}
      </p>
    </TextField>
  );
}
