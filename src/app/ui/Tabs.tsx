import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useRef,
  type ReactElement,
  type RefObject,
  type ReactNode,
} from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList';
import { Item } from 'react-stately/Item';
import { useTabListState, type TabListState } from 'react-stately/useTabListState';
import './pressableStyle';
import './Tabs.css';

/*
 * Built on react-aria's hooks, not react-aria-components' Tabs: RAC gathers its collection by
 * rendering the children into a hidden document first, and because the order book's tab strip paints
 * at once, that machinery (RAC's Tabs and Collection, react-aria's Document, BaseCollection and
 * CollectionBuilder) sat in the first paint. Leaving it took the first-paint JavaScript from 194.1 to
 * 189.0 kB gzip (621.6 to 602.4 kB minified); react-stately's element collection, used instead, was
 * in the first-paint chunks already. `Tabs` reads the tab ids from its TabList's Tab elements, so two
 * rules hold, as in every caller: the `TabList` is a direct child of `Tabs`, and its `Tab`s are direct
 * children of the `TabList` (arrays from `map` are fine).
 */

const TabsStateContext = createContext<TabListState<object> | null>(null);

function useTabsState(component: string): TabListState<object> {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${component} must be inside the kit's Tabs`);
  return state;
}

const isTabList = (node: ReactNode): node is ReactElement<TabListProps> =>
  isValidElement(node) && node.type === TabList;
const isTab = (node: ReactNode): node is ReactElement<TabProps> => isValidElement(node) && node.type === Tab;

/** The collection react-stately navigates: one Item per Tab of the TabList among `children`, in order. */
function tabItems(children: ReactNode) {
  const tabList = Children.toArray(children).find(isTabList);
  if (!tabList) return [];
  return Children.toArray(tabList.props.children)
    .filter(isTab)
    .map(({ props: { id } }) => <Item key={id}>{id}</Item>);
}

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
  const state = useTabListState<object>({
    children: tabItems(children),
    selectedKey,
    // The keys are the caller's own K: each Item is keyed by its Tab's `id`.
    onSelectionChange: (key) => onSelectionChange(String(key) as K),
  });
  return (
    <div
      className={className ? `ui-tabs ${className}` : 'ui-tabs'}
      {...(regionLabelledBy ? { role: 'region', 'aria-labelledby': regionLabelledBy } : {})}
    >
      <TabsStateContext value={state}>{children}</TabsStateContext>
    </div>
  );
}

export interface TabListProps {
  'aria-label': string;
  children: ReactNode;
  className?: string;
}

export function TabList({ children, className, ...label }: TabListProps) {
  const state = useTabsState('TabList');
  const ref = useRef<HTMLDivElement>(null);
  // Also registers the ids the tabs and panels derive theirs from, so it renders before any TabPanel.
  const { tabListProps } = useTabList({ ...label, keyboardActivation: 'automatic' }, state, ref);
  return (
    <div {...tabListProps} ref={ref} className={className ? `ui-tablist ${className}` : 'ui-tablist'}>
      {children}
    </div>
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
  const state = useTabsState('Tab');
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled } = useTab({ key: id }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(tabProps, focusProps, hoverProps)}
      {...(controls ? { 'aria-controls': isSelected ? controls : undefined } : {})}
      ref={ref}
      className="ui-tab"
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {labelId ? <span id={labelId}>{children}</span> : children}
    </div>
  );
}

export interface TabPanelProps {
  /** The `id` of the Tab it belongs to. Only the selected tab's panel is mounted. */
  id: string;
  children: ReactNode;
  className?: string;
}

const NO_ELEMENT: RefObject<HTMLDivElement | null> = { current: null };

export function TabPanel(props: TabPanelProps) {
  const state = useTabsState('TabPanel');
  return state.selectedKey === props.id ? <SelectedTabPanel {...props} state={state} /> : null;
}

function SelectedTabPanel({
  id,
  children,
  className,
  state,
}: TabPanelProps & { state: TabListState<object> }) {
  // The panel is always a Tab stop (tabIndex 0), as in the WAI-ARIA practices' tabs example. Given the
  // panel's element, react-aria would drop that stop while the panel holds something focusable, and to
  // know it walks the panel again after every change inside it (a MutationObserver over the subtree,
  // checkVisibility per node, each forcing a style recalculation): with the orders panel and the
  // chart's order lines changing ten times a second that walk was the page's largest cost. So it is
  // given no element (NO_ELEMENT) and never walks.
  const { tabPanelProps } = useTabPanel({ id }, state, NO_ELEMENT);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      className={className ? `ui-tabpanel ${className}` : 'ui-tabpanel'}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}
