import { useTranslation } from '../../../i18n/useTranslation';
import { HISTORY_RANGES, type HistoryRange } from '../../../../shared/protocol';
import { ListBoxItem } from '../../../ui/ListBox';
import { Select } from '../../../ui/Select';

/** The history lists' time range: the last 7, 30 or 180 days (spec 001 §9). */
export function HistoryRangeSelect({
  value,
  onChange,
}: {
  value: HistoryRange;
  onChange(range: HistoryRange): void;
}) {
  const { t } = useTranslation('integratedTrade');
  return (
    <Select
      label={t('history.range')}
      hideLabel
      value={String(value)}
      onChange={(key) => {
        const range = HISTORY_RANGES.find((days) => String(days) === key);
        if (range) onChange(range);
      }}
    >
      {HISTORY_RANGES.map((days) => {
        const name = t(`history.range${days}`);
        return (
          <ListBoxItem key={days} id={String(days)} textValue={name}>
            {name}
          </ListBoxItem>
        );
      })}
    </Select>
  );
}
