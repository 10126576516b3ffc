import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { FormOrderKind, LegType, TimeInForce } from '../../../shared/orderChecks';
import { ListBoxItem } from '../../ui/ListBox';
import { Select } from '../../ui/Select';
import type { TradeOptions } from './calculateTradeOptions';
import { DecimalInput } from './DecimalInput';
import { LegFieldset } from './LegFieldset';
import { useOrderFieldBinding } from './OrderFieldBinding';
import { PriceInput } from './PriceInput';

/** Percent with two decimals: the trailing callback rate. */
const RATE_DECIMALS = 2;
const TIME_IN_FORCE: TimeInForce[] = ['GTC', 'IOC', 'FOK'];

/** The fields of one order type, above the size (spec 001 §2 trade area; 000 §5). */
export function KindFields({ kind, options }: { kind: FormOrderKind; options: TradeOptions }) {
  switch (kind) {
    case 'limit':
      return <LimitFields options={options} />;
    case 'market':
      return null;
    case 'conditional':
      return <ConditionalFields />;
    case 'stopLimit':
      return <StopLimitFields />;
    case 'oco':
      return (
        <>
          <LegFieldset leg="takeProfit" />
          <LegFieldset leg="stopLoss" />
        </>
      );
    case 'trailingStop':
      return <TrailingFields />;
  }
}

function LimitPrice() {
  const { t } = useTranslation();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  return (
    <PriceInput
      field="price"
      label={t('orderForm.price', { quote: instrument.quoteTokenName })}
      value={fields.price}
      onChange={(value) => dispatch({ type: 'edit', field: 'price', value })}
      withLast
    />
  );
}

function TriggerPrice() {
  const { t } = useTranslation();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  return (
    <PriceInput
      field="triggerPrice"
      label={t('orderForm.triggerPrice', { quote: instrument.quoteTokenName })}
      value={fields.triggerPrice}
      onChange={(value) => dispatch({ type: 'edit', field: 'triggerPrice', value })}
      withLast
    />
  );
}

function LimitFields({ options }: { options: TradeOptions }) {
  const { t } = useTranslation();
  const { fields, dispatch } = useOrderFieldBinding();
  return (
    <>
      <LimitPrice />
      {(options.showTimeInForce || options.showPostOnly) && (
        <div className="order-form__row">
          {options.showTimeInForce && (
            <Select
              label={t('orderForm.timeInForce')}
              value={fields.timeInForce}
              onChange={(value) =>
                dispatch({ type: 'options', patch: { timeInForce: value as TimeInForce } })
              }
            >
              {TIME_IN_FORCE.map((tif) => (
                <ListBoxItem key={tif} id={tif} textValue={tif} description={t(`orderForm.tif.${tif}`)}>
                  {tif}
                </ListBoxItem>
              ))}
            </Select>
          )}
          {options.showPostOnly && (
            <label className="order-form__check">
              <input
                type="checkbox"
                checked={fields.postOnly}
                onChange={(event) => dispatch({ type: 'options', patch: { postOnly: event.target.checked } })}
              />
              {t('orderForm.postOnly')}
            </label>
          )}
        </div>
      )}
      {options.showTpSl && (
        <>
          <label className="order-form__check">
            <input
              type="checkbox"
              checked={fields.attachTpSl}
              onChange={(event) => dispatch({ type: 'options', patch: { attachTpSl: event.target.checked } })}
            />
            {t('orderForm.attachTpSl')}
          </label>
          {fields.attachTpSl && (
            <>
              <LegFieldset leg="takeProfit" />
              <LegFieldset leg="stopLoss" />
            </>
          )}
        </>
      )}
    </>
  );
}

function ConditionalFields() {
  const { t } = useTranslation();
  const { fields, dispatch } = useOrderFieldBinding();
  return (
    <>
      <TriggerPrice />
      <Select
        label={t('orderForm.triggeredType')}
        value={fields.triggeredType}
        onChange={(value) => dispatch({ type: 'options', patch: { triggeredType: value as LegType } })}
      >
        <ListBoxItem id="LIMIT">{t('orderForm.executes.LIMIT')}</ListBoxItem>
        <ListBoxItem id="MARKET">{t('orderForm.executes.MARKET')}</ListBoxItem>
      </Select>
      {fields.triggeredType === 'LIMIT' && <LimitPrice />}
    </>
  );
}

function StopLimitFields() {
  return (
    <>
      <TriggerPrice />
      <LimitPrice />
    </>
  );
}

function TrailingFields() {
  const { t } = useTranslation();
  const byName = useId();
  const { fields, dispatch, instrument } = useOrderFieldBinding();
  const quote = instrument.quoteTokenName;
  return (
    <>
      <fieldset className="order-form__choice">
        <legend>{t('orderForm.trailingBy')}</legend>
        {(['rate', 'spread'] as const).map((by) => (
          <label key={by}>
            <input
              type="radio"
              name={byName}
              value={by}
              checked={fields.trailingBy === by}
              onChange={() => dispatch({ type: 'options', patch: { trailingBy: by } })}
            />
            {t(`orderForm.trailing.${by}`)}
          </label>
        ))}
      </fieldset>
      {fields.trailingBy === 'rate' ? (
        <DecimalInput
          field="trailingRate"
          label={t('orderForm.trailingRate')}
          value={fields.trailingRate}
          onChange={(value) => dispatch({ type: 'edit', field: 'trailingRate', value })}
          decimals={RATE_DECIMALS}
        />
      ) : (
        <DecimalInput
          field="trailingSpread"
          label={t('orderForm.trailingSpread', { quote })}
          value={fields.trailingSpread}
          onChange={(value) => dispatch({ type: 'edit', field: 'trailingSpread', value })}
          decimals={instrument.pricePrecision}
          tick={instrument.minPricePrecision}
        />
      )}
      <PriceInput
        field="activationPrice"
        label={t('orderForm.activationPrice', { quote })}
        value={fields.activationPrice}
        onChange={(value) => dispatch({ type: 'edit', field: 'activationPrice', value })}
      />
    </>
  );
}
