import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUEST_HEADER } from '../../../../src/shared/protocol';
import { fetchApi, type FetchLike, type RestClient } from '../../../../src/shared/rest/fetchApi';

function recordingClient(): RestClient & { inits: Parameters<FetchLike>[1][] } {
  const inits: Parameters<FetchLike>[1][] = [];
  return {
    origin: 'http://exchange.test',
    inits,
    fetch: async (_url, init) => {
      inits.push(init);
      return {
        ok: true,
        status: 200,
        json: async () => ({ code: 0, success: true, message: 'ok', result: 1 }),
      };
    },
  };
}

describe('fetchApi', () => {
  it('asks the browser to keep a request alive past the page only when told', async () => {
    const client = recordingClient();
    await fetchApi(client, '/spot/api/account/set_kline_config', z.unknown(), {
      method: 'POST',
      body: { interval: '30m' },
      keepalive: true,
    });
    await fetchApi(client, '/spot/api/account/get_kline_config', z.unknown());
    expect(client.inits[0]).toMatchObject({ method: 'POST', keepalive: true, body: '{"interval":"30m"}' });
    expect(client.inits[1]).not.toHaveProperty('keepalive');
  });

  it('sends JSON and the request header with every POST, body or not, and neither with a GET', async () => {
    const client = recordingClient();
    await fetchApi(client, '/logout', z.unknown(), { method: 'POST' });
    const headers = { traceparent: 't', 'content-type': 'text/plain', [REQUEST_HEADER]: '0' };
    await fetchApi(client, '/spot/api/order/create', z.unknown(), { method: 'POST', body: {}, headers });
    await fetchApi(client, '/spot/api/account/get_kline_config', z.unknown());
    const [logout, create, read] = client.inits.map((init) => init.headers);
    expect(logout).toMatchObject({ 'content-type': 'application/json', [REQUEST_HEADER]: '1' });
    expect(create).toMatchObject({
      traceparent: 't',
      'content-type': 'application/json',
      [REQUEST_HEADER]: '1',
    });
    expect(read).not.toHaveProperty(REQUEST_HEADER);
    expect(read).not.toHaveProperty('content-type');
  });
});
