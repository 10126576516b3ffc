import { useTranslation } from '../../../i18n/useTranslation';
import {
  AVERAGE_LINE_DAYS,
  type AverageLineDays,
  type ChartSettings,
} from '../../../../shared/protocol/chartSettings';
import { Button } from '../../../ui/Button';
import { Menu, MenuItem, MenuTrigger, SubmenuTrigger } from '../../../ui/Menu';
import { ToolbarIcon } from './ToolbarIcon';

/** The part of the chart settings the display options change. */
export type DisplayOptions = Pick<ChartSettings, 'show' | 'avgBuyLineDays' | 'avgSellLineDays'>;
type ShowKey = keyof ChartSettings['show'];
type DaysKey = 'avgBuyLineDays' | 'avgSellLineDays';

export interface DisplayOptionsMenuProps {
  value: DisplayOptions;
  /** The whole new value after one change (an option ticked, a day span chosen). */
  onChange(next: DisplayOptions): void;
  /** Spec 000 §6: a visitor sees the quick-market-trade option only. */
  isVisitor: boolean;
  /** Spec 000 §6: sync to app shows only where the sync feature and the compliance setting allow it. */
  canSyncToApp: boolean;
}

const daysKeyOf = (key: ShowKey): DaysKey | undefined =>
  key === 'avgBuyLine' ? 'avgBuyLineDays' : key === 'avgSellLine' ? 'avgSellLineDays' : undefined;

/**
 * The display-options dropdown (spec 000 §2): a menu of checkable options (quick market trade, trade
 * info, open orders, the average buy and sell price lines, grid lines, sync to app) that stays open
 * while they are ticked; each average line's day span (AVERAGE_LINE_DAYS, a year and more said in
 * years) is a submenu right after it.
 */
export function DisplayOptionsMenu({ value, onChange, isVisitor, canSyncToApp }: DisplayOptionsMenuProps) {
  const { t } = useTranslation();
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
  const onSelectionChange = (selected: 'all' | Set<string | number>) => {
    const show = { ...value.show };
    for (const key of keys) show[key] = selected === 'all' || selected.has(key);
    onChange({ ...value, show });
  };

  return (
    <MenuTrigger>
      <Button
        className="chart-toolbar__button chart-toolbar__icon-button"
        aria-label={t('chartToolbar.displayOptions.open')}
      >
        <ToolbarIcon name="sliders" />
      </Button>
      <Menu
        label={t('chartToolbar.displayOptions.open')}
        selectionMode="multiple"
        selectedKeys={keys.filter((key) => value.show[key])}
        onSelectionChange={onSelectionChange}
      >
        {keys.flatMap((key) => {
          const days = daysKeyOf(key);
          const option = (
            <MenuItem key={key} id={key}>
              {t(`chartToolbar.displayOptions.${key}`)}
            </MenuItem>
          );
          if (!days) return [option];
          const spanLabel = t(`chartToolbar.displayOptions.${days}`);
          return [
            option,
            <SubmenuTrigger key={days}>
              <MenuItem id={days} textValue={spanLabel} description={t(`chartToolbar.days.${value[days]}`)}>
                {spanLabel}
              </MenuItem>
              <Menu
                label={spanLabel}
                selectionMode="single"
                selectedKeys={[String(value[days])]}
                onAction={(span) => onChange({ ...value, [days]: Number(span) as AverageLineDays })}
              >
                {AVERAGE_LINE_DAYS.map((span) => (
                  <MenuItem key={span} id={String(span)}>
                    {t(`chartToolbar.days.${span}`)}
                  </MenuItem>
                ))}
              </Menu>
            </SubmenuTrigger>,
          ];
        })}
      </Menu>
    </MenuTrigger>
  );
}
