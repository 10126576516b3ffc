import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import './pressableStyle';

export type ButtonProps = AriaButtonProps & { ref?: Ref<HTMLButtonElement> };

/**
 * react-aria's Button: the trigger of kit menus, popovers and selects (they need a pressable), and
 * any button whose press must behave the same for mouse, touch, keyboard and screen readers. It is
 * focused on press, also in Safari, so a dialog it opens can give focus back to it. Styled by the
 * page's `button` rule unless the caller passes a class.
 */
export function Button({ ref, ...props }: ButtonProps) {
  return <AriaButton ref={ref ?? null} {...props} />;
}
