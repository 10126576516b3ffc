/** A pair, a trader and valid fields for every order type, for the order checks' tests. */
import type {
  FormOrderKind,
  OrderContext,
  OrderFields,
} from '../../../../src/shared/orderChecks/orderCheckTypes';
import { createBlankOrderFields } from '../../../../src/shared/orderChecks/createBlankOrderFields';
import type { Instrument, Side } from '../../../../src/shared/protocol';

/** BTC/USDT as the simulator lists it: prices at 0.01, quantities at 0.000001, amounts 5 to 2 000 000. */
export const BTCUSDT: Instrument = {
  symbolId: 'BTCUSDT',
  symbolName: 'BTC/USDT',
  baseTokenId: 'BTC',
  quoteTokenId: 'USDT',
  baseTokenName: 'BTC',
  quoteTokenName: 'USDT',
  pricePrecision: 2,
  quantityPrecision: 6,
  amountPrecision: 8,
  minPricePrecision: '0.01',
  minTradeQuantity: '0.000052',
  maxTradeQuantity: '20.618556',
  minTradeAmount: '5',
  maxTradeAmount: '2000000',
  tradeStatus: 1,
  isBanBuy: false,
  isBanSell: false,
  noticeVisible: false,
  mark: [],
  digitMerge: '0.01,0.1,1,10,100',
  pricescale: 100,
  isLeveragedToken: false,
  needsRiskDisclaimer: false,
  listed: true,
  onlineTime: 0,
  makerFeeRate: '0.001',
  takerFeeRate: '0.001',
};

export const LAST_PRICE = '97000';

export function createContext(change: Partial<OrderContext> = {}): OrderContext {
  return {
    instrument: BTCUSDT,
    lastPrice: LAST_PRICE,
    viewer: {
      kind: 'user',
      isUnified: false,
      isDemo: false,
      accountStatus: 0,
      pendingMaintenance: false,
      riskDisclaimerAccepted: false,
      ltRiskTestPassed: false,
    },
    baseAvailable: '10',
    quoteAvailable: '100000',
    quota: { kind: 'none' },
    ...change,
  };
}

/** The logged-in viewer of createContext, changed. */
export function withViewer(change: Partial<Extract<OrderContext['viewer'], { kind: 'user' }>>) {
  const viewer = createContext().viewer;
  if (viewer.kind !== 'user') throw new Error('unreachable');
  return createContext({ viewer: { ...viewer, ...change } });
}

/** Fields that pass every check against createContext(), for each order type and side. */
export function validFields(kind: FormOrderKind, side: Side): OrderFields {
  const buy = side === 'Buy';
  const base = createBlankOrderFields(kind, side);
  switch (kind) {
    case 'limit':
      return { ...base, price: '96000', quantity: '0.01' };
    case 'market':
      return buy ? { ...base, sizeBy: 'amount', amount: '500' } : { ...base, quantity: '0.01' };
    case 'conditional':
    case 'stopLimit':
      return buy
        ? { ...base, triggerPrice: '98000', price: '98500', quantity: '0.01' }
        : { ...base, triggerPrice: '96000', price: '95500', quantity: '0.01' };
    case 'oco':
      return buy
        ? {
            ...base,
            quantity: '0.01',
            takeProfit: { trigger: '95000', type: 'LIMIT', limitPrice: '95100' },
            stopLoss: { trigger: '99000', type: 'LIMIT', limitPrice: '99100' },
          }
        : {
            ...base,
            quantity: '0.01',
            takeProfit: { trigger: '99000', type: 'LIMIT', limitPrice: '98900' },
            stopLoss: { trigger: '95000', type: 'LIMIT', limitPrice: '94900' },
          };
    case 'trailingStop':
      return buy
        ? { ...base, sizeBy: 'amount', amount: '500', trailingRate: '1.5' }
        : { ...base, quantity: '0.01', trailingRate: '1.5' };
  }
}
