import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from '../../../../src/app/ui/NumberField';
import { renderKit } from './renderKit';

type Options = Partial<Omit<NumberFieldProps, 'value' | 'onChange'>> & { initial?: string };

function renderField({ initial = '', ...props }: Options = {}) {
  const seen = vi.fn<(value: string) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <NumberField
        label="Price"
        {...props}
        value={value}
        onChange={(next) => {
          seen(next);
          setValue(next);
        }}
      />
    );
  }
  const { user } = renderKit(<Harness />);
  const input = screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
  return { input, seen, user };
}

describe('kit NumberField', () => {
  it('is a labelled text box for decimals that keeps exactly what was typed', async () => {
    const { input, seen, user } = renderField();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await user.type(input, '0012.500');
    expect(input.value).toBe('0012.500');
    expect(seen).toHaveBeenLastCalledWith('0012.500');
  });

  it('refuses anything but digits and one separator; a comma is the dot', async () => {
    const { input, user } = renderField();
    await user.type(input, '1a2-e3');
    expect(input.value).toBe('123');
    await user.type(input, ',4.5');
    expect(input.value).toBe('123.45');
  });

  it('refuses more fraction digits than it is given', async () => {
    const { input, user } = renderField({ decimals: 2 });
    await user.type(input, '1.2345');
    expect(input.value).toBe('1.23');
  });

  it('steps with the arrow keys by the given step, exactly, within min', async () => {
    const { input, seen, user } = renderField({ initial: '0.1', step: '0.2', min: '0' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('0.2');
    await user.keyboard('{ArrowUp}');
    // In floats 0.4 + 0.2 is 0.6000000000000001; the field never goes through floats.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.value).toBe('0.8');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.value).toBe('0.0');
    expect(seen.mock.calls.every(([value]) => typeof value === 'string')).toBe(true);
  });

  it('leaves the arrows alone without a step', async () => {
    const { input, seen, user } = renderField({ initial: '5' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('5');
    expect(seen).not.toHaveBeenCalled();
  });

  it('says what is wrong: aria-invalid, described by the message', () => {
    const { input } = renderField({ initial: '0', error: 'Enter a price above 0.', description: 'In USDT' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Enter a price above 0.');
    expect(texts).toContain('In USDT');
  });

  it('is valid, with no message, when there is no error', () => {
    const { input } = renderField({ initial: '1' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Enter/)).toBeNull();
  });

  describe('with a caller’s normalize and onStep', () => {
    // A reader that keeps digits and one dot, shows "1." while typing, and refuses letters with a message.
    const normalize: NonNullable<NumberFieldProps['normalize']> = (text) => {
      const trimmed = text.trim().replace(/,/g, '');
      if (!/^\d*\.?\d*$/.test(trimmed)) return { ok: false, message: `Not a number: ${text}` };
      return { ok: true, value: trimmed.replace(/\.$/, ''), text: trimmed };
    };

    it('shows the text as typed, reports the value, and says why a text is refused', async () => {
      const { input, seen, user } = renderField({ normalize });
      await user.type(input, '1.');
      expect(input.value).toBe('1.');
      expect(seen).toHaveBeenLastCalledWith('1');
      await user.type(input, 'x');
      expect(input.value).toBe('1.');
      expect(screen.getByRole('status').textContent).toBe('Not a number: 1.x');
      await user.type(input, '5');
      expect(seen).toHaveBeenLastCalledWith('1.5');
      expect(screen.getByRole('status').textContent).toBe('');
    });

    it('reads a paste whole, in place of the selection', async () => {
      const { input, seen, user } = renderField({ normalize, initial: '7' });
      await user.click(input);
      input.setSelectionRange(0, 1);
      await user.paste(' 1,000.5 ');
      expect(input.value).toBe('1000.5');
      expect(seen).toHaveBeenLastCalledWith('1000.5');
    });

    it('steps with the caller’s tick', async () => {
      const onStep = vi.fn((value: string, direction: 1 | -1) => String(Number(value) + 5 * direction));
      const { input, user } = renderField({ normalize, onStep, initial: '10' });
      await user.click(input);
      await user.keyboard('{ArrowUp}');
      expect(input.value).toBe('15');
      expect(onStep).toHaveBeenCalledWith('10', 1);
    });
  });
});
