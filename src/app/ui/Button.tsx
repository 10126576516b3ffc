import { Button as AriaButton, type ButtonProps } from 'react-aria-components/Button';
import './pressableStyle';

export type { ButtonProps };

/**
 * react-aria's Button: the trigger of kit menus, popovers and selects (they need a pressable), and
 * any button whose press must behave the same for mouse, touch, keyboard and screen readers. It is
 * focused on press, also in Safari, so a dialog it opens can give focus back to it. Styled by the
 * page's `button` rule unless the caller passes a class.
 */
export function Button(props: ButtonProps) {
  return <AriaButton {...props} />;
}
