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
 * The notice-bar list the exchange serves: starts as NOTICE_BAR, can be replaced at run time (the
 * control endpoint does, so tests can see the page react), and tells its listeners after each
 * replacement so the socket pushes a fresh snapshot. Items are copied in and out, so no caller can
 * change the list behind the board's back.
 */
export interface NoticeBoard {
  list(): NoticeItem[];
  replace(items: readonly NoticeItem[]): void;
  /** Called after every replacement; returns an unsubscribe. */
  onChange(listener: () => void): () => void;
}

export function createNoticeBoard(initial: readonly NoticeItem[] = NOTICE_BAR): NoticeBoard {
  let items = initial.map((item) => ({ ...item }));
  const listeners = new Set<() => void>();
  return {
    list: () => items.map((item) => ({ ...item })),
    replace(next) {
      items = next.map((item) => ({ ...item }));
      for (const listener of [...listeners]) listener();
    },
    onChange(listener) {
      // Wrapped so one function registered twice is two registrations, each removed by its own call.
      const entry = () => listener();
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}

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
