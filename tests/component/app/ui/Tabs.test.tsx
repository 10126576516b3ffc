import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from '../../../../src/app/ui/Tabs';
import { renderKit } from './renderKit';

const KEYS = ['one', 'two', 'three'] as const;
type Key = (typeof KEYS)[number];

function Harness({ controls }: { controls?: string }) {
  const [selected, setSelected] = useState<Key>('one');
  return (
    <>
      <button type="button">before</button>
      <Tabs selectedKey={selected} onSelectionChange={setSelected} regionLabelledBy={`label-${selected}`}>
        <TabList aria-label="Numbers">
          {KEYS.map((key) => (
            <Tab key={key} id={key} labelId={`label-${key}`} {...(controls ? { controls } : {})}>
              {`Tab ${key}`}
            </Tab>
          ))}
        </TabList>
        {!controls &&
          KEYS.map((key) => (
            <TabPanel key={key} id={key}>
              <button type="button">{`inside ${key}`}</button>
            </TabPanel>
          ))}
      </Tabs>
    </>
  );
}

function renderTabs(locale: 'en' | 'ar-SA' = 'en', controls?: string) {
  const { user } = renderKit(<Harness {...(controls ? { controls } : {})} />, { locale });
  const list = screen.getByRole('tablist', { name: 'Numbers' });
  const tab = (key: Key) => within(list).getByRole('tab', { name: `Tab ${key}` });
  return { list, tab, user };
}

describe('kit Tabs', () => {
  it('is one Tab stop; arrows select and wrap, Home and End go to the ends', async () => {
    const { tab, user } = renderTabs();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(tab('one'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Tab two' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('one'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('one').getAttribute('aria-selected')).toBe('true');
    // Tab leaves the strip for the panel (always a stop, as in the WAI-ARIA practices' example), then
    // its content: the other tabs are not stops.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Tab one' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inside one' }));
  });

  it('mounts only the selected panel, labelled by its tab', async () => {
    const { tab, user } = renderTabs();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.click(tab('three'));
    const panel = screen.getByRole('tabpanel', { name: 'Tab three' });
    expect(within(panel).getByRole('button', { name: 'inside three' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'inside one' })).toBeNull();
    expect(tab('three').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('is a region named by the selected tab', async () => {
    const { tab, user } = renderTabs();
    expect(screen.getByRole('region', { name: 'Tab one' })).toBeTruthy();
    await user.click(tab('two'));
    expect(screen.getByRole('region', { name: 'Tab two' })).toBeTruthy();
  });

  it('mirrors the arrows in ar-SA: ArrowLeft goes to the next tab', async () => {
    const { tab, user } = renderTabs('ar-SA');
    await user.click(tab('one'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
  });

  it('points the selected tab at a panel elsewhere when told to', async () => {
    const { tab, user } = renderTabs('en', 'outside-view');
    expect(tab('one').getAttribute('aria-controls')).toBe('outside-view');
    expect(tab('two').getAttribute('aria-controls')).toBeNull();
    await user.click(tab('two'));
    expect(tab('two').getAttribute('aria-controls')).toBe('outside-view');
    expect(tab('one').getAttribute('aria-controls')).toBeNull();
  });

  it('marks the state the CSS draws: selected, hovered, focus-visible on the tab and the panel', async () => {
    const { user } = renderKit(
      <Tabs selectedKey="one" onSelectionChange={() => undefined} className="extra">
        <TabList aria-label="Numbers">
          <Tab id="one">Tab one</Tab>
          <Tab id="two">Tab two</Tab>
        </TabList>
        <TabPanel id="one">Text only</TabPanel>
      </Tabs>,
    );
    const one = screen.getByRole('tab', { name: 'Tab one' });
    const two = screen.getByRole('tab', { name: 'Tab two' });
    const panel = screen.getByRole('tabpanel', { name: 'Tab one' });
    expect(one.closest('.ui-tabs.extra')).toBeTruthy();
    expect(screen.getByRole('tablist').classList).toContain('ui-tablist');
    expect([one.className, panel.className]).toEqual(['ui-tab', 'ui-tabpanel']);
    expect(one.hasAttribute('data-selected')).toBe(true);
    expect(two.hasAttribute('data-selected')).toBe(false);
    await user.hover(two);
    expect(two.hasAttribute('data-hovered')).toBe(true);
    await user.unhover(two);
    expect(two.hasAttribute('data-hovered')).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(one);
    expect(one.hasAttribute('data-focus-visible')).toBe(true);
    // A panel with nothing focusable inside is itself the next Tab stop.
    await user.tab();
    expect(document.activeElement).toBe(panel);
    expect(panel.hasAttribute('data-focus-visible')).toBe(true);
    expect(one.hasAttribute('data-focus-visible')).toBe(false);
  });

  it('waits for a selected tab that is not there yet, and is one Tab stop once it comes', async () => {
    // The markets list starts on the pair's quote before the symbol list has brought its tab.
    function Later() {
      const [keys, setKeys] = useState<Key[]>(['one']);
      const [selected, setSelected] = useState<Key>('three');
      return (
        <>
          <button type="button" onClick={() => setKeys([...KEYS])}>
            load
          </button>
          <Tabs selectedKey={selected} onSelectionChange={setSelected}>
            <TabList aria-label="Numbers">
              {keys.map((key) => (
                <Tab key={key} id={key}>{`Tab ${key}`}</Tab>
              ))}
            </TabList>
            <TabPanel id={selected}>{`panel ${selected}`}</TabPanel>
          </Tabs>
        </>
      );
    }
    const { user } = renderKit(<Later />);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel three');
    expect(screen.getByRole('tab', { name: 'Tab one' }).getAttribute('aria-selected')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'load' }));
    const three = screen.getByRole('tab', { name: 'Tab three' });
    expect(three.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    await user.tab();
    expect(document.activeElement).toBe(three);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Tab one' }).textContent).toBe('panel one');
  });
});
