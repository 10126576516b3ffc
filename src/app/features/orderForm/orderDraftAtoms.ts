/**
 * What another panel asks the order form to fill in. The order book writes it on a row click; the
 * order form (its own issue) reads it. Until then `OrderDraftNote` shows it, so a click visibly lands.
 */
import type { Side } from '../../../shared/protocol';
import { atom } from '../../state/appJotai';

export interface OrderDraft {
  /** The symbolId the draft belongs to; a form on another pair ignores it. */
  symbol: string;
  /** Plain decimal strings as the book shows them (the step's decimals; base quantity). */
  price: string;
  quantity: string;
  side: Side;
  source: 'book';
  /** When it was drafted (ms): the same row clicked twice is two drafts. */
  at: number;
}

export const orderDraftAtom = atom<OrderDraft | undefined>(undefined);
