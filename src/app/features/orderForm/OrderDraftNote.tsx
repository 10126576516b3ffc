import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';
import { orderDraftAtom } from './orderDraftAtoms';
import './OrderDraftNote.css';

/**
 * Stands in the order-entry area until the order form exists: one line saying what a click in the
 * order book drafted, so the click visibly did something. A live region that is always there, so
 * screen readers hear each new draft.
 */
export function OrderDraftNote({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation();
  const draft = useAtomValue(orderDraftAtom);
  const shown = draft?.symbol === instrument.symbolId ? draft : undefined;
  return (
    <p role="status" className="order-draft-note">
      {shown &&
        t(shown.side === 'Buy' ? 'orderDraft.buy' : 'orderDraft.sell', {
          price: formatDecimalForLocale(shown.price, i18n.language),
          quantity: formatDecimalForLocale(shown.quantity, i18n.language),
          base: instrument.baseTokenName,
        })}
    </p>
  );
}
