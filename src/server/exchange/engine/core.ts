/**
 * The engine's shared state and its event pipeline.
 *
 * Every public operation runs inside `run`: the work buffers 'trade'/'order'/'execution' events as it
 * goes; at the end come the plan triggers the operation caused, then ONE 'book' event per symbol whose
 * levels changed and one 'balance' event per account whose tokens changed; only then are listeners
 * called, so they always see a consistent engine.
 */
import type { BookLevel, Instrument } from '../../../shared/protocol';
import type { Fixed } from '../../../shared/money/fixed';
import type { ExchangeEvent } from '../types';
import { Accounts } from './accounts';
import { OrderBook, type BookSide } from './orderBook';
import { fmtPrice, fmtQty, OrderStore } from './orderRecords';
import type { OrderState, SymbolState } from './state';
import { boundsOf, type Bounds } from './validation';

export class EngineCore {
  readonly accounts = new Accounts();
  readonly store = new OrderStore();
  readonly symbols = new Map<string, SymbolState>();
  readonly bounds = new Map<string, Bounds>();
  /** Set by the plan module: fires the plans the operation's trades reached. */
  afterOperation: () => void = () => {};
  /** Set by the plan module: follows every trade price (trailing extremes). */
  onTrade: (symbol: SymbolState, price: Fixed) => void = () => {};
  /** Set by the plan module: a plan was placed or changed, so check its symbol after this operation. */
  planChanged: (symbol: SymbolState) => void = () => {};
  /** Set by the plan module: a fill delivered something to an order with attached TP/SL legs. */
  attachedFilled: (order: OrderState) => void = () => {};

  private nextOrderId = 1;
  private nextTradeId = 1;
  private buffer: ExchangeEvent[] = [];
  private readonly listeners = new Set<(event: ExchangeEvent) => void>();
  private depth = 0;

  isMarketMaker(accountId: string): boolean {
    return this.marketMakers.has(accountId);
  }

  constructor(
    readonly instruments: readonly Instrument[],
    readonly clock: { now(): number },
    readonly feeAccountId: string,
    private readonly marketMakers: ReadonlySet<string> = new Set(),
  ) {
    for (const inst of instruments) {
      this.bounds.set(inst.symbolId, boundsOf(inst));
      this.symbols.set(inst.symbolId, {
        inst,
        book: new OrderBook(),
        last: undefined,
        lastTick: 'ZeroPlusTick',
        trades: [],
        plans: new Set(),
      });
    }
    this.accounts.open(feeAccountId, new Map());
  }

  boundsOf(symbolId: string): Bounds {
    const bounds = this.bounds.get(symbolId);
    if (!bounds) throw new Error(`engine bug: no bounds for ${symbolId}`);
    return bounds;
  }

  newOrderId(): { id: string; seq: number } {
    const seq = this.nextOrderId++;
    return { id: String(seq), seq };
  }

  newTradeId(): string {
    return String(this.nextTradeId++);
  }

  now(): number {
    return this.clock.now();
  }

  emit(event: ExchangeEvent): void {
    this.buffer.push(event);
  }

  subscribe(listener: (event: ExchangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs one public operation and then publishes what it changed (see the file comment). */
  run<T>(work: () => T): T {
    // A listener may call back into the engine; that inner call is its own operation.
    if (this.depth > 0) return work();
    this.depth++;
    let result: T;
    try {
      // 1. The operation itself.
      result = work();
      // 2. The plans its trades reached (which may trade and reach more).
      this.afterOperation();
      // 3. Book and balance summaries.
      for (const symbol of this.symbols.values()) this.emitBook(symbol);
      this.emitBalances();
    } finally {
      this.depth--;
    }
    // 4. Deliver, in order, outside the operation.
    const events = this.buffer;
    this.buffer = [];
    let failure: unknown;
    for (const event of events) {
      for (const listener of [...this.listeners]) {
        try {
          listener(event);
        } catch (error) {
          failure ??= error;
        }
      }
    }
    if (failure !== undefined) throw failure;
    return result;
  }

  private emitBook(symbol: SymbolState): void {
    if (!symbol.book.bids.touchedAny() && !symbol.book.asks.touchedAny()) return;
    const toLevels = (side: BookSide): BookLevel[] =>
      [...side.takeTouched()]
        .sort((a, b) => (side.side === 'Buy' ? (a > b ? -1 : 1) : a < b ? -1 : 1))
        .map((price) => [fmtPrice(symbol.inst, price), fmtQty(symbol.inst, side.sizeAt(price))]);
    const bids = toLevels(symbol.book.bids);
    const asks = toLevels(symbol.book.asks);
    if (bids.length === 0 && asks.length === 0) return;
    symbol.book.seq++;
    this.emit({ type: 'book', symbolId: symbol.inst.symbolId, seq: symbol.book.seq, bids, asks });
  }

  private emitBalances(): void {
    for (const [accountId, tokens] of this.accounts.takeChanged()) {
      if (accountId === this.feeAccountId) continue;
      const balances = [...tokens].map((token) => this.accounts.balance(accountId, token));
      this.emit({ type: 'balance', accountId, balances });
    }
  }
}
