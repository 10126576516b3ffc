import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KLINE_INTERVALS, type KlineInterval } from '../../../../shared/protocol/market';
import { IntervalEditor } from './IntervalEditor';
import { MenuButton } from './MenuButton';
import { ToolbarIcon } from './ToolbarIcon';
import { TOOLBAR_ITEM } from './useRovingToolbar';

export interface IntervalPickerProps {
  interval: KlineInterval;
  onInterval(interval: KlineInterval): void;
  pinnedIntervals: readonly KlineInterval[];
  onPinnedIntervals(pinned: KlineInterval[]): void;
}

/**
 * The interval controls (spec 000 §2): a button per pinned interval (pressed = the chart's), a menu of
 * all the others (labelled with the chart's interval when that one is not pinned), and the button
 * that opens the pinned-intervals editor.
 */
export function IntervalPicker({
  interval,
  onInterval,
  pinnedIntervals,
  onPinnedIntervals,
}: IntervalPickerProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  // Toolbar order follows KLINE_INTERVALS (short to long), whatever order the settings stored.
  const pinned = KLINE_INTERVALS.filter((option) => pinnedIntervals.includes(option));
  const others = KLINE_INTERVALS.filter((option) => !pinnedIntervals.includes(option));
  const currentInMenu = others.includes(interval);
  const short = (option: KlineInterval) => t(`chartToolbar.interval.short.${option}`);
  const name = (option: KlineInterval) => t(`chartToolbar.interval.name.${option}`);

  return (
    <>
      <div role="group" aria-label={t('chartToolbar.interval.pinned')} className="chart-toolbar__group">
        {pinned.map((option) => (
          <button
            {...TOOLBAR_ITEM}
            key={option}
            type="button"
            className="chart-toolbar__button"
            aria-label={name(option)}
            aria-pressed={option === interval}
            onClick={() => onInterval(option)}
          >
            {short(option)}
          </button>
        ))}
      </div>
      {others.length > 0 && (
        <MenuButton
          label={
            currentInMenu
              ? t('chartToolbar.interval.moreCurrent', { interval: name(interval) })
              : t('chartToolbar.interval.moreLabel')
          }
          menuLabel={t('chartToolbar.interval.moreLabel')}
          active={currentInMenu}
          choices={others.map((option) => ({
            value: option,
            label: short(option),
            name: name(option),
            checked: option === interval,
          }))}
          onPick={(value) => onInterval(value as KlineInterval)}
        >
          {currentInMenu ? short(interval) : t('chartToolbar.interval.more')}
        </MenuButton>
      )}
      <button
        {...TOOLBAR_ITEM}
        ref={editRef}
        type="button"
        className="chart-toolbar__button chart-toolbar__icon-button"
        aria-label={t('chartToolbar.interval.edit')}
        aria-haspopup="dialog"
        onClick={() => setEditing(true)}
      >
        <ToolbarIcon name="edit" />
      </button>
      {editing && (
        <IntervalEditor
          pinned={pinnedIntervals}
          returnFocusTo={editRef}
          onConfirm={(next) => {
            setEditing(false);
            onPinnedIntervals(next);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </>
  );
}
