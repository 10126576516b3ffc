/**
 * Notices: the rotating notice bar (spec 001 "Notice bar") and the per-symbol countdown notice of a
 * pair that opens later (spec 000 "Symbol notice"). Links are https only, as the page accepts no other.
 */
import type { Instrument, NoticeItem, SymbolNotice } from '../../shared/protocol';

export const NOTICE_BAR: readonly NoticeItem[] = [
  {
    id: 'notice-1',
    symbolName: 'ALL',
    info: 'Scheduled maintenance of the spot matching engine: Sunday 02:00–02:30 UTC.',
    url: 'https://spotdesk.test/announcements/maintenance',
  },
  {
    id: 'notice-2',
    symbolName: 'BTC/USDT,ETH/USDT',
    info: 'Zero maker fees on BTC/USDT and ETH/USDT this week.',
    url: 'https://spotdesk.test/announcements/zero-maker-fees',
  },
];

/**
 * The notice of a symbol, or undefined when it has none. `now` fills nowTime so the page can correct
 * its clock against the server's when it counts down to onlineTime.
 */
export function symbolNotice(instrument: Instrument, now: number): SymbolNotice | undefined {
  if (!instrument.noticeVisible) return undefined;
  return {
    symbolId: instrument.symbolId,
    noticeType: 1,
    noticeContent: `${instrument.symbolName} trading opens soon. Deposits are open; orders are accepted from the opening time.`,
    noticeLinkUrl: `https://spotdesk.test/announcements/listing-${instrument.baseTokenId.toLowerCase()}`,
    onlineTime: instrument.onlineTime,
    nowTime: now,
  };
}
