import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { FeedStatusNote } from '../../hub/FeedStatusNote';
import { viewAtom } from '../../hub/hubAtoms';
import { createDateTimeFormat } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';
import { TradeRow } from './TradeRow';

/**
 * The Latest trades tab of the order book panel (BookPanel.tsx): the pair's latest trades from the hub,
 * newest first, already cut to the 40 shown (spec 001 §2, §9; `TRADES_SHOWN`): price coloured by the
 * taker's side and said in words, quantity, and the time in the reader's locale.
 */
export function LatestTrades({ instrument, labelledBy }: { instrument: Instrument; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const trades = useAtomValue(viewAtom({ kind: 'trades', symbol: instrument.symbolId }));
  const locale = i18n.language;
  const formatTime = useMemo(() => createDateTimeFormat(locale, 'time'), [locale]);
  // Translated once per language and pair, not at each of the several snapshots a second.
  const { quoteTokenName: quote, baseTokenName: base } = instrument;
  const words = useMemo(
    () => ({
      buy: t('trades.buy'),
      sell: t('trades.sell'),
      price: t('trades.price', { quote }),
      amount: t('trades.amount', { base }),
      time: t('trades.time'),
    }),
    [t, quote, base],
  );

  return (
    <div className="latest-trades">
      <FeedStatusNote status={trades?.status} />
      <table aria-labelledby={labelledBy} className="trades-table">
        <thead>
          <tr>
            <th scope="col">{words.price}</th>
            <th scope="col">{words.amount}</th>
            <th scope="col">{words.time}</th>
          </tr>
        </thead>
        <tbody>
          {(trades?.trades ?? []).map((trade) => (
            <TradeRow
              key={trade.id}
              side={trade.side}
              sideLabel={trade.side === 'Buy' ? words.buy : words.sell}
              price={trade.price}
              qty={trade.qty}
              time={trade.time}
              locale={locale}
              formatTime={formatTime}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
