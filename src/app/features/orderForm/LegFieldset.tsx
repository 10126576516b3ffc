import { useTranslation } from '../../i18n/useTranslation';
import type { LegType } from '../../../shared/orderChecks';
import { ListBoxItem } from '../../ui/ListBox';
import { Select } from '../../ui/Select';
import { useOrderFieldBinding } from './OrderFieldBinding';
import type { LegName } from './orderFormState';
import { PriceInput } from './PriceInput';

/**
 * A take-profit or stop-loss leg (OCO, or TP/SL attached to a limit order): its trigger, whether it
 * executes as a limit or at market, and the limit price when it is a limit.
 */
export function LegFieldset({ leg }: { leg: LegName }) {
  const { t } = useTranslation();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  const value = fields[leg];
  const quote = instrument.quoteTokenName;
  const title = t(leg === 'takeProfit' ? 'orderForm.takeProfit' : 'orderForm.stopLoss');
  return (
    <fieldset className="order-form__leg">
      <legend>{title}</legend>
      <PriceInput
        field={`${leg}.trigger`}
        label={t('orderForm.legTrigger', { leg: title, quote })}
        value={value.trigger}
        onChange={(trigger) => dispatch({ type: 'leg', leg, patch: { trigger } })}
      />
      <Select
        label={t('orderForm.legType', { leg: title })}
        value={value.type}
        onChange={(type) => dispatch({ type: 'leg', leg, patch: { type: type as LegType } })}
      >
        <ListBoxItem id="LIMIT">{t('orderForm.executes.LIMIT')}</ListBoxItem>
        <ListBoxItem id="MARKET">{t('orderForm.executes.MARKET')}</ListBoxItem>
      </Select>
      {value.type === 'LIMIT' && (
        <PriceInput
          field={`${leg}.limitPrice`}
          label={t('orderForm.legLimitPrice', { leg: title, quote })}
          value={value.limitPrice}
          onChange={(limitPrice) => dispatch({ type: 'leg', leg, patch: { limitPrice } })}
        />
      )}
    </fieldset>
  );
}
