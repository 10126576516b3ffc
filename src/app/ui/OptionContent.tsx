import type { ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import './Option.css';

/**
 * What a menu item or a list option shows: its name, and where given a description said after it and
 * shown muted at the end (the `label`/`description` slots react-aria names the row by).
 */
export function OptionContent({ children, description }: { children: ReactNode; description?: ReactNode }) {
  if (description === undefined) return children;
  return (
    <>
      <Text slot="label">{children}</Text>
      <Text slot="description" className="ui-option__description">
        {description}
      </Text>
    </>
  );
}
