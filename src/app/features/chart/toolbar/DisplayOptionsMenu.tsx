import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVERAGE_LINE_DAYS,
  type AverageLineDays,
  type ChartSettings,
} from '../../../../shared/protocol/chartSettings';
import { Popover } from './Popover';
import { ToolbarIcon } from './ToolbarIcon';
import { TOOLBAR_ITEM } from './useRovingToolbar';
import './ChartToolbar.css';

/** The part of the chart settings the display options change. */
export type DisplayOptions = Pick<ChartSettings, 'show' | 'avgBuyLineDays' | 'avgSellLineDays'>;
type ShowKey = keyof ChartSettings['show'];

export interface DisplayOptionsMenuProps {
  value: DisplayOptions;
  /** The whole new value after one change (a box ticked, a day span chosen). */
  onChange(next: DisplayOptions): void;
  /** Spec 000 §6: a visitor sees the quick-market-trade option only. */
  isVisitor: boolean;
  /** Spec 000 §6: sync to app shows only where the sync feature and the compliance setting allow it. */
  canSyncToApp: boolean;
}

/**
 * The display-options dropdown (spec 000 §2) as a popover of checkboxes: quick market trade, trade
 * info, open orders, the average buy and sell price lines each with its day span (AVERAGE_LINE_DAYS,
 * a year and more said in years), and sync to app. A popover of native controls rather than a
 * role="menu": the day spans are choices inside an item, which a menu cannot hold accessibly.
 * Escape closes it and focuses the button. Its button is a toolbar control when placed in one.
 */
export function DisplayOptionsMenu({ value, onChange, isVisitor, canSyncToApp }: DisplayOptionsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const keys: ShowKey[] = isVisitor
    ? ['trade']
    : [
        'trade',
        'dealHistory',
        'entrust',
        'avgBuyLine',
        'avgSellLine',
        'grid',
        ...(canSyncToApp ? (['syncToApp'] as const) : []),
      ];
  const setShow = (key: ShowKey, checked: boolean) =>
    onChange({ ...value, show: { ...value.show, [key]: checked } });
  const daysKey = (key: ShowKey) =>
    key === 'avgBuyLine' ? 'avgBuyLineDays' : key === 'avgSellLine' ? 'avgSellLineDays' : undefined;

  return (
    <>
      <button
        {...TOOLBAR_ITEM}
        ref={buttonRef}
        type="button"
        className="chart-toolbar__button chart-toolbar__icon-button"
        aria-label={t('chartToolbar.displayOptions.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <ToolbarIcon name="sliders" />
      </button>
      {open && (
        <Popover anchorRef={buttonRef} label={t('chartToolbar.displayOptions.open')} onClose={close}>
          <ul className="chart-toolbar-options">
            {keys.map((key) => {
              const days = daysKey(key);
              return (
                <li key={key} className="chart-toolbar-options__row">
                  <label>
                    <input
                      type="checkbox"
                      checked={value.show[key]}
                      onChange={(event) => setShow(key, event.target.checked)}
                    />{' '}
                    {t(`chartToolbar.displayOptions.${key}`)}
                  </label>
                  {days && (
                    <>
                      <label htmlFor={`${idPrefix}-${days}`} className="visually-hidden">
                        {t(`chartToolbar.displayOptions.${days}`)}
                      </label>
                      <select
                        id={`${idPrefix}-${days}`}
                        value={value[days]}
                        onChange={(event) =>
                          onChange({ ...value, [days]: Number(event.target.value) as AverageLineDays })
                        }
                      >
                        {AVERAGE_LINE_DAYS.map((option) => (
                          <option key={option} value={option}>
                            {t(`chartToolbar.days.${option}`)}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </Popover>
      )}
    </>
  );
}
