import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { Switch } from '../../../ui/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import type { OrdersTabProps } from '../OrdersTabProps';
import { GridBotList } from './GridBotList';

const instrumentsView = viewAtom({ kind: 'instruments' });

type BotList = 'running' | 'completed';
const LISTS: readonly BotList[] = ['running', 'completed'];

/**
 * Strategy orders: the grid bots (spec 001 §2 bot panel) as Running and Completed sub-tabs, this
 * pair's bots unless "Show all bots" is ticked. The simulator has no iceberg, TWAP, chase or webhook
 * strategies (spec 001 §2 lower area), so those lists are not shown (ordersTabs.ts).
 */
export function StrategyOrdersTab({ symbolId }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const baseId = useId();
  const [list, setList] = useState<BotList>('running');
  const [allBots, setAllBots] = useState(false);
  // Watched here, not in each sub-tab's table, so switching sub-tabs keeps the pairs' names.
  const instruments = useAtomValue(instrumentsView)?.instruments;
  const labelId = (of: BotList) => `${baseId}-${of}`;
  return (
    <Tabs selectedKey={list} onSelectionChange={setList} className="orders-panel__subtabs">
      <TabList aria-label={t('strategy.lists')}>
        {LISTS.map((of) => (
          <Tab key={of} id={of} labelId={labelId(of)}>
            {t(`strategy.${of}`)}
          </Tab>
        ))}
      </TabList>
      <div className="orders-panel__options">
        <Switch isSelected={allBots} onChange={setAllBots}>
          {t('strategy.showAllBots')}
        </Switch>
      </div>
      {LISTS.map((of) => (
        <TabPanel key={of} id={of}>
          <GridBotList
            completed={of === 'completed'}
            symbolId={allBots ? undefined : symbolId}
            labelledBy={labelId(of)}
            instruments={instruments}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}
