import type { NoticeItem } from '../../../shared/protocol';

/** The pair the page shows, in both the forms a notice's `symbolName` list may use. */
export interface NoticePair {
  /** "BTC/USDT" */
  symbolName: string;
  /** "BTCUSDT" */
  symbolId: string;
}

const normalise = (text: string) => text.trim().toUpperCase();

/**
 * The notices meant for one pair, in the server's order (spec 001 §3 "Notice item"). `symbolName` is
 * "ALL" or a comma list of pairs. The spec writes pairs by name ("BTC/USDT"); the symbol id
 * ("BTCUSDT") is accepted too, since both name the same pair and a list typed by hand may use either.
 * Entries are trimmed and compared without case; empty entries match nothing.
 */
export function calculateVisibleNotices(items: readonly NoticeItem[], pair: NoticePair): NoticeItem[] {
  const names = new Set([normalise(pair.symbolName), normalise(pair.symbolId)]);
  return items.filter((item) =>
    item.symbolName.split(',').some((entry) => {
      const name = normalise(entry);
      return name === 'ALL' || (name !== '' && names.has(name));
    }),
  );
}
