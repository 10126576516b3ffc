import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { API, BOT_LIST_STATUS, type Instrument } from '../../../../shared/protocol';
import { ApiErrorAlert } from '../../../api/ApiErrorAlert';
import { useListQuery } from '../useListQuery';
import { gridBotListSchema } from './gridBotListSchema';
import { GridBotTable } from './GridBotTable';

/** Spec 001 §9: the bot list is asked again every 3 s while shown. */
export const BOT_LIST_REFRESH_MS = 3_000;
/** Spec 001 §9: strategy page size 80, 20 for history. */
const PAGE_SIZE = { running: '80', completed: '20' } as const;

export interface GridBotListProps {
  completed: boolean;
  /** One pair's bots; every pair's when `undefined`. */
  symbolId: string | undefined;
  labelledBy: string;
  instruments: readonly Instrument[] | undefined;
}

/**
 * The running (status 2) or completed (status 3) grid bots, refreshed every 3 s while shown. Opening
 * Completed asks for it at once (spec 001 §4: the finished list is refetched when viewed).
 */
export function GridBotList({ completed, symbolId, labelledBy, instruments }: GridBotListProps) {
  const { t } = useTranslation('integratedTrade');
  const query = useMemo(
    () => ({
      status: String(completed ? BOT_LIST_STATUS.history : BOT_LIST_STATUS.running),
      page_size: completed ? PAGE_SIZE.completed : PAGE_SIZE.running,
      ...(symbolId === undefined ? {} : { symbol_id: symbolId }),
    }),
    [completed, symbolId],
  );
  const { state, retry } = useListQuery(API.gridStrategies, gridBotListSchema, query, BOT_LIST_REFRESH_MS);
  if (state.status === 'loading') return <p role="status">{t('frame.loading')}</p>;
  if (state.status === 'failed') return <ApiErrorAlert error={state.error} onRetry={retry} />;
  if (state.list.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <GridBotTable bots={state.list} completed={completed} labelledBy={labelledBy} instruments={instruments} />
  );
}
