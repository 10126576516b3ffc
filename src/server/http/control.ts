/**
 * The control endpoint for tests and benches (enabled by --control or SPOTDESK_CONTROL=1 only):
 * inject socket faults, close every socket with a code, restart book sequences, set an account's risk
 * status (4 liquidation, 5 overrun, 0 normal), set the callers' region and the compliance switches of
 * the web config, replace the notice-bar list,
 * rename symbols in the symbol list (the XSS corpus of the fault suite),
 * pause and resume the market (the feed off and on), read the analytics events the page sent, read
 * connection stats and subscribe counts, lose the answers of the next order requests, and read the order requests' trace
 * headers.
 */
import { z } from 'zod';
import type { JsonResponse } from '../api/envelope';
import { ok, requestError } from '../api/envelope';
import type { UserDirectory } from '../api/users';
import { parseWith } from '../api/validate';
import type { Exchange, MarketSwitch } from '../exchange/types';
import type { Gateway } from '../gateway/types';
import { TRACE_HEADER, type RegionKind } from '../../shared/protocol';
import { REGIONS, type SiteSettings } from '../api/siteSettings';
import type { ResponseDropper } from './responseDropper';

export const CONTROL_PREFIX = '/__control/';

const probability = z.number({ error: 'expected a probability 0…1' }).min(0).max(1);
const faultsBody = z.object({
  drop: probability.optional(),
  duplicate: probability.optional(),
  reorder: probability.optional(),
  stall: z.boolean({ error: 'expected true or false' }).optional(),
});
const closeBody = z.object({
  code: z
    .number()
    .int()
    .refine((c) => c === 1000 || (c >= 1001 && c <= 1014) || (c >= 3000 && c <= 4999), {
      error: 'expected a WebSocket close code (1000–1014 or 3000–4999)',
    }),
  reason: z.string().max(100).optional(),
});
const regionBody = z.object({ region: z.enum(REGIONS as [RegionKind, ...RegionKind[]]) });
const onOff = z.boolean({ error: 'expected true or false' }).optional();
/** Some of the web config's compliance switches (spec 001 §6); the others keep their values. */
const complianceBody = z.strictObject({
  rewardsHub: onOff,
  euUsdtNotice: onOff,
  syncToApp: onOff,
  ocoOrders: onOff,
  ltRecords: onOff,
  orderHeader: onOff,
}) satisfies z.ZodType<Partial<Record<keyof SiteSettings['compliance'], boolean | undefined>>>;
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
/** "" (no link) or an absolute http(s) URL: the only links the page shows. */
const noticeUrl = z
  .string({ error: 'expected a URL string' })
  .max(2_000)
  .refine((text) => text === '' || isHttpUrl(text), { error: 'expected an http(s) URL or ""' });
// Bounds as the hub's push schema has them, so whatever is accepted here reaches the page.
const noticesBody = z.object({
  items: z
    .array(
      z.object({
        id: z.string({ error: 'expected an id' }).min(1).max(100),
        symbolName: z.string({ error: 'expected "ALL" or a comma list of pairs' }).min(1).max(2_000),
        info: z.string({ error: 'expected the notice text' }).min(1).max(2_000),
        url: noticeUrl,
      }),
    )
    .max(100)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: 'ids must be unique',
    }),
});
// As long as the symbol list's own schema allows a name, so whatever is accepted reaches the page.
const symbolNamesBody = z.object({
  names: z.record(z.string().min(1).max(40), z.string({ error: 'expected a name' }).min(1).max(40)),
});
const marketBody = z.object({ paused: z.boolean({ error: 'expected true or false' }) });
const dropBody = z.object({
  count: z.number({ error: 'expected a number of requests' }).int().min(0).max(1_000),
});
const tracesQuery = z.object({ accountId: z.string().min(1).max(100).optional() });

const riskBody = z.object({
  accountId: z.string().min(1),
  status: z.union([z.literal(0), z.literal(4), z.literal(5)]),
});

export function handleControl(
  deps: {
    gateway: Gateway;
    users: UserDirectory;
    site: SiteSettings;
    /** The market switch is the concrete exchange's (createExchange); a bare Exchange has no market. */
    exchange: Pick<Exchange, 'setNoticeBar'> & Partial<MarketSwitch>;
    /** The Node server's; a transport that cannot lose an answer has none. */
    responses?: ResponseDropper;
  },
  method: string,
  path: string,
  body: unknown,
  query: Record<string, string> = {},
): JsonResponse {
  const route = `${method} ${path.slice(CONTROL_PREFIX.length)}`;
  switch (route) {
    case 'GET stats':
      return ok({ connections: deps.gateway.connectionCount(), topics: deps.gateway.activeTopics() });
    case 'GET subscribes':
      return ok(deps.gateway.subscribeCounts());
    case 'POST faults': {
      const parsed = parseWith(faultsBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      deps.gateway.setFaults(
        Object.fromEntries(Object.entries(parsed.value).filter(([, v]) => v !== undefined)),
      );
      return ok(parsed.value);
    }
    case 'POST close': {
      const parsed = parseWith(closeBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      deps.gateway.closeAll(parsed.value.code, parsed.value.reason ?? 'closed by control');
      return ok(null);
    }
    case 'POST restart-sequences':
      deps.gateway.restartSequences();
      return ok(null);
    case 'POST risk': {
      const parsed = parseWith(riskBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      deps.users.setRiskStatus(parsed.value.accountId, parsed.value.status);
      return ok(parsed.value);
    }
    case 'POST region': {
      const parsed = parseWith(regionBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      deps.site.region = parsed.value.region;
      return ok(parsed.value);
    }
    case 'POST compliance': {
      const parsed = parseWith(complianceBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      for (const [key, on] of Object.entries(parsed.value) as [keyof SiteSettings['compliance'], boolean][])
        if (on !== undefined) deps.site.compliance[key] = on;
      return ok({ ...deps.site.compliance });
    }
    case 'POST notices': {
      const parsed = parseWith(noticesBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      deps.exchange.setNoticeBar(parsed.value.items);
      return ok(parsed.value);
    }
    case 'POST symbol-names': {
      const parsed = parseWith(symbolNamesBody, body, 'body');
      if (!parsed.ok) return parsed.response;
      for (const [symbolId, name] of Object.entries(parsed.value.names))
        deps.site.symbolNames.set(symbolId, name);
      return ok(parsed.value);
    }
    case 'GET market':
    case 'POST market': {
      const { exchange } = deps;
      if (exchange.setMarketPaused === undefined || exchange.marketPaused === undefined)
        return requestError(404, 'this exchange has no market activity to pause');
      if (method === 'POST') {
        const parsed = parseWith(marketBody, body, 'body');
        if (!parsed.ok) return parsed.response;
        exchange.setMarketPaused(parsed.value.paused);
      }
      return ok({ paused: exchange.marketPaused() });
    }
    case 'GET analytics':
      return ok(deps.site.analytics);
    case 'GET drop-order-response':
    case 'POST drop-order-response': {
      const { responses } = deps;
      if (!responses) return requestError(404, 'this server cannot lose answers');
      if (method === 'POST') {
        const parsed = parseWith(dropBody, body, 'body');
        if (!parsed.ok) return parsed.response;
        responses.arm(parsed.value.count);
      }
      return ok({ pending: responses.pending() });
    }
    case 'GET traces': {
      const parsed = parseWith(tracesQuery, query, 'query');
      if (!parsed.ok) return parsed.response;
      return ok({ header: TRACE_HEADER, list: deps.site.traces.list(parsed.value.accountId) });
    }
    default:
      return requestError(404, `no such control: ${route}`);
  }
}
