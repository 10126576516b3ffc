import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { KLINE_INTERVALS, type KlineInterval } from '../../../../shared/protocol/market';
import { Button } from '../../../ui/Button';
import { Menu, MenuItem, MenuTrigger } from '../../../ui/Menu';
import { IntervalEditor } from './IntervalEditor';
import { ToolbarIcon } from './ToolbarIcon';

export interface IntervalPickerProps {
  interval: KlineInterval;
  onInterval(interval: KlineInterval): void;
  pinnedIntervals: readonly KlineInterval[];
  onPinnedIntervals(pinned: KlineInterval[]): void;
}

/**
 * The interval controls (spec 000 §2): a button per pinned interval (pressed = the chart's), a menu of
 * all the others (showing the chart's interval when that one is not pinned), and the button that
 * opens the pinned-intervals editor. A terse label ("15m") is the control's name, so what is seen is
 * what a voice user says (WCAG label in name); the long form ("15 minutes") is its description and
 * tooltip.
 */
export function IntervalPicker({
  interval,
  onInterval,
  pinnedIntervals,
  onPinnedIntervals,
}: IntervalPickerProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const moreDescriptionId = useId();
  // Toolbar order follows KLINE_INTERVALS (short to long), whatever order the settings stored.
  const pinned = KLINE_INTERVALS.filter((option) => pinnedIntervals.includes(option));
  const others = KLINE_INTERVALS.filter((option) => !pinnedIntervals.includes(option));
  const currentInMenu = others.includes(interval);
  const short = (option: KlineInterval) => t(`chartToolbar.interval.short.${option}`);
  const name = (option: KlineInterval) => t(`chartToolbar.interval.name.${option}`);
  const moreDescription = currentInMenu
    ? t('chartToolbar.interval.moreCurrent', { interval: name(interval) })
    : t('chartToolbar.interval.moreLabel');

  return (
    <>
      <div role="group" aria-label={t('chartToolbar.interval.pinned')} className="chart-toolbar__group">
        {pinned.map((option) => (
          <button
            key={option}
            type="button"
            className="chart-toolbar__button"
            title={name(option)}
            aria-pressed={option === interval}
            onClick={() => onInterval(option)}
          >
            {short(option)}
          </button>
        ))}
      </div>
      <span id={moreDescriptionId} hidden>
        {moreDescription}
      </span>
      {others.length > 0 && (
        <MenuTrigger>
          <Button
            className="chart-toolbar__button chart-toolbar__menu-button"
            data-active={currentInMenu || undefined}
            aria-describedby={moreDescriptionId}
          >
            {currentInMenu ? short(interval) : t('chartToolbar.interval.more')}
            <span className="chart-toolbar__caret" aria-hidden="true" />
          </Button>
          <Menu
            label={t('chartToolbar.interval.moreLabel')}
            selectionMode="single"
            selectedKeys={currentInMenu ? [interval] : []}
            onAction={(key) => onInterval(key as KlineInterval)}
          >
            {others.map((option) => (
              <MenuItem key={option} id={option} textValue={short(option)} description={name(option)}>
                {short(option)}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      )}
      <Button
        className="chart-toolbar__button chart-toolbar__icon-button"
        aria-label={t('chartToolbar.interval.edit')}
        onPress={() => setEditing(true)}
      >
        <ToolbarIcon name="edit" />
      </Button>
      {editing && (
        <IntervalEditor
          pinned={pinnedIntervals}
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
