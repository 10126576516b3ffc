/**
 * What the simulator says about the site rather than the market: the caller's region, the compliance
 * switches, the access routes and outside links (the public web config), plus the analytics events and
 * support messages the page sends. A real exchange reads the region from the caller's IP; here it is one setting for every
 * caller, from `--region` and `POST /__control/region`, so each gate of the page can be exercised.
 * The trace headers of order requests are kept here too, for tests to read.
 */
import type { AccessRoute, AnalyticsEvent, RegionKind, WebConfig } from '../../shared/protocol';
import { createTraceLog, type TraceLog } from './traceLog';

export const REGIONS: readonly RegionKind[] = ['global', 'eu', 'restricted'];

/** The analytics log keeps the newest events only. */
export const ANALYTICS_LIMIT = 1_000;

export interface RecordedEvent extends AnalyticsEvent {
  /** "" for a visitor. */
  accountId: string;
  at: number;
}

/** The support inbox keeps the newest messages only. */
export const SUPPORT_LIMIT = 1_000;

export interface SupportMessage {
  ticketId: string;
  /** "" for a visitor. */
  accountId: string;
  text: string;
  at: number;
}

export interface SiteSettings {
  region: RegionKind;
  /** The quote of the default BTC pair (USDT). */
  defaultQuote: string;
  /** The language for browsers that name none we have (en). */
  fallbackLocale: string;
  accessRoutes: AccessRoute[];
  compliance: WebConfig['compliance'];
  readonly analytics: RecordedEvent[];
  recordEvent(event: RecordedEvent): void;
  /** Messages sent from the footer's support chat, newest last. */
  readonly supportMessages: SupportMessage[];
  /** Files a message and returns it with its new ticket id ("T-000001", counting up). */
  recordSupportMessage(message: Omit<SupportMessage, 'ticketId'>): SupportMessage;
  /** The trace headers of the accounts' order requests (traceLog.ts). */
  readonly traces: TraceLog;
  /** Test-only display names by symbol id (`POST /__control/symbol-names`), shown in the symbol list. */
  readonly symbolNames: Map<string, string>;
  /**
   * Told by the HTTP server once it listens. Unless the routes were given explicitly, the same server
   * under its other loopback name becomes a second line, so the route picker measures something real.
   */
  serverListening(host: string, port: number): void;
}

/** The page's own origin as the first line; more lines come from the server's options. */
export const DEFAULT_ACCESS_ROUTES: readonly AccessRoute[] = [{ id: 'line-1', name: 'Line 1', origin: '' }];

const OTHER_LOOPBACK_NAME: Readonly<Record<string, string>> = {
  '127.0.0.1': 'localhost',
  localhost: '127.0.0.1',
};

/**
 * Line 1 (the page's own origin) plus, for a server bound to 127.0.0.1 or localhost, "Line 2": the same
 * server under the other name. A browser treats the two as different origins, so the probe is a real
 * cross-origin request. Other hosts get Line 1 only (there is no second name known to reach them).
 */
export function loopbackAccessRoutes(host: string, port: number): AccessRoute[] {
  const other = OTHER_LOOPBACK_NAME[host];
  const routes = [...DEFAULT_ACCESS_ROUTES];
  return other ? [...routes, { id: 'line-2', name: 'Line 2', origin: `http://${other}:${port}` }] : routes;
}

export function createSiteSettings(
  options: { region?: RegionKind; accessRoutes?: AccessRoute[] } = {},
): SiteSettings {
  const analytics: RecordedEvent[] = [];
  const supportMessages: SupportMessage[] = [];
  let tickets = 0;
  const settings: SiteSettings = {
    region: options.region ?? 'global',
    defaultQuote: 'USDT',
    fallbackLocale: 'en',
    accessRoutes: options.accessRoutes ?? [...DEFAULT_ACCESS_ROUTES],
    compliance: {
      rewardsHub: true,
      euUsdtNotice: true,
      syncToApp: true,
      ocoOrders: true,
      ltRecords: true,
      orderHeader: true,
    },
    analytics,
    recordEvent(event) {
      analytics.push(event);
      if (analytics.length > ANALYTICS_LIMIT) analytics.splice(0, analytics.length - ANALYTICS_LIMIT);
    },
    supportMessages,
    symbolNames: new Map(),
    recordSupportMessage(message) {
      tickets += 1;
      const filed = { ...message, ticketId: `T-${String(tickets).padStart(6, '0')}` };
      supportMessages.push(filed);
      if (supportMessages.length > SUPPORT_LIMIT)
        supportMessages.splice(0, supportMessages.length - SUPPORT_LIMIT);
      return filed;
    },
    traces: createTraceLog(),
    serverListening(host, port) {
      if (!options.accessRoutes) settings.accessRoutes = loopbackAccessRoutes(host, port);
    },
  };
  return settings;
}

export function webConfigOf(settings: SiteSettings): WebConfig {
  return {
    fallbackLocale: settings.fallbackLocale,
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
