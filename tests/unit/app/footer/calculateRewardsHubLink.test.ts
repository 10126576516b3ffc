import { describe, expect, it } from 'vitest';
import { calculateRewardsHubLink } from '../../../../src/app/features/footer/calculateRewardsHubLink';
import type { Viewer } from '../../../../src/app/features/session/sessionAtoms';
import type { WebConfig } from '../../../../src/shared/protocol';

const viewer = (kind: Viewer['kind'], isDemo = false): Viewer => ({
  kind,
  isDemo,
  isLoggedIn: kind !== 'visitor' && kind !== 'unknown',
  isUTA: false,
  isSub: false,
  isCopyLeader: false,
  riskStatus: 0,
  pendingMaintenance: false,
});

const config = (patch: Partial<WebConfig> = {}, rewardsHub = true): WebConfig => ({
  fallbackLocale: 'en',
  defaultQuote: 'USDT',
  region: 'global',
  compliance: {
    rewardsHub,
    euUsdtNotice: true,
    syncToApp: true,
    ocoOrders: true,
    ltRecords: true,
    orderHeader: true,
  },
  accessRoutes: [],
  links: { rewardsHub: 'https://x.test/rewards', liquidityShield: '', euNotice: '' },
  ...patch,
});

describe('rewards-hub link gate', () => {
  it('shows for a non-demo viewer outside the restricted region when compliance allows', () => {
    expect(calculateRewardsHubLink(viewer('visitor'), config())).toBe('https://x.test/rewards');
    expect(calculateRewardsHubLink(viewer('uta'), config({ region: 'eu' }))).toBe('https://x.test/rewards');
  });

  it('hides for demo users, the restricted region, compliance off, and while unknown', () => {
    expect(calculateRewardsHubLink(viewer('demo', true), config())).toBeUndefined();
    expect(calculateRewardsHubLink(viewer('classic'), config({ region: 'restricted' }))).toBeUndefined();
    expect(calculateRewardsHubLink(viewer('classic'), config({}, false))).toBeUndefined();
    expect(calculateRewardsHubLink(viewer('unknown'), config())).toBeUndefined();
    expect(calculateRewardsHubLink(viewer('classic'), undefined)).toBeUndefined();
  });

  it('refuses links that are not http(s)', () => {
    const links = { rewardsHub: 'javascript:alert(1)', liquidityShield: '', euNotice: '' };
    expect(calculateRewardsHubLink(viewer('classic'), config({ links }))).toBeUndefined();
  });
});
