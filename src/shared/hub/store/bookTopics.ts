/**
 * Every subscribed book topic: its merged levels and its sequence state. Applying a frame is
 * check shape → check sequence → merge; any doubt drops the book and asks for a fresh snapshot.
 */
import type { Instrument, OrderBookView } from '../../protocol';
import { createBookSides, clearBook, mergeDepth, parseDepthData, type BookSides } from './orderBookState';
import { calculateOrderBookView } from './orderBookView';
import { checkSequence, createSequenceState, markResync, type SequenceState } from './sequenceGuard';

interface BookTopic {
  symbol: string;
  sequence: SequenceState;
  book: BookSides;
}

/** What one frame did to its book: `changed` (rebuild views) and `resync` (resubscribe the topic). */
export interface BookOutcome {
  changed: boolean;
  resync: boolean;
}

const NOTHING: BookOutcome = { changed: false, resync: false };
const CHANGED: BookOutcome = { changed: true, resync: false };
const RESYNC: BookOutcome = { changed: true, resync: true };

export function createBookTopics() {
  const books = new Map<string, BookTopic>();

  const topicOf = (topic: string, symbol: string): BookTopic => {
    let entry = books.get(topic);
    if (!entry) {
      entry = { symbol, sequence: createSequenceState(), book: createBookSides() };
      books.set(topic, entry);
    }
    return entry;
  };

  /** Drops the book; reports the topic only when it was not already waiting for a snapshot. */
  function fault(entry: BookTopic): BookOutcome {
    const already = entry.sequence.phase === 'resyncing';
    markResync(entry.sequence);
    clearBook(entry.book);
    return already ? NOTHING : RESYNC;
  }

  return {
    apply(topic: string, symbol: string, type: 'snapshot' | 'delta' | undefined, raw: unknown): BookOutcome {
      const entry = topicOf(topic, symbol);
      const data = type === undefined ? undefined : parseDepthData(raw, symbol);
      if (type === undefined || data === undefined) return fault(entry);
      switch (checkSequence(entry.sequence, type, data)) {
        case 'ignore':
          return NOTHING;
        case 'resync':
          // The guard already moved to resyncing; a late snapshot is a new fault, so always report it.
          clearBook(entry.book);
          return RESYNC;
        case 'reset':
        case 'apply':
          return mergeDepth(entry.book, data, type === 'snapshot') ? CHANGED : fault(entry);
      }
    },
    /** The socket closed: every book waits for its snapshot, and the next server may have restarted. */
    disconnected(): void {
      for (const entry of books.values()) {
        markResync(entry.sequence);
        entry.sequence.maxSeq = 0;
        clearBook(entry.book);
      }
    },
    release(topic: string): void {
      books.delete(topic);
    },
    has: (topic: string): boolean => books.has(topic),
    /** The merged levels and phase, for tests and diagnostics. */
    peek(topic: string): { phase: SequenceState['phase']; u: number; book: BookSides } | undefined {
      const entry = books.get(topic);
      return entry && { phase: entry.sequence.phase, u: entry.sequence.lastU, book: entry.book };
    },
    build(
      topic: string,
      view: { symbol: string; step: string; rows: number },
      instrument: Instrument | undefined,
    ): OrderBookView {
      const entry = books.get(topic);
      return calculateOrderBookView({
        ...view,
        status: entry?.sequence.phase ?? 'loading',
        u: entry?.sequence.lastU ?? 0,
        book: entry?.book ?? createBookSides(),
        instrument,
      });
    },
  };
}
