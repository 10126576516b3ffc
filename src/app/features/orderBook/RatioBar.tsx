import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentForLocale } from '../../i18n/localeFormat';
import { calculateRatioBar } from './calculateRatioBar';

/**
 * The buy/sell ratio of the rows shown (spec 001 §2, §9): buy green on the left, sell red on the
 * right, each with its share in text ("B 54.32%"), and the whole bar named for screen readers. The
 * buy part moves in 300 ms (OrderBook.css) and is never under 10 px.
 *
 * The buy part is a fill over the sell-coloured bar, sized by `transform: scaleX` rather than by its
 * width: the ratio moves with nearly every book snapshot, and a width animation lays out and repaints
 * the panel on every frame of every move, where a transform lays out nothing. The 300 ms move goes in
 * three steps (OrderBook.css), so it asks for three frames rather than one per display refresh.
 */
export function RatioBar({
  buyRatio,
  sellRatio,
  widthPx,
}: {
  buyRatio: string;
  sellRatio: string;
  widthPx: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const bar = calculateRatioBar(buyRatio, sellRatio, widthPx);
  if (!bar) return null;
  const buy = formatPercentForLocale(bar.buyText, i18n.language);
  const sell = formatPercentForLocale(bar.sellText, i18n.language);
  return (
    <div role="img" className="ratio-bar" aria-label={t('book.ratio.label', { buy, sell })}>
      <div className="ratio-bar__buy-fill" style={{ '--ratio-buy': bar.buyScale } as CSSProperties} />
      <span aria-hidden="true" className="ratio-bar__buy">
        {t('book.ratio.buy', { percent: buy })}
      </span>
      <span aria-hidden="true" className="ratio-bar__sell">
        {t('book.ratio.sell', { percent: sell })}
      </span>
    </div>
  );
}
