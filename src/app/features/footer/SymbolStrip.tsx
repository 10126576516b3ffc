import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'wouter';
import { pairPath } from '../../paths';
import type { StripItem } from './calculateStripItems';
import { reportSymbolClick, type FooterStrip } from './footerApi';

export interface SymbolStripProps {
  strip: FooterStrip;
  title: string;
  items: readonly StripItem[];
  locale: string;
  currentSymbolId: string | undefined;
  /** Shown instead of the list when there are no items. */
  emptyText?: string;
}

/**
 * One footer strip (spec 000 §1): a named list of pair links with their 24h change. A click switches
 * the page to that pair and reports the click (spec 000 §2) without waiting for the report.
 */
export function SymbolStrip({ strip, title, items, locale, currentSymbolId, emptyText }: SymbolStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="symbol-strip">
      <h2 id={titleId} className="symbol-strip__title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="symbol-strip__empty">{emptyText}</p>
      ) : (
        <ul aria-labelledby={titleId} className="symbol-strip__list">
          {items.map((item) => (
            <li key={item.symbolId}>
              <Link
                to={pairPath(locale, item)}
                aria-current={item.symbolId === currentSymbolId ? 'page' : undefined}
                onClick={() => reportSymbolClick(strip, item.symbolId)}
                className="symbol-strip__link"
              >
                <span className="symbol-strip__pair">{item.symbolName}</span>{' '}
                <span className="symbol-strip__change" data-trend={item.trend}>
                  {item.change ?? t('footer.noChange')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
