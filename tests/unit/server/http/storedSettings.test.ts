/** A deep chart config over real HTTP: once it was stored and every read after was a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('stored settings over HTTP', () => {
  it('refuses a chart config nested 4 114 deep with 400, and reads stay 200', async () => {
    const cookie = await server.login();
    const headers = { ...STATE_CHANGE_HEADERS, cookie };
    const body = `{"a":${'['.repeat(4113)}${']'.repeat(4113)}}`;
    const write = await fetch(`${server.url}${API.setKlineConfig}`, { method: 'POST', headers, body });
    expect(write.status).toBe(400);
    expect(((await write.json()) as { message: string }).message).toBe(
      'body: chart config nested deeper than 20 levels',
    );
    const read = await fetch(`${server.url}${API.getKlineConfig}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ success: true, result: null });
  });
});
