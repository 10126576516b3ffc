import { describe, expect, it } from 'vitest';
import type { Execution, Order, TradeHistoryRow } from '../../../../src/shared/protocol';
import { instrument } from '../../server/exchange/engine/helpers';
import { anOrder } from '../hub/anOrder';
import { calculateTradeRows } from '../../../../src/shared/orders/calculateTradeRows';
import { formatAtPrecision } from '../../../../src/shared/orders/formatAtPrecision';
import { encodeHistoryCursor, parseHistoryCursor } from '../../../../src/shared/orders/historyCursor';
import { calculateHistoryWindow } from '../../../../src/shared/orders/historyWindow';
import { toOrderHistoryRow } from '../../../../src/shared/orders/toOrderHistoryRow';
import { toTradeHistoryRow } from '../../../../src/shared/orders/toTradeHistoryRow';

const btc = instrument({ quantityPrecision: 6, amountPrecision: 8 });

const order = (fields: Partial<Order>): Order =>
  anOrder('42', {
    status: 'PartiallyFilledCanceled',
    price: '60000.5',
    origQty: '0.01',
    executedQty: '0.004',
    executedAmount: '240.002',
    amount: '',
    avgPrice: '60000.5',
    orderQtyForView: '0.01',
    createdTime: 1_000,
    ...fields,
  });

describe('history rows', () => {
  it('shows an order at the pair’s precisions, exact, with its words as keys', () => {
    expect(toOrderHistoryRow(order({}), btc)).toEqual({
      id: '42',
      time: 1_000,
      symbolId: 'BTCUSDT',
      pair: 'BTC/USDT',
      type: 'limit',
      side: 'buy',
      price: '60000.50',
      triggers: [],
      quantity: '0.010000',
      quantityUnit: 'BTC',
      filled: '0.004000',
      averagePrice: '60000.50',
      value: '240.00200000',
      quoteUnit: 'USDT',
      status: 'PARTIALLY_FILLED_CANCELED',
    });
    // A market buy by amount: no price, the amount in the quote token, nothing filled: no average.
    const byValue = order({
      type: 'MARKET',
      price: '0',
      marketUnit: 'quoteCoin',
      orderQtyForView: '100',
      executedQty: '0',
      status: 'Cancelled',
      planType: 8,
      triggerPrice: '59000',
    });
    expect(toOrderHistoryRow(byValue, btc)).toMatchObject({
      price: '',
      quantity: '100.00000000',
      quantityUnit: 'USDT',
      averagePrice: '',
      triggers: ['59000.00'],
      status: 'ORDER_CANCELED',
    });
    // An OCO shows both triggers; a pair no longer listed keeps the exchange's strings.
    const oco = order({
      planType: 10,
      tpTriggerPrice: '70000',
      slTriggerPrice: '50000',
      symbolId: 'OLDUSDT',
    });
    expect(toOrderHistoryRow(oco, undefined)).toMatchObject({
      pair: 'BTC/USDT',
      triggers: ['70000', '50000'],
    });
  });

  it('never cuts digits the exchange sent, and turns anything but a decimal into ""', () => {
    expect(formatAtPrecision('1.5', 4)).toBe('1.5000');
    expect(formatAtPrecision('0.123456789', 8)).toBe('0.123456789');
    expect(formatAtPrecision('1e5', 2)).toBe('');
    expect(formatAtPrecision('', 2)).toBe('');
  });

  it('shows an execution with its fee in the token received, and keys it by trade and order', () => {
    const execution: Execution = {
      tradeId: '7',
      orderId: '42',
      accountId: 'a',
      symbolId: 'BTCUSDT',
      side: 'Buy',
      orderType: 'LIMIT',
      execPrice: '60000',
      execQty: '0.001',
      execValue: '60',
      execFee: '0.000001',
      feeTokenId: 'BTC',
      isMaker: true,
      tradeTime: 5_000,
      liquidationType: '',
    };
    expect(toTradeHistoryRow(execution, btc)).toEqual({
      id: '7:42',
      tradeId: '7',
      time: 5_000,
      symbolId: 'BTCUSDT',
      pair: 'BTC/USDT',
      side: 'buy',
      price: '60000.00',
      quantity: '0.001000',
      baseUnit: 'BTC',
      value: '60.00000000',
      quoteUnit: 'USDT',
      fee: '0.000001',
      feeCoin: 'BTC',
      role: 'maker',
    });
  });

  it('puts pushed executions on top of the pages once each', () => {
    const row = (id: string, time: number) => ({ id, time }) as TradeHistoryRow;
    const paged = [row('5:1', 500), row('4:1', 500), row('3:1', 400)];
    // 6 is new; 5 is in the first page; 2 is older than the pages' newest, so the pages have it.
    const live = [row('6:1', 600), row('5:1', 500), row('2:1', 300)];
    expect(calculateTradeRows(live, paged).map((r) => r.id)).toEqual(['6:1', '5:1', '4:1', '3:1']);
    expect(calculateTradeRows([], paged)).toBe(paged);
    expect(calculateTradeRows(live, []).map((r) => r.id)).toEqual(['6:1', '5:1', '2:1']);
  });

  it('windows 7, 30 and 180 days back, and reads back only its own cursors', () => {
    expect(calculateHistoryWindow(1_000_000_000_000.7, 7)).toEqual({
      start: 1_000_000_000_000 - 7 * 86_400_000,
      end: 1_000_000_000_000,
    });
    const cursor = { start: 1, end: 2, sources: ['9', null] };
    expect(parseHistoryCursor(encodeHistoryCursor(cursor), 2)).toEqual(cursor);
    expect(parseHistoryCursor(encodeHistoryCursor(cursor), 1)).toBeUndefined();
    expect(parseHistoryCursor('{"start":"x"}', 2)).toBeUndefined();
    expect(parseHistoryCursor('not json', 2)).toBeUndefined();
  });
});
