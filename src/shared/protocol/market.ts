/**
 * Public market data as it travels on the wire (REST and /realtime_w). Every price, quantity and amount
 * is a decimal string; times are Unix milliseconds unless the name says otherwise.
 */

/** A trading pair, with the field names of spec 000 §3 and 001 §3. */
export interface Instrument {
  symbolId: string; // "BTCUSDT"
  symbolName: string; // "BTC/USDT"
  baseTokenId: string;
  quoteTokenId: string;
  baseTokenName: string;
  quoteTokenName: string;
  /** Decimal places of a price, a quantity (base) and an amount (quote). */
  pricePrecision: number;
  quantityPrecision: number;
  amountPrecision: number;
  /** The smallest price step, e.g. "0.01". */
  minPricePrecision: string;
  minTradeQuantity: string;
  maxTradeQuantity: string;
  minTradeAmount: string;
  maxTradeAmount: string;
  /** 1 trading, 2 suspended, 3 not yet open, 4 restricted (spec 000 §5: restricted when 4 and a side is banned). */
  tradeStatus: 1 | 2 | 3 | 4;
  isBanBuy: boolean;
  isBanSell: boolean;
  /** A symbol notice (countdown or icon) exists; fetch it with the notice-by-symbol call. */
  noticeVisible: boolean;
  /** Zone marks: may contain "innovation" or "adventure". */
  mark: string[];
  /** Comma-separated depth steps made of 0, 1 and a dot, finest first: "0.01,0.1,1,10". */
  digitMerge: string;
  /** 10^pricePrecision, as charting libraries want it. */
  pricescale: number;
  /** A leveraged token (trades on /trade/spot/lt/...). */
  isLeveragedToken: boolean;
  /** Needs the risk disclaimer before a first order (SUI, MNT, BIT, innovation, adventure). */
  needsRiskDisclaimer: boolean;
  /** Listed for the liquidity-shield link. */
  listed: boolean;
  /** When the symbol opens (ms); 0 when it has always been open. */
  onlineTime: number;
  /** Order maker and taker fee rates, e.g. "0.001". */
  makerFeeRate: string;
  takerFeeRate: string;
}

/** spec 000 §3 "Symbol notice". noticeType 1 or 2: countdown with a timer; 3: icon only. */
export interface SymbolNotice {
  symbolId: string;
  noticeType: 1 | 2 | 3;
  noticeContent: string;
  noticeLinkUrl: string;
  onlineTime: number;
  /** The server's clock when it answered, for correcting the client's. */
  nowTime: number;
}

export type TickDirection = 'PlusTick' | 'MinusTick' | 'ZeroPlusTick' | 'ZeroMinusTick';

/** spec 001 §3 "Market ticker from the socket", the fields that apply to spot. */
export interface Ticker {
  symbol: string;
  lastPrice: string;
  lastTickDirection: TickDirection;
  prevPrice24h: string;
  /** 24h change as a fraction × 10^6, an integer: -12345 is -1.2345 %. */
  price24hPcntE6: string;
  highPrice24h: string;
  lowPrice24h: string;
  prevPrice1h: string;
  volume24h: string;
  turnover24h: string;
  bid1Price: string;
  bid1Qty: string;
  ask1Price: string;
  ask1Qty: string;
  timestampE6: string;
}

/** spec 001 §3 "Recent trade (socket)". */
export interface PublicTrade {
  execId: string;
  symbol: string;
  execPrice: string;
  execQty: string;
  execTime: number;
  /** The taker's side. */
  side: Side;
  tickDirection: TickDirection;
  tradeType: 'Normal';
}

export type Side = 'Buy' | 'Sell';

/** Interval names of spec 000 §7 (REST `interval`) and of `kline_{interval}` topics. */
export const KLINE_INTERVALS = [
  '1s',
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '12h',
  '1d',
  '1w',
  '1M',
] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** REST kline row: [time, open, high, low, close, volume] (spec 000 §7). */
export type KlineRow = [time: number, open: string, high: string, low: string, close: string, volume: string];

/** spec 001 §3 "Candle" as pushed on `kline_{interval}.{symbol}`. */
export interface Candle {
  symbol: string;
  interval: KlineInterval;
  /** Open time (ms) and the last millisecond of the candle. */
  start: number;
  end: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
  /** True once the candle is closed and will not change. */
  confirm: boolean;
  timestamp: number;
}

/** A notice-bar item (spec 001 §3): `symbolName` is a comma list or "ALL". */
export interface NoticeItem {
  id: string;
  symbolName: string;
  info: string;
  url: string;
}

/** One price level: [price, size]. A size of "0" in a delta removes the level. */
export type BookLevel = [price: string, size: string];

/** Leveraged-token data (spec 000 §3, 001 §3). */
export interface LeveragedTokenInfo {
  symbolId: string;
  nav: string;
  /** st: 1 normal, 2 redeem closed, 3 subscribe closed, 4 closed, 5 position change. */
  st: 1 | 2 | 3 | 4 | 5;
  riskSwitchStatus: number;
  diffNvRate: string;
  maxPurchase: string;
  minPurchase: string;
  maxRedeem: string;
  minRedeem: string;
  leverage: string;
  underlying: string;
}
