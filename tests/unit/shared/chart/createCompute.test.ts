import { describe, expect, it } from 'vitest';
import { createCompute } from '../../../../src/shared/chart/createCompute';
import { GAP_RETRY_MS } from '../../../../src/shared/chart/createSeries';
import type { KlineView, SeriesRequest } from '../../../../src/shared/protocol';
import { createContext, validFields } from '../orderChecks/orderFixtures';
import { createFakeKlineRest, makeRows } from './fakeKlineRest';

const MINUTE = 60_000;
const LAST = Date.UTC(2025, 0, 15, 12);
const request: SeriesRequest = {
  key: { symbol: 'BTCUSDT', interval: '1m' },
  chartType: 'candle',
  indicators: [{ kind: 'MA', period: 3 }],
};
type Candle = KlineView['candles'][number];
const candle = (start: number, close: string, confirmed = false): Candle => ({
  start,
  open: '100',
  high: '9000',
  low: '50',
  close,
  volume: '5',
  confirmed,
});

function setup(serverBars = 2000) {
  const rest = createFakeKlineRest(makeRows(serverBars, LAST, MINUTE));
  const clock = { now: LAST + 30_000 };
  const compute = createCompute({ rest, now: () => clock.now });
  return { rest, clock, compute };
}

describe('createCompute: load', () => {
  it('loads one page ending now and answers columns in UTC seconds, with its indicators', async () => {
    const { rest, compute } = setup();
    const snapshot = await compute.load(request);
    expect(rest.requests).toEqual([{ symbol: 'BTCUSDT', interval: '1m', limit: 500, to: LAST + 30_000 }]);
    expect(snapshot.status).toBe('live');
    expect(snapshot.failure).toBe('');
    expect(snapshot.bars.time).toHaveLength(500);
    expect(snapshot.bars.time[499]).toBe(LAST / 1000);
    expect(snapshot.indicators[0]?.lines.value?.[2]).toBeCloseTo(
      (snapshot.bars.close[0]! + snapshot.bars.close[1]! + snapshot.bars.close[2]!) / 3,
      9,
    );
    expect(snapshot.reachedStart).toBe(false);
  });

  it('fetches a loaded series once (concurrent loads share the page); a new chart type only re-derives', async () => {
    const { rest, compute } = setup();
    await Promise.all([compute.load(request), compute.load(request)]);
    const ha = await compute.load({ ...request, chartType: 'heikinAshi' });
    expect(rest.requests).toHaveLength(1);
    // Bar 0 is the fake's row 1500: o 1600, h 1602, l 1599, c 1601 → HA close 6402/4, HA open 3201/2.
    expect(ha.shown.close[0]).toBe(1600.5);
    expect(ha.shown.open[0]).toBe(1600.5);
    expect(ha.bars.close[0]).toBe(1601);
  });

  it('answers fresh buffers every time, none shared, so each answer can be transferred', async () => {
    const { compute } = setup();
    const first = await compute.load(request);
    const second = await compute.snapshot(request);
    expect(second.bars.time.buffer).not.toBe(first.bars.time.buffer);
    expect(second.shown.time.buffer).not.toBe(second.bars.time.buffer);
    expect(Array.from(second.bars.close)).toEqual(Array.from(first.bars.close));
  });

  it('gives a failed first page as status failed with the server’s message, without throwing, and retries on the next load', async () => {
    const { rest, compute } = setup();
    rest.override.push({ refused: 'kline service unavailable' });
    const failed = await compute.load(request);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toBe('kline service unavailable');
    expect(failed.bars.time).toHaveLength(0);
    const retried = await compute.snapshot(request);
    expect(retried.status).toBe('live');
    expect(retried.failure).toBe('');
  });

  it('refuses malformed rows with an error naming the field', async () => {
    const { rest, compute } = setup();
    rest.override.push({ result: { list: [[LAST, '1', '1e5', '1', '1', '1']] } });
    const failed = await compute.load(request);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toBe('unexpected result from /spot/api/quote/v2/klines: list.0.2 not a decimal');
  });

  it('refuses rows that are not oldest first', async () => {
    const { rest, compute } = setup();
    rest.override.push({ result: { list: [...makeRows(2, LAST, MINUTE)].reverse() } });
    expect((await compute.load(request)).failure).toMatch(/list\.1\.0 rows are not strictly oldest first/);
  });

  it('says empty for a series with no bars yet', async () => {
    const { compute } = setup(0);
    const snapshot = await compute.load(request);
    expect(snapshot.status).toBe('empty');
    expect(snapshot.reachedStart).toBe(true);
  });
});

describe('createCompute: loadOlder', () => {
  it('pages back from the oldest bar under the same rule until the start', async () => {
    const { rest, compute } = setup(1200);
    await compute.load(request);
    const older = await compute.loadOlder(request, 500);
    expect(rest.requests[1]?.to).toBe(LAST - 499 * MINUTE);
    expect(older.bars.time).toHaveLength(1000);
    expect(older.reachedStart).toBe(false);
    const all = await compute.loadOlder(request, 1000);
    expect(all.bars.time).toHaveLength(1200);
    expect(all.reachedStart).toBe(true);
    const times = Array.from(all.bars.time);
    expect(times.every((t, i) => i === 0 || t - times[i - 1]! === 60)).toBe(true);
    // Nothing is fetched once the start is reached.
    const count = rest.requests.length;
    await compute.loadOlder(request, 500);
    expect(rest.requests).toHaveLength(count);
  });

  it('keeps everything already loaded when an older page is malformed', async () => {
    const { rest, compute } = setup();
    const loaded = await compute.load(request);
    rest.override.push({ result: { list: [[1, '1', '1', '1', 'x', '1']] } });
    const after = await compute.loadOlder(request, 500);
    expect(after.status).toBe('live');
    expect(after.failure).toMatch(/^unexpected result from \/spot\/api\/quote\/v2\/klines: list\.0\.4/);
    expect(Array.from(after.bars.close)).toEqual(Array.from(loaded.bars.close));
    expect(after.reachedStart).toBe(false);
  });
});

describe('createCompute: the live seam', () => {
  it('replaces the last bar for the same start and appends the next one, with indicator points', async () => {
    const { compute } = setup();
    const loaded = await compute.load(request);
    // The fake's bar 498 closes at 2099 (row 1998 of 2000): 2100 is rising, 140 after it is not.
    const replaced = await compute.applyLive(request, [candle(LAST, '2100')]);
    expect(replaced.reload).toBe(false);
    expect(replaced.bars).toEqual([
      { time: LAST / 1000, open: 100, high: 9000, low: 50, close: 2100, volume: 5 },
    ]);
    expect(replaced.rising).toEqual([1]);
    const closes = [loaded.bars.close[497]!, loaded.bars.close[498]!, 2100];
    expect(replaced.indicators[0]?.points[0]?.value).toBeCloseTo(
      (closes[0]! + closes[1]! + closes[2]!) / 3,
      9,
    );

    const appended = await compute.applyLive(request, [
      candle(LAST, '2100', true),
      candle(LAST + MINUTE, '140'),
    ]);
    expect(appended.bars.map((b) => b.time)).toEqual([(LAST + MINUTE) / 1000]);
    expect(appended.rising).toEqual([0]);
    const snapshot = await compute.snapshot(request);
    expect(snapshot.bars.time).toHaveLength(501);
    expect(snapshot.indicators[0]?.lines.value?.[500]).toBeCloseTo(
      appended.indicators[0]?.points[0]?.value ?? NaN,
      12,
    );
  });

  it('answers nothing for candles it already has and ignores older starts it has not', async () => {
    const { compute } = setup(600);
    await compute.load(request);
    // The fake's last row (bar 599 of 600) as the hub would resend it, and a start before the first bar.
    const unchanged: Candle = {
      start: LAST,
      open: '699',
      high: '701',
      low: '698',
      close: '700',
      volume: '10',
      confirmed: false,
    };
    const update = await compute.applyLive(request, [candle(LAST - 550 * MINUTE, '1'), unchanged]);
    expect(update).toMatchObject({ reload: false, bars: [] });
    expect((await compute.snapshot(request)).bars.time).toHaveLength(500);
  });

  it('fetches the bars a later candle skipped, then asks for a reload of a gapless series', async () => {
    const { rest, clock, compute } = setup();
    await compute.load(request);
    // Three more bars happened on the server while the socket was away.
    rest.rows.push(
      ...makeRows(3, LAST + 3 * MINUTE, MINUTE).map(
        (r) => [r[0], '1', '2', '0.5', '1.5', '1'] as (typeof rest.rows)[number],
      ),
    );
    clock.now = LAST + 4 * MINUTE;
    const update = await compute.applyLive(request, [candle(LAST + 4 * MINUTE, '7')]);
    expect(rest.requests.at(-1)?.to).toBe(LAST + 4 * MINUTE);
    expect(update).toMatchObject({ reload: true, bars: [] });
    const times = Array.from((await compute.snapshot(request)).bars.time);
    expect(times.slice(-5)).toEqual([0, 1, 2, 3, 4].map((k) => (LAST + k * MINUTE) / 1000));
    expect(new Set(times).size).toBe(times.length);
  });

  it('does not join across a gap it could not fill, and retries only after a pause', async () => {
    const { rest, clock, compute } = setup();
    await compute.load(request);
    rest.override.push({ network: true });
    const failed = await compute.applyLive(request, [candle(LAST + 2 * MINUTE, '7')]);
    expect(failed).toMatchObject({ reload: false, bars: [] });
    expect((await compute.snapshot(request)).failure).toBe('Failed to fetch');
    const requests = rest.requests.length;
    await compute.applyLive(request, [candle(LAST + 2 * MINUTE, '8')]);
    expect(rest.requests).toHaveLength(requests);
    clock.now += GAP_RETRY_MS;
    expect((await compute.applyLive(request, [candle(LAST + 2 * MINUTE, '8')])).reload).toBe(true);
    expect((await compute.snapshot(request)).bars.close.at(-1)).toBe(8);
  });

  it('replaces a far-behind history with the page when even a full page does not reach it', async () => {
    const { rest, clock, compute } = setup(600);
    await compute.load(request);
    rest.rows.push(...makeRows(700, LAST + 700 * MINUTE, MINUTE));
    clock.now = LAST + 701 * MINUTE;
    expect((await compute.applyLive(request, [candle(LAST + 701 * MINUTE, '7')])).reload).toBe(true);
    const snapshot = await compute.snapshot(request);
    expect(snapshot.bars.time).toHaveLength(501);
    expect(snapshot.bars.time[0]).toBe((LAST + 201 * MINUTE) / 1000);
    expect(snapshot.reachedStart).toBe(false);
  });

  it('keeps live candles that arrive before the first page and joins them after it', async () => {
    const { rest, compute } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = rest.fetch;
    rest.fetch = async (url, init) => {
      await gate;
      return fetch(url, init);
    };
    const loading = compute.load(request);
    const early = await compute.applyLive(request, [candle(LAST + MINUTE, '9')]);
    expect(early).toMatchObject({ reload: false, bars: [] });
    release();
    const snapshot = await loading;
    expect(snapshot.bars.time).toHaveLength(501);
    expect(snapshot.bars.time[500]).toBe((LAST + MINUTE) / 1000);
    expect(snapshot.bars.close[500]).toBe(9);
  });

  it('joins calendar months: the next month appends, a skipped one is fetched', async () => {
    const months = [Date.UTC(2024, 10, 1), Date.UTC(2024, 11, 1), Date.UTC(2025, 0, 1)];
    const rest = createFakeKlineRest(months.map((t) => [t, '1', '2', '0.5', '1.5', '9']));
    const compute = createCompute({ rest, now: () => Date.UTC(2025, 0, 20) });
    const monthly: SeriesRequest = { ...request, key: { symbol: 'BTCUSDT', interval: '1M' } };
    await compute.load(monthly);
    const february = await compute.applyLive(monthly, [candle(Date.UTC(2025, 1, 1), '3')]);
    expect(february.bars.map((b) => b.time)).toEqual([Date.UTC(2025, 1, 1) / 1000]);
    const april = await compute.applyLive(monthly, [candle(Date.UTC(2025, 3, 1), '4')]);
    expect(april.reload).toBe(true);
    expect(rest.requests.at(-1)?.to).toBe(Date.UTC(2025, 3, 1));
  });

  it('turns an empty series live with the first candle (a reload: the chart had nothing to update)', async () => {
    const { compute } = setup(0);
    await compute.load(request);
    expect((await compute.applyLive(request, [candle(LAST, '3')])).reload).toBe(true);
    expect((await compute.snapshot(request)).status).toBe('live');
  });
});

describe('createCompute: the rest', () => {
  it('forgets a dropped series, so loading it again fetches', async () => {
    const { rest, compute } = setup();
    await compute.load(request);
    await compute.drop(request.key);
    await compute.load(request);
    expect(rest.requests).toHaveLength(2);
  });

  it('checks quick orders with checkQuickOrder', async () => {
    const { compute } = setup();
    const input = {
      side: 'Buy' as const,
      quantity: '',
      price: '1',
      quantityStep: '0.01',
      isVisitor: false,
      isBanBuy: false,
      isBanSell: false,
    };
    expect(await compute.checkQuickOrder(input)).toEqual({ ok: false, reason: 'quick_order_0_tip' });
  });

  it('checks the order form with checkOrder', async () => {
    const { compute } = setup();
    const fields = { ...validFields('limit', 'Sell'), quantity: '' };
    expect(await compute.checkOrder(fields, createContext())).toEqual({
      ok: false,
      reason: 'quantityEmpty',
      field: 'quantity',
    });
    expect(await compute.checkOrder(validFields('market', 'Buy'), createContext())).toMatchObject({
      ok: true,
      request: { endpoint: 'createOrder', body: { market_unit: 'quoteCoin', quantity: '500' } },
    });
  });
});
