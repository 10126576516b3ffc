import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOrderKind, OrderContext } from '../../../shared/orderChecks';
import type { Side } from '../../../shared/protocol';
import { useAddress } from '../../routing/useAddress';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { loginHref, signupHref } from '../session';
import { calculateFormValue } from './calculateFormValue';
import { calculateSizeMode } from './calculateSizeMode';
import type { TradeOptions } from './calculateTradeOptions';
import { KindFields } from './KindFields';
import { OrderFieldBindingProvider, type OrderFieldBinding } from './OrderFieldBinding';
import { OrderFigures } from './OrderFigures';
import { SizeFields } from './SizeFields';
import type { FormMax } from './useFormMax';
import './OrderForm.css';

export interface OrderFormProps {
  binding: OrderFieldBinding;
  /** The pair's last price ('' until known): a market order's value. */
  lastPrice: string;
  context: OrderContext;
  options: TradeOptions;
  max: FormMax;
  isVisitor: boolean;
  busy: boolean;
  /** The checks' answer for what the form holds is on its way (`aria-busy` on the form). */
  checking: boolean;
  onSubmit(): void;
}

const SIDES: Side[] = ['Buy', 'Sell'];

// The sections repaint when their props or the binding change, not when the form does for a verdict
// (`aria-busy`) or the feed (a market order's value): see OrderFieldBinding.
const Kind = memo(KindFields);
const Size = memo(SizeFields);
const Figures = memo(OrderFigures);

/**
 * The standard order form (spec 001 §2 trade area): Buy or Sell, the order type's tab strip, its
 * fields, the size with its slider, the figures, and the button (Log in / Sign up for a visitor, who
 * may look but not order). A native form: Enter in any field submits, once.
 */
export function OrderForm({
  binding,
  lastPrice,
  context,
  options,
  max,
  isVisitor,
  busy,
  checking,
  onSubmit,
}: OrderFormProps) {
  const { t } = useTranslation();
  const { pathname, search } = useAddress();
  const sideName = useId();
  const { fields, dispatch, instrument } = binding;
  const base = instrument.baseTokenName;
  const mode = calculateSizeMode(fields);
  const value = calculateFormValue(fields, lastPrice, instrument.amountPrecision);
  const available = fields.side === 'Buy' ? context.quoteAvailable : context.baseAvailable;
  const kind = options.kinds.includes(fields.kind) ? fields.kind : 'limit';
  const returnTo = pathname + search;

  return (
    <OrderFieldBindingProvider value={binding}>
      <form
        className="order-form"
        aria-label={t('orderForm.form', { pair: instrument.symbolName })}
        aria-busy={checking}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isVisitor) onSubmit();
        }}
      >
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
                quota={context.quota}
                value={value.value}
                valueIsEstimate={value.estimate}
                showAvailable={options.showAvailableBalance}
                showMax={options.showMaxBuy}
              />
            </TabPanel>
          ))}
        </Tabs>
        {isVisitor ? (
          <div className="order-form__visitor">
            <p>{t('orderForm.visitorPrompt')}</p>
            <a href={loginHref(returnTo)}>{t('orderForm.login')}</a>
            <a href={signupHref(returnTo)}>{t('orderForm.signup')}</a>
          </div>
        ) : (
          <>
            <button
              type="submit"
              className={`order-form__submit order-form__submit--${fields.side.toLowerCase()}`}
              aria-disabled={busy || undefined}
            >
              {t(fields.side === 'Buy' ? 'orderForm.submitBuy' : 'orderForm.submitSell', { base })}
            </button>
            <p role="status" className="order-form__busy">
              {busy ? t('orderForm.placing') : ''}
            </p>
          </>
        )}
      </form>
    </OrderFieldBindingProvider>
  );
}
