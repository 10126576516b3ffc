import { createContext, memo, useContext, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { FormOrderKind, OrderQuota } from '../../../shared/orderChecks';
import type { Side } from '../../../shared/protocol';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { calculateSizeMode } from './calculateSizeMode';
import type { TradeOptions } from './calculateTradeOptions';
import { KindFields } from './KindFields';
import { useOrderFieldBinding, type OrderFieldBinding } from './OrderFieldBinding';
import { OrderFigures } from './OrderFigures';
import { SizeFields, SizePercentSlider } from './SizeFields';
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
const Slider = memo(SizePercentSlider);
const Figures = memo(OrderFigures);

type FormFigures = Omit<OrderFormFieldsProps, 'options'>;

/**
 * The figures that move with the account and the market (the balance, the max, the quota, the value),
 * read by the two sections that show them (the size slider, the figures): a new balance renders those,
 * not the sides, the order type's tab strip or the fields.
 */
const FormFiguresContext = createContext<FormFigures | null>(null);

function useFormFigures(): FormFigures {
  const figures = useContext(FormFiguresContext);
  if (!figures) throw new Error('useFormFigures: outside OrderFormFields');
  return figures;
}

/**
 * What the order form holds between its name and its button: Buy or Sell, the order type's tab strip,
 * its fields, the size with its slider, and the figures. Memoised: an answer of the checks renders
 * only the fields whose message it moves (useFieldRefusal), a busy submit only the button.
 */
export const OrderFormFields = memo(function OrderFormFields({
  options,
  max,
  available,
  quota,
  value,
  valueIsEstimate,
}: OrderFormFieldsProps) {
  const figures = useMemo(
    () => ({ max, available, quota, value, valueIsEstimate }),
    [max, available, quota, value, valueIsEstimate],
  );
  return (
    <FormFiguresContext value={figures}>
      <FormSections options={options} />
    </FormFiguresContext>
  );
});

/** What a keystroke renders of the sections: it reads the fields and hands the layout what it shows. */
const FormSections = memo(function FormSections({ options }: { options: TradeOptions }) {
  const { fields, dispatch } = useOrderFieldBinding();
  const kind = options.kinds.includes(fields.kind) ? fields.kind : 'limit';
  return <FormLayout options={options} side={fields.side} kind={kind} dispatch={dispatch} />;
});

interface FormLayoutProps {
  options: TradeOptions;
  side: Side;
  kind: FormOrderKind;
  dispatch: OrderFieldBinding['dispatch'];
}

/**
 * Buy or Sell, the order type's tab strip and the shown type's sections: rendered when the side or the
 * type changes, not at each keystroke (the sections below read the fields themselves).
 */
const FormLayout = memo(function FormLayout({ options, side, kind, dispatch }: FormLayoutProps) {
  const { t } = useTranslation();
  const sideName = useId();
  return (
    <>
      <fieldset className="order-form__sides">
        <legend className="visually-hidden">{t('orderForm.side')}</legend>
        {SIDES.map((each) => (
          <label key={each} className={`order-form__side order-form__side--${each.toLowerCase()}`}>
            <input
              type="radio"
              name={sideName}
              value={each}
              checked={side === each}
              onChange={() => dispatch({ type: 'side', side: each })}
            />
            <span>{t(each === 'Buy' ? 'orderForm.buy' : 'orderForm.sell')}</span>
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
            <SizeSections />
            <FiguresSection options={options} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
});

/** The size fields and the slider, in the mode the fields are sized in (quantity or amount). */
function SizeSections() {
  const mode = calculateSizeMode(useOrderFieldBinding().fields);
  return (
    <>
      <Size mode={mode} />
      <SliderSection mode={mode} />
    </>
  );
}

function SliderSection({ mode }: { mode: ReturnType<typeof calculateSizeMode> }) {
  return <Slider mode={mode} max={useFormFigures().max.slider} />;
}

function FiguresSection({ options }: { options: TradeOptions }) {
  const { available, max, quota, value, valueIsEstimate } = useFormFigures();
  return (
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
  );
}
