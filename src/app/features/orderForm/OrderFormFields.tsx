import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOrderKind, OrderQuota } from '../../../shared/orderChecks';
import type { Side } from '../../../shared/protocol';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { calculateSizeMode } from './calculateSizeMode';
import type { TradeOptions } from './calculateTradeOptions';
import { KindFields } from './KindFields';
import { useOrderFieldBinding } from './OrderFieldBinding';
import { OrderFigures } from './OrderFigures';
import { SizeFields } from './SizeFields';
import type { FormMax } from './useFormMax';

export interface OrderFormFieldsProps {
  options: TradeOptions;
  max: FormMax;
  /** The paying coin's free balance. */
  available: string;
  quota: OrderQuota;
  value: string;
  valueIsEstimate: boolean;
}

const SIDES: Side[] = ['Buy', 'Sell'];

// Each section repaints when its props or the binding change (OrderFieldBinding), not when another does.
const Kind = memo(KindFields);
const Size = memo(SizeFields);
const Figures = memo(OrderFigures);

/**
 * What the order form holds between its name and its button: Buy or Sell, the order type's tab strip,
 * its fields, the size with its slider, and the figures. Memoised: an answer of the checks changes the
 * form's busy state and the button, not this, unless the message on a field changes (the binding).
 */
export const OrderFormFields = memo(function OrderFormFields({
  options,
  max,
  available,
  quota,
  value,
  valueIsEstimate,
}: OrderFormFieldsProps) {
  const { t } = useTranslation();
  const sideName = useId();
  const { fields, dispatch } = useOrderFieldBinding();
  const mode = calculateSizeMode(fields);
  const kind = options.kinds.includes(fields.kind) ? fields.kind : 'limit';
  return (
    <>
      <fieldset className="order-form__sides">
        <legend className="visually-hidden">{t('orderForm.side')}</legend>
        {SIDES.map((side) => (
          <label key={side} className={`order-form__side order-form__side--${side.toLowerCase()}`}>
            <input
              type="radio"
              name={sideName}
              value={side}
              checked={fields.side === side}
              onChange={() => dispatch({ type: 'side', side })}
            />
            <span>{t(side === 'Buy' ? 'orderForm.buy' : 'orderForm.sell')}</span>
          </label>
        ))}
      </fieldset>
      <Tabs<FormOrderKind>
        selectedKey={kind}
        onSelectionChange={(next) => dispatch({ type: 'kind', kind: next })}
        className="order-form__kinds"
      >
        <TabList aria-label={t('orderForm.kinds')}>
          {options.kinds.map((each) => (
            <Tab key={each} id={each}>
              {t(`orderForm.kind.${each}`)}
            </Tab>
          ))}
        </TabList>
        {options.kinds.map((each) => (
          <TabPanel key={each} id={each} className="order-form__fields">
            <Kind kind={each} options={options} />
            <Size mode={mode} max={max.slider} />
            <Figures
              available={available}
              max={max.shown}
              maxIn={max.shownIn}
              quota={quota}
              value={value}
              valueIsEstimate={valueIsEstimate}
              showAvailable={options.showAvailableBalance}
              showMax={options.showMaxBuy}
            />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
});
