import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components/Tabs';
import './pressableStyle';
import './Tabs.css';

export interface TabsProps<K extends string> {
  selectedKey: K;
  onSelectionChange(key: NoInfer<K>): void;
  children: ReactNode;
  className?: string;
  /**
   * Makes the whole tab set a region landmark named by this element (a tab's `labelId`, so a panel
   * made of tabs is named by the tab it shows).
   */
  regionLabelledBy?: string;
}

/**
 * The ARIA tabs pattern on react-aria: one Tab stop for the strip, arrows move and select at once
 * (mirrored in right-to-left locales: ArrowLeft goes to the next tab in ar-SA), Home/End to the ends.
 * Always controlled: every caller stores or derives its choice.
 */
export function Tabs<K extends string>({
  selectedKey,
  onSelectionChange,
  children,
  className,
  regionLabelledBy,
}: TabsProps<K>) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      // The keys are the caller's own K: react-aria hands back the `id` each Tab was given.
      onSelectionChange={(key) => onSelectionChange(String(key) as K)}
      keyboardActivation="automatic"
      className={className ? `ui-tabs ${className}` : 'ui-tabs'}
      {...(regionLabelledBy
        ? { render: (props) => <div {...props} role="region" aria-labelledby={regionLabelledBy} /> }
        : {})}
    >
      {children}
    </AriaTabs>
  );
}

export interface TabListProps {
  'aria-label': string;
  children: ReactNode;
  className?: string;
}

export function TabList({ children, className, ...label }: TabListProps) {
  return (
    <AriaTabList {...label} className={className ? `ui-tablist ${className}` : 'ui-tablist'}>
      {children}
    </AriaTabList>
  );
}

export interface TabProps {
  /** The tab's key: what `Tabs` selects and which `TabPanel` it shows. */
  id: string;
  children: ReactNode;
  /** An id for the tab's text, for whatever else the tab names (a region, a table). */
  labelId?: string;
  /**
   * The element the tab shows, when it is not a `TabPanel` of the same `Tabs` (the chart's view sits
   * outside its toolbar). Said only while the tab is selected, as the pattern has it.
   */
  controls?: string;
}

export function Tab({ id, children, labelId, controls }: TabProps) {
  return (
    <AriaTab
      id={id}
      className="ui-tab"
      {...(controls
        ? {
            // A kit tab is never a link; the anchor branch only satisfies react-aria's render type.
            render: (props, { isSelected }) =>
              'href' in props ? (
                <a {...props} />
              ) : (
                <div {...props} aria-controls={isSelected ? controls : undefined} />
              ),
          }
        : {})}
    >
      {labelId ? <span id={labelId}>{children}</span> : children}
    </AriaTab>
  );
}

export interface TabPanelProps {
  /** The `id` of the Tab it belongs to. Only the selected tab's panel is mounted. */
  id: string;
  children: ReactNode;
  className?: string;
}

export function TabPanel({ id, children, className }: TabPanelProps) {
  return (
    <AriaTabPanel id={id} className={className ? `ui-tabpanel ${className}` : 'ui-tabpanel'}>
      {children}
    </AriaTabPanel>
  );
}
