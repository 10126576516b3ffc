import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { createTemplate } from '../../i18n/createTemplate';
import { formatPercentForLocale } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';
import { bookBuyRatioAtom, bookSellRatioAtom } from './bookAtoms';
import { RATIO_ANIMATION_MS } from './bookConstants';
import { calculateRatioBar } from './calculateRatioBar';

/**
 * The buy/sell ratio of the rows shown (spec 001 §2, §9): buy green on the left, sell red on the
 * right, each with its share in text ("B 54.32%"), and the whole bar named for screen readers. The
 * buy part moves in 300 ms (OrderBook.css) and is never under 10 px.
 *
 * The buy part is a fill over the whole sell-coloured bar that paints its share (`--ratio-buy`) with a
 * hard-stopped gradient, rather than a box sized to it: the ratio moves with nearly every book
 * snapshot, and a width lays out the panel at every move, where a repaint inside the same bounds
 * neither lays out nor makes Chromium re-layerize the page (OrderBook.css, the depth bars). The 300 ms
 * move goes in three steps (OrderBook.css), so it asks for three frames rather than one per display
 * refresh.
 *
 * A move gets its 300 ms when it has them: one that comes within 300 ms of the previous move follows at
 * once (`data-follow`). At the fastest feed the ratio moves six to ten times a second, so a transition
 * restarted at each move never finished, and its frames were about a tenth of the page's main-thread
 * time (the bookPanel bench); following each move at once shows the same ratios without them.
 */
export function RatioBar({
  symbol,
  step,
  widthPx,
}: {
  symbol: string;
  step: string;
  widthPx: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const buyRatio = useAtomValue(bookBuyRatioAtom(symbol, step));
  const sellRatio = useAtomValue(bookSellRatioAtom(symbol, step));
  const bar = calculateRatioBar(buyRatio, sellRatio, widthPx);
  const fillRef = useRef<HTMLDivElement>(null);
  const lastMoveAt = useRef(-Infinity);
  const share = bar?.buyShare;
  // The texts move with nearly every snapshot: their translations are made once per language.
  const texts = useMemo(
    () => ({
      label: createTemplate(['buy', 'sell'], (marks) => t('book.ratio.label', marks)),
      buy: createTemplate(['percent'], (marks) => t('book.ratio.buy', marks)),
      sell: createTemplate(['percent'], (marks) => t('book.ratio.sell', marks)),
    }),
    [t],
  );
  // Before the paint, so the browser sees the move and its transition (or none) together.
  useLayoutEffect(() => {
    const fill = fillRef.current;
    if (!fill || share === undefined) return;
    const now = performance.now();
    fill.dataset.follow = String(now - lastMoveAt.current < RATIO_ANIMATION_MS);
    lastMoveAt.current = now;
  }, [share]);
  if (!bar) return null;
  const buy = formatPercentForLocale(bar.buyText, i18n.language);
  const sell = formatPercentForLocale(bar.sellText, i18n.language);
  return (
    <div role="img" className="ratio-bar" aria-label={texts.label({ buy, sell })}>
      <div
        ref={fillRef}
        className="ratio-bar__buy-fill"
        style={{ '--ratio-buy': `${(100 * bar.buyShare).toFixed(6)}%` } as CSSProperties}
      />
      <span aria-hidden="true" className="ratio-bar__buy">
        {texts.buy({ percent: buy })}
      </span>
      <span aria-hidden="true" className="ratio-bar__sell">
        {texts.sell({ percent: sell })}
      </span>
    </div>
  );
}
