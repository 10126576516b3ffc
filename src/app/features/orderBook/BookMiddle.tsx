import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { createTemplate } from '../../i18n/createTemplate';
import { formatDecimalForLocale } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';
import { tickerFiguresAtom } from '../../instruments/useTickerFigures';
import { bookSpreadAtom } from './bookAtoms';

const ARROWS = { up: '↑', down: '↓' } as const;

/**
 * The last price with its tick direction (arrow and words, not colour alone) and the spread: the
 * middle row between the sides, or a line above them when they stand side by side.
 */
export function BookMiddle({ symbol, step, asRow }: { symbol: string; step: string; asRow: boolean }) {
  const { t, i18n } = useTranslation();
  const figures = useAtomValue(tickerFiguresAtom(symbol));
  const spread = useAtomValue(bookSpreadAtom(symbol, step));
  // The words are the same at every snapshot: translated once per language.
  const words = useMemo(
    () => ({
      none: t('pair.noPrice'),
      middle: t('book.middle'),
      tick: { up: t('header.tick.up'), down: t('header.tick.down') },
      spread: createTemplate(['spread'], (marks) => t('book.spread', marks)),
    }),
    [t],
  );
  const none = words.none;
  const tick = figures?.tick ?? 'down';
  const last = figures?.lastPrice ? (
    <span className="book-middle__last" data-tick={tick}>
      {formatDecimalForLocale(figures.lastPrice, i18n.language)}
      <span aria-hidden="true"> {ARROWS[tick]}</span>
      <span className="visually-hidden"> {words.tick[tick]}</span>
    </span>
  ) : (
    none
  );
  const spreadText = words.spread({ spread: spread ? formatDecimalForLocale(spread, i18n.language) : none });
  if (asRow) {
    return (
      <tbody aria-label={words.middle}>
        <tr className="book-middle">
          {/* One cell across the columns: a cell of its own would widen the price column to the
              last price's larger text and push the total column past a narrow panel's edge. */}
          <td colSpan={3}>
            <span className="book-middle__line">
              <span>{last}</span>
              <span>{spreadText}</span>
            </span>
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <div role="group" aria-label={words.middle} className="book-middle book-middle--line">
      <span>{last}</span>
      <span>{spreadText}</span>
    </div>
  );
}
