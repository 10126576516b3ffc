import { formatDecimalForLocale } from '../../../i18n/localeFormat';

/**
 * An exact decimal in the locale's notation, with its token, as one left-to-right run (a figure reads
 * the same in an RTL page); "--" where the figure does not apply.
 */
export function HistoryFigure({
  value,
  unit,
  locale,
}: {
  value: string;
  unit?: string | undefined;
  locale: string;
}) {
  if (value === '') return <>--</>;
  return (
    <bdi>
      {formatDecimalForLocale(value, locale)}
      {unit ? ` ${unit}` : ''}
    </bdi>
  );
}
