import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { PAGE, renderPanel } from './ordersPanelKit';

const env = setupMswExchange();

const LISTS = ['Open orders', 'Order history', 'Trade history', 'Assets'];

const tabNames = async (panel: HTMLElement) =>
  (await within(panel).findAllByRole('tab', {}, { timeout: 5_000 })).map((tab) => tab.textContent);

describe('orders panel: who sees what (spec 001 §2, §6)', () => {
  it('a visitor is asked to log in or sign up, both coming back to this page', async () => {
    const { panel } = await renderPanel(env);
    const back = `redirect_url=${encodeURIComponent(PAGE)}`;
    const login = await within(panel).findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(`/login?${back}`);
    expect(within(panel).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/register?${back}`,
    );
    expect(within(panel).queryByRole('tablist')).toBeNull();
  });

  it('a classic user sees the order lists, Assets, LT records and Strategy orders, Open orders first', async () => {
    const { panel, user } = await renderPanel(env, 'classic@spotdesk.test');
    expect(await tabNames(panel)).toEqual([...LISTS, 'Leveraged token records', 'Strategy orders']);
    expect(within(panel).getByRole('tab', { name: 'Open orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await within(panel).findByRole('switch', { name: 'Show all pairs' });
    // The header's switch applies to pair-filtered tabs only: the Assets tab lists every coin.
    await user.click(within(panel).getByRole('tab', { name: 'Assets' }));
    await within(panel).findByRole('table', { name: 'Assets' }, { timeout: 5_000 });
    expect(within(panel).queryByRole('switch', { name: 'Show all pairs' })).toBeNull();
  });

  it('with the LT records switch off there is no LT records tab', async () => {
    env.current.site.compliance.ltRecords = false;
    const { panel } = await renderPanel(env, 'uta@spotdesk.test');
    expect(await tabNames(panel)).toEqual([...LISTS, 'Strategy orders']);
  });

  it('with the order header switch off, a pair-filtered tab has no Show all pairs switch', async () => {
    env.current.site.compliance.orderHeader = false;
    const { panel, user } = await renderPanel(env, 'uta@spotdesk.test');
    await user.click(await within(panel).findByRole('tab', { name: 'Leveraged token records' }));
    await within(panel).findByRole('tab', { name: 'Subscriptions' });
    expect(within(panel).queryByRole('switch')).toBeNull();
  });

  it('in a restricted region only a short tip with a My orders link shows', async () => {
    env.current.site.region = 'restricted';
    const { panel } = await renderPanel(env, 'classic@spotdesk.test');
    const link = await within(panel).findByRole('link', { name: 'My orders' });
    expect(link.getAttribute('href')).toBe('/user/assets/order/fed/spot-current-orders/active');
    expect(link.closest('p')?.textContent).toBe('Trading is not available in your region. My orders');
    expect(within(panel).queryByRole('tablist')).toBeNull();
  });

  it('a demo account, even in a restricted region, sees its tabs: neither LT records nor strategy orders', async () => {
    env.current.site.region = 'restricted';
    const { panel } = await renderPanel(env, 'demo@spotdesk.test');
    expect(await tabNames(panel)).toEqual(LISTS);
    expect(within(panel).queryByRole('link', { name: 'My orders' })).toBeNull();
  });
});
