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

/**
 * The text react-aria reads an option by (typing its first letters moves to it), as a prop: the
 * `textValue` given, else the children when they are plain text. react-aria takes a string child as
 * the text itself, but the kit's options wrap theirs in OptionContent.
 */
export function optionTextProp(children: ReactNode, textValue: string | undefined): { textValue?: string } {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return text === undefined ? {} : { textValue: text };
}
