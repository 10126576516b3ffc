import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import './pressableStyle';
import './Switch.css';

export interface SwitchProps {
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  /** The visible label, which names the switch. */
  children: ReactNode;
  className?: string;
}

/**
 * An on/off setting that applies at once (role="switch" on a real checkbox input, so Space toggles it
 * and a screen reader says "on"/"off"): react-aria-components' Switch with the kit's track and thumb.
 * Always controlled.
 */
export function Switch({ isSelected, onChange, children, className }: SwitchProps) {
  return (
    <AriaSwitch
      isSelected={isSelected}
      onChange={onChange}
      className={className ? `ui-switch ${className}` : 'ui-switch'}
    >
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}
