import type { FormOrderKind, LegFields, OrderFields } from './orderCheckTypes';
import type { Side } from '../protocol/market';

const blankLeg = (): LegFields => ({ trigger: '', type: 'LIMIT', limitPrice: '' });

/** A form with nothing typed: a limit buy by quantity, good till cancelled, unless said otherwise. */
export function createBlankOrderFields(kind: FormOrderKind = 'limit', side: Side = 'Buy'): OrderFields {
  return {
    kind,
    side,
    price: '',
    triggerPrice: '',
    triggeredType: 'LIMIT',
    sizeBy: 'quantity',
    quantity: '',
    amount: '',
    timeInForce: 'GTC',
    postOnly: false,
    attachTpSl: false,
    takeProfit: blankLeg(),
    stopLoss: blankLeg(),
    trailingBy: 'rate',
    trailingRate: '',
    trailingSpread: '',
    activationPrice: '',
  };
}
