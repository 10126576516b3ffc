import { describe, expect, it } from 'vitest';
import { describeOrderResult } from '../../../../src/app/features/orders/describeOrderResult';
import type { Order } from '../../../../src/shared/protocol';
import { ApiError } from '../../../../src/shared/rest/ApiError';
import { createTestI18n } from '../../createTestI18n';

const i18n = createTestI18n();
const refused = (code: number, message = 'server words') =>
  describeOrderResult(i18n, { ok: false, error: new ApiError('server', message, { status: 200, code }) });

describe('describeOrderResult (spec 000 §8 order result codes)', () => {
  it('says orderSuccessful with the detail of the order: at market, or at its limit price', () => {
    const order = {
      side: 'Sell',
      type: 'MARKET',
      price: '0',
      origQty: '1.5',
      orderQtyForView: '1.5',
      baseTokenName: 'ETH',
      quoteTokenName: 'USDT',
    } as Order;
    expect(describeOrderResult(i18n, { ok: true, value: order })).toEqual({
      flag: undefined,
      toast: { tone: 'success', title: 'Order placed', detail: 'Sell 1.5 ETH at market (ETH/USDT).' },
    });
    const limit = { ...order, type: 'LIMIT', price: '3120.50' } as Order;
    expect(describeOrderResult(i18n, { ok: true, value: limit }).toast.detail).toBe(
      'Sell 1.5 ETH at 3,120.50 (ETH/USDT).',
    );
  });

  it.each([32241, -2172, 12240, 170348])('raises the trade-try-limit flag for %i', (code) => {
    expect(refused(code).flag).toBe('tradeTryLimit');
    expect(refused(code).toast.tone).toBe('error');
  });

  it('raises the standard-account-limit flag for 32329, in the reader’s words', () => {
    expect(refused(32329)).toEqual({
      flag: 'standardAccountLimit',
      toast: {
        tone: 'error',
        title: 'Order not placed',
        detail:
          'The order value is above the standard account limit. Upgrade to a unified trading account to trade more.',
      },
    });
  });

  it('says a client order id reused with a different order placed nothing (12214), with no flag', () => {
    expect(refused(12214, 'client_order_id x was already used for order 7')).toEqual({
      flag: undefined,
      toast: {
        tone: 'error',
        title: 'Order not placed',
        detail:
          'This order ID was already used for a different order, so nothing was placed. Please submit the order again.',
      },
    });
  });

  it('uses the errorCode text of a known code, else the server message', () => {
    expect(refused(12131).toast.detail).toBe('Insufficient balance.');
    expect(refused(99999, 'odd <b>thing</b>')).toEqual({
      flag: undefined,
      toast: {
        tone: 'error',
        title: 'Order not placed',
        detail: 'The exchange refused the request: odd <b>thing</b>',
      },
    });
  });

  it('says a lost answer may not have placed the order, and that a retry is safe', () => {
    const outcome = describeOrderResult(i18n, {
      ok: false,
      error: new ApiError('network', 'Failed to fetch'),
    });
    expect(outcome.flag).toBeUndefined();
    expect(outcome.toast).toEqual({
      tone: 'error',
      title: 'The order may not have been placed',
      detail:
        'The exchange could not be reached. Check your connection and try again. Trying again sends the same order, never a second one.',
    });
  });
});
