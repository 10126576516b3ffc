import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../../src/app/features/footer/Footer';
import type { RegionKind } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import type { InProcessHub } from '../../inProcessHub';
import { renderApp } from '../../renderApp';
import { findFooter, holdProfile, lineProbes } from './footerTestKit';

const env = setupMswExchange({ symbols: 3 });
const SLOW = { timeout: 30_000 };

const ACCOUNTS = ['visitor', 'classic', 'uta', 'demo', 'sub', 'copyleader'] as const;
const REGIONS: RegionKind[] = ['global', 'eu', 'restricted'];

/** Spec 000 §1, §6: shown unless the region is restricted or the viewer is a demo user. */
const expectedVisible = (account: (typeof ACCOUNTS)[number], region: RegionKind) =>
  region !== 'restricted' && account !== 'demo';

const cases = ACCOUNTS.flatMap((account) => REGIONS.map((region) => [account, region] as const));

/**
 * The footer bar alone (the entry's place: the rest of the page has no say in it), with the web config
 * rendered and the profile held back; `applyProfile()` then answers it and returns once the footer has
 * rendered what it decides.
 */
async function renderWithProfileHeld() {
  const applyProfile = holdProfile(env);
  const probes = lineProbes(env);
  const panel = <Footer locale="en" base="BTC" quote="USDT" />;
  const hub = renderApp('/en/trade/spot/BTC/USDT', { panel }).hub as InProcessHub;
  const footer = await findFooter();
  // The web config is on the page: the line picker measures the lines it lists.
  await waitFor(() => expect(probes()).toBeGreaterThan(0), { timeout: 10_000 });
  return { footer, applyProfile: () => applyProfile(hub) };
}

const NAME = 'Rewards hub (opens in a new tab)';

describe('rewards-hub entry', () => {
  it.each(cases)('%s in the %s region', SLOW, async (account, region) => {
    env.current.site.region = region;
    if (account !== 'visitor') env.current.loginAs(`${account}@spotdesk.test`);
    const { footer, applyProfile } = await renderWithProfileHeld();
    await applyProfile();
    if (expectedVisible(account, region)) {
      const link = within(footer).getByRole('link', { name: NAME });
      expect(link.getAttribute('href')).toBe('https://spotdesk.test/rewards-hub');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    } else {
      expect(within(footer).queryByRole('link', { name: NAME })).toBeNull();
    }
  });

  it('stays hidden when the compliance switch is off', SLOW, async () => {
    env.current.site.compliance.rewardsHub = false;
    const { footer, applyProfile } = await renderWithProfileHeld();
    await applyProfile();
    expect(within(footer).queryByRole('link', { name: /Rewards hub/ })).toBeNull();
  });

  it('stays hidden while the profile is still loading', SLOW, async () => {
    const { footer, applyProfile } = await renderWithProfileHeld();
    expect(within(footer).queryByRole('link', { name: /Rewards hub/ })).toBeNull();
    await applyProfile();
    // Then a visitor in the global region sees it.
    expect(within(footer).getByRole('link', { name: /Rewards hub/ })).toBeTruthy();
  });
});
