/**
 * What the simulator says about the site rather than the market: the caller's region, the compliance
 * switches, the access routes and outside links (the public web config), plus the analytics events the
 * page reports. A real exchange reads the region from the caller's IP; here it is one setting for every
 * caller, from `--region` and `POST /__control/region`, so each gate of the page can be exercised.
 */
import type { AccessRoute, AnalyticsEvent, RegionKind, WebConfig } from '../../shared/protocol';

export const REGIONS: readonly RegionKind[] = ['global', 'eu', 'restricted'];

/** The analytics log keeps the newest events only. */
export const ANALYTICS_LIMIT = 1_000;

export interface RecordedEvent extends AnalyticsEvent {
  /** "" for a visitor. */
  accountId: string;
  at: number;
}

export interface SiteSettings {
  region: RegionKind;
  /** The quote of the default BTC pair (USDT). */
  defaultQuote: string;
  accessRoutes: AccessRoute[];
  compliance: WebConfig['compliance'];
  readonly analytics: RecordedEvent[];
  recordEvent(event: RecordedEvent): void;
}

/** The page's own origin as the first line; more lines come from the server's options. */
export const DEFAULT_ACCESS_ROUTES: readonly AccessRoute[] = [{ id: 'line-1', name: 'Line 1', origin: '' }];

export function createSiteSettings(
  options: { region?: RegionKind; accessRoutes?: AccessRoute[] } = {},
): SiteSettings {
  const analytics: RecordedEvent[] = [];
  return {
    region: options.region ?? 'global',
    defaultQuote: 'USDT',
    accessRoutes: options.accessRoutes ?? [...DEFAULT_ACCESS_ROUTES],
    compliance: { rewardsHub: true, euUsdtNotice: true, syncToApp: true },
    analytics,
    recordEvent(event) {
      analytics.push(event);
      if (analytics.length > ANALYTICS_LIMIT) analytics.splice(0, analytics.length - ANALYTICS_LIMIT);
    },
  };
}

export function webConfigOf(settings: SiteSettings): WebConfig {
  return {
    fallbackLocale: 'en',
    defaultQuote: settings.defaultQuote,
    region: settings.region,
    compliance: { ...settings.compliance },
    accessRoutes: settings.accessRoutes.map((route) => ({ ...route })),
    links: {
      rewardsHub: 'https://spotdesk.test/rewards-hub',
      liquidityShield: 'https://spotdesk.test/liquidity-shield/{symbol}',
      euNotice: 'https://spotdesk.test/legal/eu-stablecoins',
    },
  };
}
