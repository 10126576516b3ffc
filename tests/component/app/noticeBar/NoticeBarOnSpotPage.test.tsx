import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';

setupMswExchange({ start: false });

beforeEach(() => localStorage.clear());

describe('the notice bar on the spot page', () => {
  it('appears at the top of the page after the real 3 s delay, with the pair’s notices', async () => {
    const started = Date.now();
    renderApp('/en/trade/spot/ETH/USDT');
    const main = await screen.findByRole('main', { name: 'ETH/USDT' });
    const bar = await within(main).findByRole('region', { name: 'Notices' }, { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(main.firstElementChild).toBe(bar);
    expect(within(bar).getByRole('paragraph').textContent).toMatch(new RegExp(`^${NOTICE_BAR[0]!.info}`));
    expect(within(bar).getByText('1/2')).toBeTruthy();
    // The server's text takes the direction of its own words (a <bdi>, dir auto) in any page.
    const notice = within(bar).getByText(NOTICE_BAR[0]!.info);
    expect([notice.tagName, notice.getAttribute('dir')]).toEqual(['BDI', null]);
  }, 15_000);
});
