import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, type RegionKind } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { findFooter, sessionAnswered } from './footerTestKit';

const env = setupMswExchange({ symbols: 3 });
const SLOW = { timeout: 30_000 };

const ACCOUNTS = ['visitor', 'classic', 'uta', 'demo', 'sub', 'copyleader'] as const;
const REGIONS: RegionKind[] = ['global', 'eu', 'restricted'];

/** Spec 000 §1, §6: shown unless the region is restricted or the viewer is a demo user. */
const expectedVisible = (account: (typeof ACCOUNTS)[number], region: RegionKind) =>
  region !== 'restricted' && account !== 'demo';

const cases = ACCOUNTS.flatMap((account) => REGIONS.map((region) => [account, region] as const));

describe('rewards-hub entry', () => {
  it.each(cases)('%s in the %s region', SLOW, async (account, region) => {
    env.current.site.region = region;
    if (account !== 'visitor') env.current.loginAs(`${account}@spotdesk.test`);
    const answered = sessionAnswered(env);
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    await waitFor(() => expect(answered()).toBe(true));
    const name = 'Rewards hub (opens in a new tab)';
    if (expectedVisible(account, region)) {
      const link = await within(footer).findByRole('link', { name });
      expect(link.getAttribute('href')).toBe('https://spotdesk.test/rewards-hub');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    } else {
      // Both answers are in; give React a moment to paint what they decide.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
  });

  it('stays hidden when the compliance switch is off', SLOW, async () => {
    env.current.site.compliance.rewardsHub = false;
    const answered = sessionAnswered(env);
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    await waitFor(() => expect(answered()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(footer).queryByRole('link', { name: /Rewards hub/ })).toBeNull();
  });

  it('stays hidden while the profile is still loading', SLOW, async () => {
    // The profile answers only when the test says: the footer is checked while it is still loading.
    let answerProfile: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerProfile = resolve));
    env.server.use(
      // Returning nothing hands the request on to the exchange's own handler.
      http.get(`*${API.profile}`, async () => {
        await held;
      }),
    );
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(footer).queryByRole('link', { name: /Rewards hub/ })).toBeNull();
    answerProfile();
    // Then a visitor in the global region sees it.
    expect(await within(footer).findByRole('link', { name: /Rewards hub/ })).toBeTruthy();
  });
});
