import type { TFunction } from 'i18next';
import type { OrderRefusal } from '../../../shared/orderChecks';
import { formatDecimalForLocale } from '../../i18n/localeFormat';

/**
 * A refusal in the reader's words: the spec's key under `orderCheck.`, with its values (plain
 * decimals at the pair's precision, coins) in the locale's number notation. A leg's side of the
 * market (`relation` "above" or "below" its `reference` price) becomes a phrase of the locale, since
 * languages order "above 62,000" differently.
 */
export function describeRefusal(t: TFunction, locale: string, refusal: OrderRefusal): string {
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(refusal.values ?? {}).map(([name, value]) => [
      name,
      formatDecimalForLocale(value, locale),
    ]),
  );
  const { relation, reference } = values;
  if ((relation === 'above' || relation === 'below') && reference !== undefined)
    values.relation = t(`orderForm.relation.${relation}`, { reference });
  // The keys' placeholders differ by reason; `values` holds the ones the checks fill for this one.
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  return translate(`orderCheck.${refusal.reason}`, values);
}
