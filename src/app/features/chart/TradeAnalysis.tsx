import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { calculateTradeAnalysis } from '../../../shared/chart/calculateTradeAnalysis';
import type { Instrument } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { formatDecimalForLocale, formatPercentForLocale } from '../../i18n/localeFormat';
import { useAtomValue } from '../../state/appJotai';

/**
 * The Trade analysis tab of the chart panel (hidden for demo accounts). The spec names the tab but not
 * its content; this shows what a trader reads off the tape: taker buy and sell volume and counts over
 * the latest trades, the net flow, the buy share and the largest print.
 */
export function TradeAnalysis({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation();
  const trades = useAtomValue(viewAtom({ kind: 'trades', symbol: instrument.symbolId }));
  const analysis = useMemo(
    () => (trades ? calculateTradeAnalysis(trades.trades, instrument.quantityPrecision) : undefined),
    [trades, instrument.quantityPrecision],
  );
  if (!analysis) return <p role="status">{t('chart.loading')}</p>;
  const base = instrument.baseTokenName;
  const n = (text: string) => `${formatDecimalForLocale(text, i18n.language)} ${base}`;
  const rows: [string, string][] = [
    [t('chart.analysis.trades'), String(analysis.trades)],
    [t('chart.analysis.buyVolume'), `${n(analysis.buyVolume)} (${analysis.buyTrades})`],
    [t('chart.analysis.sellVolume'), `${n(analysis.sellVolume)} (${analysis.sellTrades})`],
    [t('chart.analysis.netVolume'), n(analysis.netVolume)],
    [
      t('chart.analysis.buyShare'),
      analysis.buyShare ? formatPercentForLocale(analysis.buyShare, i18n.language) : '--',
    ],
    [t('chart.analysis.largest'), n(analysis.largestTrade)],
  ];
  return (
    <table className="trade-analysis">
      <caption>{t('chart.analysis.caption', { count: analysis.trades })}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
