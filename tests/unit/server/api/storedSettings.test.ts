/** What a user stores through the API stays bounded, and what is stored always reads back. */
import { describe, expect, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import {
  PREFERENCE_BYTES_PER_USER,
  PREFERENCE_KEYS_PER_USER,
} from '../../../../src/server/api/preferenceLimits';
import { createHarness } from './apiHarness';

/** A JSON body text nested `depth` arrays deep, parsed the way the transport parses bodies. */
const deepBody = (depth: number): unknown =>
  JSON.parse(`{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`);

describe('stored settings', () => {
  it('refuses a chart config nested 4 114 deep with 400, and keeps the one stored before', () => {
    const h = createHarness();
    h.loginAs('classic');
    h.json('POST', API.setKlineConfig, { body: { interval: '1h' } });
    const refused = h.json('POST', API.setKlineConfig, { body: deepBody(4114) });
    expect(refused).toMatchObject({
      status: 400,
      success: false,
      message: 'body: chart config nested deeper than 20 levels',
    });
    expect(h.json('GET', API.getKlineConfig)).toMatchObject({ status: 200, result: { interval: '1h' } });
    expect(h.json('POST', API.setKlineConfig, { body: deepBody(20) }).status).toBe(200);
  });

  it('caps preferences per user in keys, refusing the whole upsert past the cap', () => {
    const h = createHarness();
    h.loginAs('classic');
    const keys = (from: number, count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${from + i}`, 'Y']));
    expect(h.json('POST', API.preferences, { body: { upsert_keys: keys(0, 60) } }).status).toBe(200);
    const refused = h.json('POST', API.preferences, { body: { upsert_keys: keys(60, 41) } });
    expect(refused).toMatchObject({
      status: 400,
      message: `upsert_keys: at most ${PREFERENCE_KEYS_PER_USER} preference keys per user; this would make 101`,
    });
    expect(Object.keys(h.json('GET', API.preferences).result as object)).toHaveLength(60);
    // Rewriting existing keys is always possible.
    expect(h.json('POST', API.preferences, { body: { upsert_keys: keys(0, 100) } }).status).toBe(200);
  });

  it('keeps repeated posts of the largest upserts (21 MB once) to one small answer', () => {
    const h = createHarness();
    h.loginAs('classic');
    let refusals = 0;
    for (let post = 0; post < 10; post++) {
      const upsert = Object.fromEntries(
        Array.from({ length: 100 }, (_, i) => [`p${post}k${i}`.padEnd(100, 'x'), 'v'.repeat(2000)]),
      );
      if (h.json('POST', API.preferences, { body: { upsert_keys: upsert } }).status === 400) refusals += 1;
    }
    expect(refusals).toBe(10);
    const few = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'.repeat(2000)]));
    expect(h.json('POST', API.preferences, { body: { upsert_keys: few } }).status).toBe(200);
    const more = { k99: 'v'.repeat(2000) };
    expect(h.json('POST', API.preferences, { body: { upsert_keys: more } }).message).toMatch(
      new RegExp(`over the ${PREFERENCE_BYTES_PER_USER} allowed per user$`),
    );
    expect(JSON.stringify(h.json('GET', API.preferences).result).length).toBeLessThan(
      PREFERENCE_BYTES_PER_USER + 1024,
    );
  });
});
