import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { useAtomValue } from '../../state/appJotai';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { viewerAtom } from '../session';
import { calculateTradeOptions } from './calculateTradeOptions';
import { OrderEntry } from './OrderEntry';
import { tradePreferencesAtom } from './tradePreferenceAtoms';
import { TradePreferencesButton } from './TradePreferencesButton';
import './TradeArea.css';

type TradeTab = 'trade';

/**
 * The trade area (spec 001 §2): its tab strip (Trade; the tools grid and pinned tools are a later
 * issue) with the trade-preference popover's button (logged-in users only, §6), and the standard
 * order form. A region named by its selected tab.
 */
export function TradeArea({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [tab, setTab] = useState<TradeTab>('trade');
  const viewer = useAtomValue(viewerAtom);
  const preferences = useAtomValue(tradePreferencesAtom);
  const { offered } = calculateTradeOptions(
    { isLoggedIn: viewer.isLoggedIn, isUnified: viewer.isUTA, isDemo: viewer.isDemo },
    preferences,
  );
  return (
    <Tabs selectedKey={tab} onSelectionChange={setTab} className="trade-area" regionLabelledBy={labelId}>
      <TabList aria-label={t('orderForm.areaTabs')} className="trade-area__tabs">
        <Tab id="trade" labelId={labelId}>
          {t('orderForm.tradeTab')}
        </Tab>
      </TabList>
      {offered.length > 0 && <TradePreferencesButton offered={offered} />}
      <TabPanel id="trade">
        <OrderEntry instrument={instrument} />
      </TabPanel>
    </Tabs>
  );
}
