import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GridBot, Instrument } from '../../../../shared/protocol';
import { createDateTimeFormat, formatDecimalForLocale } from '../../../i18n/localeFormat';

export interface GridBotTableProps {
  bots: readonly GridBot[];
  /** Completed bots show when and why they ended instead of their status. */
  completed: boolean;
  labelledBy: string;
  /** The listed pairs, for their names; a pair not (yet) known shows its id. */
  instruments: readonly Instrument[] | undefined;
}

/** Grid bots as a table: pair, grid type, price range, grid count, start, and status or end and reason. */
export function GridBotTable({ bots, completed, labelledBy, instruments }: GridBotTableProps) {
  const { t, i18n } = useTranslation('integratedTrade');
  const formatTime = useMemo(() => createDateTimeFormat(i18n.language, 'dateTime'), [i18n.language]);
  const figure = (text: string) => formatDecimalForLocale(text, i18n.language);
  return (
    <table className="orders-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('strategy.pair')}</th>
          <th scope="col">{t('strategy.gridType')}</th>
          <th scope="col">{t('strategy.priceRange')}</th>
          <th scope="col">{t('strategy.grids')}</th>
          <th scope="col">{t('strategy.started')}</th>
          {completed ? (
            <>
              <th scope="col">{t('strategy.ended')}</th>
              <th scope="col">{t('strategy.closeReason')}</th>
            </>
          ) : (
            <th scope="col">{t('strategy.status')}</th>
          )}
        </tr>
      </thead>
      <tbody>
        {bots.map((bot) => (
          <tr key={bot.strategyId}>
            <th scope="row">
              {instruments?.find((i) => i.symbolId === bot.symbolId)?.symbolName ?? bot.symbolId}
            </th>
            <td>{t(`strategy.gridTypes.${bot.type}`)}</td>
            <td>{t('strategy.range', { min: figure(bot.min_price), max: figure(bot.max_price) })}</td>
            <td>{bot.grid_number}</td>
            <td>{formatTime(bot.createdTime)}</td>
            {completed ? (
              <>
                <td>{formatTime(bot.closedTime)}</td>
                <td>{t(`strategy.closeReasons.${bot.closeReason || 'UNKNOWN'}`)}</td>
              </>
            ) : (
              <td>{t(`strategy.statuses.${bot.status}`)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
