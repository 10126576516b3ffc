/**
 * Tabs that go away while the hub is delivering (the feed ticks every 100 ms here): one closed, one
 * whose renderer crashes (no pagehide, no goodbye: only its Web Lock tells the worker). The worker
 * releases what only they watched, and the remaining tab stays live on the one socket.
 */
import { expect, test } from './faultTest';
import { connection, openPair, shownBook } from './tradingPage';

const watches = (topics: string[], symbol: string) => topics.some((topic) => topic.includes(symbol));

test('a tab closed and a tab crashed mid-tick: their topics are released, the last tab stays live', async ({
  context,
  sim,
}) => {
  const kept = await context.newPage();
  await openPair(kept, sim.url, 'BTC/USDT');
  const closed = await context.newPage();
  await openPair(closed, sim.url, 'ETH/USDT');
  const crashed = await context.newPage();
  await openPair(crashed, sim.url, 'SOL/USDT');
  const before = (await sim.stats()).topics;
  expect(['BTCUSDT', 'ETHUSDT', 'SOLUSDT'].every((symbol) => watches(before, symbol))).toBe(true);

  const cdp = await context.newCDPSession(crashed);
  const goneAt = Date.now();
  // Page.crash never answers (its renderer is gone): the page's crash event is the sign.
  const crash = crashed.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await Promise.all([closed.close(), crash]);

  await expect
    .poll(
      async () => {
        const { topics } = await sim.stats();
        return [watches(topics, 'ETHUSDT'), watches(topics, 'SOLUSDT'), watches(topics, 'BTCUSDT')];
      },
      { timeout: 15_000 },
    )
    .toEqual([false, false, true]);
  const releasedMs = Date.now() - goneAt;
  expect((await sim.stats()).connections).toBe(1);
  await expect(connection(kept)).toHaveText('Connected');
  const shown = await shownBook(kept);
  await expect.poll(() => shownBook(kept), { timeout: 15_000 }).not.toEqual(shown);
  test.info().annotations.push({
    type: 'figure',
    description: `the closed and the crashed tab's topics released ${releasedMs} ms after they went`,
  });
});
