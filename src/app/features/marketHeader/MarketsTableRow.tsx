import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'wouter';
import { FavouriteToggle } from '../favourites';
import { formatDecimalForLocale, formatPercentForLocale } from '../../i18n/localeFormat';
import type { MarketRow } from './calculateMarketRows';

export interface MarketsTableRowProps {
  row: MarketRow;
  /** 1-based, counting the header row (aria-rowindex). */
  rowIndex: number;
  favourite: boolean;
  favouritesReady: boolean;
  current: boolean;
  href: string;
  /** Opens the pair (a click on the row outside its link and star). */
  onChoose: () => void;
  /** The link navigates by itself (keeping Ctrl-click and middle-click); the popover just closes. */
  onClose: () => void;
}

/**
 * One pair: star, name (the link that opens it), last price, signed 24h change coloured by trend, and
 * turnover. A click anywhere on the row opens the pair too; keyboard users have the link.
 */
export function MarketsTableRow({
  row,
  rowIndex,
  favourite,
  favouritesReady,
  current,
  href,
  onChoose,
  onClose,
}: MarketsTableRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = t('pair.noPrice');
  return (
    <tr aria-rowindex={rowIndex} className="markets-table__row" onClick={onChoose}>
      <td>
        <FavouriteToggle
          symbolId={row.symbolId}
          pair={row.symbolName}
          pressed={favourite}
          disabled={!favouritesReady}
        />
      </td>
      <td>
        <Link
          to={href}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          {row.symbolName}
        </Link>
      </td>
      <td data-numeric="true">{row.lastPrice ? formatDecimalForLocale(row.lastPrice, locale) : none}</td>
      <td data-numeric="true" className="change" data-trend={row.change?.trend}>
        {/* Its own left-to-right piece, so a right-to-left page keeps the sign before the digits. */}
        {row.change ? (
          <bdi dir="ltr">{formatPercentForLocale(row.change.text.replace(/%$/, ''), locale)}</bdi>
        ) : (
          none
        )}
      </td>
      <td data-numeric="true">{row.turnover ?? none}</td>
    </tr>
  );
}
