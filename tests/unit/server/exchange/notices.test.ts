import { describe, expect, it } from 'vitest';
import { createNoticeBoard, NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { createExchange } from '../../../../src/server/exchange/createExchange';
import { createManualTime } from '../../../../src/server/exchange/manualTime';
import type { NoticeItem } from '../../../../src/shared/protocol';

const ITEM: NoticeItem = { id: 'n-9', symbolName: 'ALL', info: 'New list', url: '' };

describe('notice board', () => {
  it('starts with the default list and hands out copies', () => {
    const board = createNoticeBoard();
    expect(board.list()).toEqual(NOTICE_BAR);
    const list = board.list();
    list[0]!.info = 'changed by a caller';
    list.pop();
    expect(board.list()).toEqual(NOTICE_BAR);
  });

  it('replaces the list, tells each listener once, and stops telling after unsubscribe', () => {
    const board = createNoticeBoard();
    const heard: NoticeItem[][] = [];
    const listener = () => heard.push(board.list());
    const stopFirst = board.onChange(listener);
    const stopSecond = board.onChange(listener);
    const input = [{ ...ITEM }];
    board.replace(input);
    input[0]!.info = 'mutated after the call';
    expect(heard).toEqual([[ITEM], [ITEM]]);

    stopFirst();
    board.replace([]);
    expect(heard).toHaveLength(3);
    expect(heard[2]).toEqual([]);
    stopSecond();
    board.replace([ITEM]);
    expect(heard).toHaveLength(3);
  });

  it('is what the exchange serves and replaces', () => {
    const time = createManualTime(0);
    const exchange = createExchange({ symbols: 2, clock: time.clock, scheduler: time.scheduler });
    expect(exchange.noticeBar()).toEqual(NOTICE_BAR);
    let calls = 0;
    const stop = exchange.onNoticeBar(() => (calls += 1));
    exchange.setNoticeBar([ITEM]);
    expect(exchange.noticeBar()).toEqual([ITEM]);
    expect(calls).toBe(1);
    stop();
  });
});
