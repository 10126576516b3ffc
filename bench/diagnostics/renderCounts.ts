/**
 * `npx tsx bench/diagnostics/renderCounts.ts [updates/s]`: which React components render, and how
 * often, while the page sits still under the market: what a frame's script is made of, by name. It
 * builds the app unminified (so components keep their names; React is still its production build) into
 * a folder of its own, serves it at `--rate 50` and counts over 5 s, through a stand-in for React
 * DevTools' hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, installed before the page's scripts), each function
 * component that rendered in a commit (React's PerformedWork flag on a fiber that has a previous
 * version; a fiber without one counts as mounted; subtrees React skipped are not walked).
 *
 * Without an argument: a visitor on the Order book tab, the bookPanel bench's page. With `updates/s`:
 * logged in as the ordersPanel bench's account (500 open orders, 10 000 history rows), the Order
 * history tab open, the account's orders edited at that rate (the ordersPanel bench's page at rest).
 * A component that renders with every market frame, or with every account view, when nothing it shows
 * changed, is the place to look. `[effect]` marks a render that left a passive effect: React runs those
 * in a task of its own after the commit, so one such component rendering with every frame costs a task
 * a frame (react-i18next's own `useTranslation` did: src/app/i18n/useTranslation.ts).
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { BENCH_USER } from '../ordersPanel/benchUser';
import { openOrderHistory } from '../ordersPanel/openOrderHistory';
import { startOrderUpdates } from '../ordersPanel/orderUpdateDriver';
import { openSeededExchange } from '../ordersPanel/seededExchange';

const perSecond = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
const WINDOW_MS = 5_000;
const PAGE = '/en/trade/spot/BTC/USDT';
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** React DevTools' hook as far as React uses it: counts the components each commit rendered. */
const COUNTING_HOOK = `(() => {
  const counts = new Map();
  let commits = 0;
  let renderers = 0;
  window.__renderCounts = { counting: false, counts, commits: () => commits };
  const nameOf = (type) => {
    const inner = type.type ?? type.render ?? type;
    return inner.displayName || inner.name || '(anonymous)';
  };
  const walk = (first) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const before = fiber.alternate;
      const type = fiber.type;
      if (type && (typeof type === 'function' || typeof type === 'object') && (!before || fiber.flags & 1)) {
        // React's Passive flag (2048): the render left an effect to run after the commit, in a task of
        // its own (React 19's ReactFiberFlags).
        const name = nameOf(type) + (before ? '' : ' (mounted)') + (fiber.flags & 2048 ? ' [effect]' : '');
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      // A child list React did not copy is a subtree it skipped.
      if (fiber.child && (!before || fiber.child !== before.child)) walk(fiber.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      if (!window.__renderCounts.counting) return;
      commits += 1;
      walk(root.current.child);
    },
  };
})()`;

const distDir = join(tmpdir(), 'spotdesk-unminified');
buildApp(distDir, {}, ['--minify', 'false']);
// The visitor's page has the bench account's market too, without its orders.
const { exchange, users } = await openSeededExchange(
  perSecond === undefined ? { open: 0, history: 0 } : { open: 500, history: 10_000 },
);
const server = await serveBuild(exchange, distDir, 1, { users });
const browser = await launchBenchChromium();
let stopDriver = (): void => undefined;
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
  await context.addInitScript(COUNTING_HOOK);
  let describe: string;
  if (perSecond === undefined) {
    const page = await context.newPage();
    await page.goto(`${server.url}${PAGE}`);
    await page.getByRole('tab', { name: 'Order book', exact: true }).click();
    await page.getByRole('region', { name: 'Order book', exact: true }).getByRole('row').nth(10).waitFor();
    describe = 'a visitor, the Order book tab';
  } else {
    await openOrderHistory(context, {
      url: server.url,
      path: PAGE,
      email: BENCH_USER.email,
      password: BENCH_USER.password,
      tabName: 'Order history',
      timeoutMs: 30_000,
    });
    if (perSecond > 0)
      stopDriver = startOrderUpdates(exchange.engine, {
        accountId: BENCH_USER.accountId,
        symbolId: 'BTCUSDT',
        perSecond,
      }).stop;
    describe = `the bench account, Order history open, ${perSecond} order updates/s`;
  }
  const [page] = context.pages();
  if (!page) throw new Error('no page');
  await sleep(3_000);
  await page.evaluate('window.__renderCounts.counting = true');
  await sleep(WINDOW_MS);
  const { commits, counts } = (await page.evaluate(
    '({ commits: window.__renderCounts.commits(), counts: [...window.__renderCounts.counts] })',
  )) as { commits: number; counts: [string, number][] };
  console.log(`${describe}: ${commits} React commits in ${WINDOW_MS / 1000} s; components rendered:`);
  for (const [name, count] of counts.sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${String(count).padStart(6)}  ${name}`);
} finally {
  stopDriver();
  await browser.close();
  exchange.stop();
  await server.close();
}
