/**
 * Private topics, one feed per (topic, account): the open set (or balances, or recent fills) on
 * subscribe, then the engine's events for that account only.
 */
import { topics } from '../../../shared/protocol';
import { OPEN_SET_MAX } from '../../exchange/types';
import { push, type FeedContext, type TopicFeed } from './feed';

export const RECENT_FILLS = 50;

export function createPrivateFeed(context: FeedContext, topic: string, accountId: string): TopicFeed {
  const { engine, clock } = context.exchange;
  const snapshotData = (): unknown[] => {
    switch (topic) {
      case topics.orders:
        return engine.openOrders(accountId, { limit: OPEN_SET_MAX });
      case topics.planOrders:
        return engine.openPlanOrders(accountId, { limit: OPEN_SET_MAX });
      case topics.executions:
        return engine.executions(accountId, { limit: RECENT_FILLS });
      default:
        return engine.balances(accountId);
    }
  };
  return {
    snapshot: () => push(topic, 'snapshot', clock.now(), snapshotData()),
    onEvent(event) {
      if (!('accountId' in event) || event.accountId !== accountId) return;
      const data =
        event.type === 'order' && topic === topics.orders
          ? [event.order]
          : event.type === 'planOrder' && topic === topics.planOrders
            ? [event.order]
            : event.type === 'execution' && topic === topics.executions
              ? [event.execution]
              : event.type === 'balance' && topic === topics.wallet
                ? event.balances
                : undefined;
      if (data) context.broadcast(push(topic, 'delta', clock.now(), data));
    },
  };
}
