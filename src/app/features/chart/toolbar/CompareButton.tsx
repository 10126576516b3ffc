import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../ui/Button';
import { DialogTrigger } from '../../../ui/DialogTrigger';
import { Popover } from '../../../ui/Popover';
import './ChartToolbarPopups.css';

/** A symbol the chart can overlay. */
export interface CompareSymbol {
  symbolId: string;
  /** As shown: "ETH/USDT". */
  symbolName: string;
}

export interface CompareButtonProps {
  /** The symbols offered (the caller leaves out the chart's own). */
  symbols: readonly CompareSymbol[];
  /** Symbol ids overlaid now, in the order they were added. */
  compares: readonly string[];
  onCompares(symbolIds: string[]): void;
}

/** Matches the name or id, ignoring case, slashes and spaces ("ethusdt" finds ETH/USDT). */
const normalize = (text: string) => text.toLowerCase().replace(/[\s/]/g, '');

/**
 * Compare: a popover with the overlaid symbols (each removable) and a searchable list of the others
 * to add. A change applies at once: an overlay is cheap to take back.
 */
export function CompareButton({ symbols, compares, onCompares }: CompareButtonProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const nameOf = (symbolId: string) => symbols.find((s) => s.symbolId === symbolId)?.symbolName ?? symbolId;
  // The pressed button leaves its list: focus goes to the search box, not to the page's body.
  const change = (next: string[]) => {
    onCompares(next);
    searchRef.current?.focus();
  };
  const needle = normalize(query);
  const matches = symbols.filter(
    (s) =>
      !compares.includes(s.symbolId) &&
      (normalize(s.symbolName).includes(needle) || normalize(s.symbolId).includes(needle)),
  );

  return (
    // Each opening starts with an empty search.
    <DialogTrigger onOpenChange={(open) => open || setQuery('')}>
      <Button className="chart-toolbar__button">{t('chartToolbar.compare.open')}</Button>
      <Popover label={t('chartToolbar.compare.title')}>
        <h3 className="chart-toolbar-popover__title">{t('chartToolbar.compare.current')}</h3>
        {compares.length === 0 ? (
          <p className="chart-toolbar-popover__empty">{t('chartToolbar.compare.none')}</p>
        ) : (
          <ul className="chart-toolbar-compare__list" aria-label={t('chartToolbar.compare.current')}>
            {compares.map((symbolId) => (
              <li key={symbolId}>
                <span>{nameOf(symbolId)}</span>
                <button
                  type="button"
                  aria-label={t('chartToolbar.compare.remove', { symbol: nameOf(symbolId) })}
                  onClick={() => change(compares.filter((id) => id !== symbolId))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={searchRef}
          autoFocus
          type="search"
          className="chart-toolbar-compare__search"
          aria-label={t('chartToolbar.compare.search')}
          aria-controls={listId}
          placeholder={t('chartToolbar.compare.search')}
          maxLength={40}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ul
          id={listId}
          className="chart-toolbar-compare__list"
          aria-label={t('chartToolbar.compare.available')}
        >
          {matches.map((s) => (
            <li key={s.symbolId}>
              <button
                type="button"
                aria-label={t('chartToolbar.compare.add', { symbol: s.symbolName })}
                onClick={() => change([...compares, s.symbolId])}
              >
                {s.symbolName}
              </button>
            </li>
          ))}
        </ul>
        {matches.length === 0 && (
          <p className="chart-toolbar-popover__empty">{t('chartToolbar.compare.noMatch')}</p>
        )}
      </Popover>
    </DialogTrigger>
  );
}
