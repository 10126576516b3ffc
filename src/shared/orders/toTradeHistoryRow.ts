import type { Execution, Instrument, TradeHistoryRow } from '../protocol';
import { formatAtPrecision } from './formatAtPrecision';

/**
 * An execution as a trade-history row, its figures at the pair's precisions. The fee is in the token
 * received (the base token on a buy, the quote token on a sell), at that token's precision.
 */
export function toTradeHistoryRow(execution: Execution, instrument: Instrument | undefined): TradeHistoryRow {
  const base = instrument?.baseTokenId;
  const feePrecision =
    execution.feeTokenId === base ? instrument?.quantityPrecision : instrument?.amountPrecision;
  return {
    id: `${execution.tradeId}:${execution.orderId}`,
    tradeId: execution.tradeId,
    time: execution.tradeTime,
    symbolId: execution.symbolId,
    pair: instrument?.symbolName ?? execution.symbolId,
    side: execution.side === 'Buy' ? 'buy' : 'sell',
    price: formatAtPrecision(execution.execPrice, instrument?.pricePrecision),
    quantity: formatAtPrecision(execution.execQty, instrument?.quantityPrecision),
    baseUnit: instrument?.baseTokenName ?? '',
    value: formatAtPrecision(execution.execValue, instrument?.amountPrecision),
    quoteUnit: instrument?.quoteTokenName ?? '',
    fee: formatAtPrecision(execution.execFee, instrument ? feePrecision : undefined),
    feeCoin: tokenName(execution.feeTokenId, instrument),
    role: execution.isMaker ? 'maker' : 'taker',
  };
}

function tokenName(tokenId: string, instrument: Instrument | undefined): string {
  if (instrument?.baseTokenId === tokenId) return instrument.baseTokenName;
  if (instrument?.quoteTokenId === tokenId) return instrument.quoteTokenName;
  return tokenId;
}
