import { useTranslation } from '../../../i18n/useTranslation';
import { ApiErrorAlert } from '../../../api/ApiErrorAlert';
import { VirtualTable, type VirtualTableColumn } from '../../../ui/VirtualTable';
import type { HistoryPages } from './useHistoryPages';

interface HistoryListProps<Row extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualTableColumn<Row>[];
  pages: HistoryPages<Row>;
  /** The rows to show, when more than the pages' (live executions on top); the pages' rows otherwise. */
  rows?: readonly Row[];
}

/**
 * A paged history list: the table with the next page asked for near its end, "Loading…" while a page
 * comes, the failure with the server's message and a retry, "No records yet" for an empty list.
 */
export function HistoryList<Row extends { id: string }>(props: HistoryListProps<Row>) {
  const { label, columns, pages } = props;
  const rows = props.rows ?? pages.rows;
  const { t } = useTranslation('integratedTrade');
  const status = pages.failure ? (
    <ApiErrorAlert error={pages.failure} onRetry={pages.retry} />
  ) : pages.loading ? (
    <p className="history-list__note" role="status">
      {t('history.loading')}
    </p>
  ) : undefined;
  return (
    <VirtualTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      totalRows={pages.complete ? rows.length : undefined}
      onEndReached={pages.loadMore}
      footer={status}
      empty={status === undefined ? t('list.empty') : undefined}
    />
  );
}

const rowKey = (row: { id: string }) => row.id;
