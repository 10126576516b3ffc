import { useTranslation } from '../../i18n/useTranslation';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { Button } from '../../ui/Button';
import { DialogTrigger } from '../../ui/DialogTrigger';
import { Popover } from '../../ui/Popover';
import type { TradePreferenceKey } from './calculateTradeOptions';
import { tradePreferencesAtom } from './tradePreferenceAtoms';

/**
 * The trade-preference popover's entry point (spec 001 §2, §3): a button in the trade area's tab strip
 * opening the preferences this viewer may set (calculateTradeOptions), each a checkbox that applies
 * at once and is kept in this browser.
 */
export function TradePreferencesButton({ offered }: { offered: readonly TradePreferenceKey[] }) {
  const { t } = useTranslation();
  const preferences = useAtomValue(tradePreferencesAtom);
  const setPreference = useSetAtom(tradePreferencesAtom);
  return (
    <DialogTrigger>
      <Button className="trade-area__preferences" aria-label={t('orderForm.preferences')}>
        <span aria-hidden="true">⚙</span>
      </Button>
      <Popover label={t('orderForm.preferences')} placement="bottom end">
        <fieldset className="trade-preferences">
          <legend>{t('orderForm.preferences')}</legend>
          {offered.map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={preferences[key]}
                onChange={(event) => setPreference({ key, value: event.target.checked })}
              />
              {t(`orderForm.pref.${key}`)}
            </label>
          ))}
        </fieldset>
      </Popover>
    </DialogTrigger>
  );
}
