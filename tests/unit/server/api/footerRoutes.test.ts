import { describe, expect, it } from 'vitest';
import {
  API,
  SUPPORT_MESSAGE_MAX,
  type SupportTicket,
  type WebConfig,
} from '../../../../src/shared/protocol';
import {
  createSiteSettings,
  loopbackAccessRoutes,
  SUPPORT_LIMIT,
} from '../../../../src/server/api/siteSettings';
import { createHarness } from './apiHarness';

describe('latency probe', () => {
  it('answers any origin without credentials and is never cached', () => {
    const h = createHarness();
    const answer = h.call('GET', API.latencyProbe, { headers: { origin: 'http://localhost:8080' } });
    expect(answer.kind).toBe('json');
    if (answer.kind !== 'json') return;
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    expect(Object.keys(answer.headers ?? {})).not.toContain('Access-Control-Allow-Credentials');
  });

  it('is the only route that opens itself to other origins', () => {
    const h = createHarness();
    for (const path of [API.webConfig, API.profile, API.serverTime, API.symbols]) {
      const answer = h.call('GET', path);
      expect(answer.kind === 'json' ? answer.headers : undefined, path).toBeUndefined();
    }
  });
});

describe('access routes', () => {
  it('adds the other loopback name of the listening server as Line 2', () => {
    expect(loopbackAccessRoutes('127.0.0.1', 4185)).toEqual([
      { id: 'line-1', name: 'Line 1', origin: '' },
      { id: 'line-2', name: 'Line 2', origin: 'http://localhost:4185' },
    ]);
    expect(loopbackAccessRoutes('localhost', 80)[1]?.origin).toBe('http://127.0.0.1:80');
    expect(loopbackAccessRoutes('10.0.0.5', 80)).toEqual([{ id: 'line-1', name: 'Line 1', origin: '' }]);
  });

  it('learns the port when the server listens, unless the routes were given', () => {
    const site = createSiteSettings();
    expect(site.accessRoutes).toHaveLength(1);
    site.serverListening('127.0.0.1', 5001);
    expect(site.accessRoutes.map((r) => r.origin)).toEqual(['', 'http://localhost:5001']);

    const fixed = createSiteSettings({ accessRoutes: [{ id: 'eu', name: 'EU', origin: 'https://eu.test' }] });
    fixed.serverListening('127.0.0.1', 5001);
    expect(fixed.accessRoutes).toEqual([{ id: 'eu', name: 'EU', origin: 'https://eu.test' }]);
  });

  it('serves the learnt routes in the web config', () => {
    const h = createHarness();
    h.site.serverListening('127.0.0.1', 5002);
    const config = h.json('GET', API.webConfig).result as WebConfig;
    expect(config.accessRoutes.map((r) => r.name)).toEqual(['Line 1', 'Line 2']);
  });
});

describe('support messages', () => {
  it('files a trimmed message as a ticket with the account, counting ticket ids up', () => {
    const h = createHarness();
    const first = h.json('POST', API.supportMessage, { body: { text: '  Where is my deposit?  ' } });
    expect(first).toMatchObject({ status: 200, success: true });
    expect(first.result).toEqual({ ticketId: 'T-000001', receivedAt: h.exchange.clock.now() });
    const user = h.loginAs('uta');
    const second = h.json('POST', API.supportMessage, { body: { text: 'Hello' } });
    expect((second.result as SupportTicket).ticketId).toBe('T-000002');
    expect(h.site.supportMessages).toEqual([
      { ticketId: 'T-000001', accountId: '', text: 'Where is my deposit?', at: h.exchange.clock.now() },
      { ticketId: 'T-000002', accountId: user.accountId, text: 'Hello', at: h.exchange.clock.now() },
    ]);
  });

  it('refuses empty, blank, missing and overlong messages and files nothing', () => {
    const h = createHarness();
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }, undefined]) {
      const answer = h.json('POST', API.supportMessage, { body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, success: false });
    }
    const long = h.json('POST', API.supportMessage, { body: { text: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) } });
    expect(long.message).toMatch(/at most 1000 characters/);
    expect(
      h.json('POST', API.supportMessage, { body: { text: 'x'.repeat(SUPPORT_MESSAGE_MAX) } }).success,
    ).toBe(true);
    expect(h.site.supportMessages).toHaveLength(1);
    expect(h.json('GET', API.supportMessage).status).toBe(405);
  });

  it('keeps only the newest messages', () => {
    const site = createSiteSettings();
    for (let i = 0; i < SUPPORT_LIMIT + 3; i += 1)
      site.recordSupportMessage({ text: `m${i}`, accountId: '', at: i });
    expect(site.supportMessages).toHaveLength(SUPPORT_LIMIT);
    expect(site.supportMessages[0]?.text).toBe('m3');
    expect(site.supportMessages.at(-1)?.ticketId).toBe(`T-00${SUPPORT_LIMIT + 3}`);
  });
});
