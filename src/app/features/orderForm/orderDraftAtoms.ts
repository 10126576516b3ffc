/**
 * What another panel asks the order form to fill in: the order book on a row click, the chart's quick
 * order when the trader takes it to the full form. The form applies a draft of its pair once and
 * clears it.
 */
import type { Side } from '../../../shared/protocol';
import { atom } from '../../state/appJotai';

export interface OrderDraft {
  /** The symbolId the draft belongs to; a form on another pair ignores it. */
  symbol: string;
  /** Plain decimal strings as the book shows them (the step's decimals; base quantity). */
  price: string;
  quantity: string;
  /** The side to order on; the form keeps its own when the draft has none (the chart's quick order). */
  side?: Side;
  source: 'book' | 'chart';
  /** When it was drafted (ms): the same row clicked twice is two drafts. */
  at: number;
}

export const orderDraftAtom = atom<OrderDraft | undefined>(undefined);
