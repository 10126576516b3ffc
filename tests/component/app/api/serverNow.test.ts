import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

function answerServerTime(serverTime: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, success: true, message: 'ok', result: { serverTime } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

describe('serverNow', () => {
  it("is the exchange's clock in whole ms, also when the round trip's midpoint falls on a half ms", async () => {
    const { serverNow } = await import('../../../../src/app/api/serverNow');
    answerServerTime(5_000);
    // Sent at 1 000, answered at 1 001: the midpoint is 1 000.5.
    const now = vi.spyOn(Date, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(1_001);
    now.mockReturnValue(1_001);
    const value = await serverNow();
    expect(Number.isInteger(value)).toBe(true);
    expect(Math.abs(value - 5_000.5)).toBeLessThanOrEqual(0.5);
  });

  it("falls back on the browser's clock when the call fails, and asks again next time", async () => {
    const { serverNow } = await import('../../../../src/app/api/serverNow');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    vi.spyOn(Date, 'now').mockReturnValue(42_000);
    expect(await serverNow()).toBe(42_000);
    answerServerTime(50_000);
    expect(await serverNow()).toBe(50_000);
  });
});
