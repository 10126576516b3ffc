import { describe, expect, it } from 'vitest';
import { mergeExecutions } from '../../../../src/app/features/chart/tradeMarks/mergeExecutions';
import type { Execution } from '../../../../src/shared/protocol';

const execution = (tradeId: string, tradeTime: number, symbolId = 'BTCUSDT'): Execution => ({
  tradeId,
  orderId: 'o',
  accountId: 'a',
  symbolId,
  side: 'Buy',
  orderType: 'LIMIT',
  execPrice: '100',
  execQty: '1',
  execValue: '100',
  execFee: '0',
  feeTokenId: 'BTC',
  isMaker: false,
  tradeTime,
  liquidationType: '',
});
const ids = (list: Execution[]) => list.map((e) => e.tradeId);

describe('mergeExecutions', () => {
  it('adds the pushed trades of the symbol and window that the fetch lacks, newest first, once each', () => {
    const fetched = [execution('f2', 200), execution('f1', 100)];
    const pushed = [
      execution('p4', 400),
      execution('e3', 300, 'ETHUSDT'),
      execution('f2', 200),
      execution('old', 10),
    ];
    expect(ids(mergeExecutions(fetched, pushed, 'BTCUSDT', 50))).toEqual(['p4', 'f2', 'f1']);
    expect(ids(mergeExecutions(fetched, [], 'BTCUSDT', 50))).toEqual(['f2', 'f1']);
  });
});
