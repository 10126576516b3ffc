import { useTranslation } from '../../i18n/useTranslation';
import type { OrderContext } from '../../../shared/orderChecks';
import { useAddress } from '../../routing/useAddress';
import { loginHref, signupHref } from '../session';
import { calculateFormValue } from './calculateFormValue';
import type { TradeOptions } from './calculateTradeOptions';
import { OrderFieldBindingProvider, type OrderFieldBinding } from './OrderFieldBinding';
import { OrderFormFields } from './OrderFormFields';
import type { FormMax } from './useFormMax';
import './OrderForm.css';

export interface OrderFormProps {
  binding: OrderFieldBinding;
  /** The pair's last price while the order's value reads it (formReadsLastPrice), else ''. */
  lastPrice: string;
  context: OrderContext;
  options: TradeOptions;
  max: FormMax;
  isVisitor: boolean;
  busy: boolean;
  onSubmit(): void;
}

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
  onSubmit,
}: OrderFormProps) {
  const { t } = useTranslation();
  const { pathname, search } = useAddress();
  const { fields, instrument } = binding;
  const base = instrument.baseTokenName;
  const value = calculateFormValue(fields, lastPrice, instrument.amountPrecision);
  const returnTo = pathname + search;

  return (
    <OrderFieldBindingProvider value={binding}>
      <form
        className="order-form"
        aria-label={t('orderForm.form', { pair: instrument.symbolName })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isVisitor) onSubmit();
        }}
      >
        <OrderFormFields
          options={options}
          max={max}
          available={fields.side === 'Buy' ? context.quoteAvailable : context.baseAvailable}
          quota={context.quota}
          value={value.value}
          valueIsEstimate={value.estimate}
        />
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
