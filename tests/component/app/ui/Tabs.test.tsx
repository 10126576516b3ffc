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
    // Tab leaves the strip for the panel's content: the other tabs are not stops.
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
});
