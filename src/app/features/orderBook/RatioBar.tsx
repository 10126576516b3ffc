import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercentForLocale } from '../../i18n/localeFormat';
import { calculateRatioBar } from './calculateRatioBar';

/**
 * The buy/sell ratio of the rows shown (spec 001 §2, §9): buy green on the left, sell red on the
 * right, each with its share in text ("B 54.32%"), and the whole bar named for screen readers. The
 * buy part's width moves in 300 ms (OrderBook.css) and is never under 10 px.
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
  const width = 'px' in bar.buyWidth ? `${bar.buyWidth.px}px` : `${bar.buyWidth.percent}%`;
  return (
    <div role="img" className="ratio-bar" aria-label={t('book.ratio.label', { buy, sell })}>
      <div className="ratio-bar__buy" style={{ '--ratio-buy': width } as CSSProperties}>
        <span aria-hidden="true">{t('book.ratio.buy', { percent: buy })}</span>
      </div>
      <div className="ratio-bar__sell">
        <span aria-hidden="true">{t('book.ratio.sell', { percent: sell })}</span>
      </div>
    </div>
  );
}
