import { describe, expect, it } from 'vitest';
import { API, type WebConfig } from '../../../../src/shared/protocol';
import { handleControl } from '../../../../src/server/http/control';
import { ANALYTICS_LIMIT } from '../../../../src/server/api/siteSettings';
import { createHarness } from './apiHarness';

describe('site routes', () => {
  it('serves the web config with the current region, https links and this origin as the first line', () => {
    const h = createHarness();
    const config = h.json('GET', API.webConfig).result as WebConfig;
    expect(config).toMatchObject({ fallbackLocale: 'en', defaultQuote: 'USDT', region: 'global' });
    expect(config.accessRoutes[0]).toEqual({ id: 'line-1', name: 'Line 1', origin: '' });
    for (const link of Object.values(config.links)) expect(link).toMatch(/^https:\/\//);

    h.site.region = 'restricted';
    expect((h.json('GET', API.webConfig).result as WebConfig).region).toBe('restricted');
  });

  it('records analytics events with the account, and refuses malformed ones', () => {
    const h = createHarness();
    const event = { name: 'footer_symbol_click', fields: { strip: 'recent', symbol: 'ETHUSDT' } };
    expect(h.json('POST', API.analyticsEvent, { body: event }).success).toBe(true);
    const user = h.loginAs('uta');
    h.json('POST', API.analyticsEvent, { body: event });
    expect(h.site.analytics.map((e) => e.accountId)).toEqual(['', user.accountId]);

    const bad = h.json('POST', API.analyticsEvent, { body: { name: 'Bad Name!', fields: {} } });
    expect(bad).toMatchObject({ status: 400, success: false });
    expect(bad.message).toMatch(/snake_case/);
    expect(h.site.analytics).toHaveLength(2);
  });

  it('keeps only the newest events', () => {
    const h = createHarness();
    for (let i = 0; i < ANALYTICS_LIMIT + 5; i += 1)
      h.json('POST', API.analyticsEvent, { body: { name: 'tick', fields: { i: String(i) } } });
    expect(h.site.analytics).toHaveLength(ANALYTICS_LIMIT);
    expect(h.site.analytics[0]?.fields.i).toBe('5');
  });

  it('lets the control endpoint set the region and read the events', () => {
    const h = createHarness();
    const deps = { gateway: undefined as never, users: h.users, site: h.site, exchange: h.exchange };
    expect(handleControl(deps, 'POST', '/__control/region', { region: 'eu' }).body.success).toBe(true);
    expect(h.site.region).toBe('eu');
    const refused = handleControl(deps, 'POST', '/__control/region', { region: 'mars' });
    expect(refused.status).toBe(400);
    expect(h.site.region).toBe('eu');
    expect(handleControl(deps, 'GET', '/__control/analytics', undefined).body.result).toEqual([]);
  });
});
