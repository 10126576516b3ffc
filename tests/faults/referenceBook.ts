/**
 * The book fuzz's reference for one depth topic: every frame of a clean connection, in order, merged
 * by the simplest rule. It answers "what did the gateway's window look like at this seq": its book
 * now, or a copy taken just before a frame changed it while an older frame was still on its way to
 * the store under test (copy-before-write, so a copy per frame is not the fuzz's main cost).
 */
import type { DepthData } from '../../src/shared/protocol';

export type Side = Map<string, string>;
export interface Book {
  bids: Side;
  asks: Side;
}

/** Copies kept: far more than a held frame can lag behind. */
const KEPT = 256;
const ZERO_SIZE = /^0+(?:\.0+)?$/;

export function sameBook(a: Book, b: Book): boolean {
  const same = (x: Side, y: Side) => {
    if (x.size !== y.size) return false;
    for (const [price, size] of x) if (y.get(price) !== size) return false;
    return true;
  };
  return same(a.bids, b.bids) && same(a.asks, b.asks);
}

export function createReferenceBook(stillNeeded: () => boolean) {
  const book: Book = { bids: new Map(), asks: new Map() };
  let seq = -1;
  const earlier = new Map<number, Book>();
  return {
    book,
    apply(type: 'snapshot' | 'delta', data: DepthData): void {
      if (stillNeeded() && data.seq !== seq) {
        earlier.set(seq, { bids: new Map(book.bids), asks: new Map(book.asks) });
        if (earlier.size > KEPT) earlier.delete(earlier.keys().next().value as number);
      }
      if (type === 'snapshot') {
        book.bids.clear();
        book.asks.clear();
      }
      for (const [side, levels] of [
        [book.bids, data.b],
        [book.asks, data.a],
      ] as const) {
        for (const [price, size] of levels) {
          if (ZERO_SIZE.test(size)) side.delete(price);
          else side.set(price, size);
        }
      }
      seq = data.seq;
    },
    /** The window the gateway had when it sent a frame of this seq. */
    at: (frameSeq: number): Book | undefined => (frameSeq === seq ? book : earlier.get(frameSeq)),
  };
}
