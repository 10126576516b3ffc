import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { IndicatorSpec } from '../../../../shared/protocol/compute';
import { IndicatorFieldset } from './IndicatorFieldset';
import {
  DEFAULT_INDICATORS,
  INDICATOR_KINDS,
  calculateFieldErrors,
  parseIndicatorDraft,
  toIndicatorDraft,
  type IndicatorDraft,
} from './indicatorFields';
import { ModalDialog } from '../../../ui/ModalDialog';
import './ChartToolbarPopups.css';

export interface IndicatorsDialogProps {
  indicators: readonly IndicatorSpec[];
  /** Called by Confirm only, and only when every setting is valid. */
  onConfirm(indicators: IndicatorSpec[]): void;
  /** Cancel or Escape; focus goes back to the opener (the kit's Modal). */
  onCancel(): void;
}

interface Row {
  key: number;
  draft: IndicatorDraft;
}

/**
 * The indicators dialog: the chart's indicators as editable rows (the same kind may appear twice, as
 * MA 7 and MA 25 do by default), an Add button per kind, Confirm to apply. Nothing reaches the chart
 * while a setting is invalid: Confirm then says so and focuses the first marked input.
 */
export function IndicatorsDialog({ indicators, onConfirm, onCancel }: IndicatorsDialogProps) {
  const { t } = useTranslation();
  const nextKey = useRef(indicators.length);
  const [rows, setRows] = useState<Row[]>(() =>
    indicators.map((spec, key) => ({ key, draft: toIndicatorDraft(spec) })),
  );
  const [blocked, setBlocked] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const add = (kind: IndicatorSpec['kind']) => {
    const key = nextKey.current++;
    setRows([...rows, { key, draft: toIndicatorDraft(DEFAULT_INDICATORS[kind]) }]);
  };

  const confirm = () => {
    const specs = rows.map((row) => parseIndicatorDraft(row.draft));
    if (specs.every((spec) => spec !== undefined)) {
      onConfirm(specs);
      return;
    }
    setBlocked(true);
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const stillBlocked = blocked && rows.some((row) => Object.keys(calculateFieldErrors(row.draft)).length > 0);

  return (
    // Not dismissed by a click outside: that would throw away the settings typed so far.
    <ModalDialog
      isOpen
      onClose={onCancel}
      isDismissable={false}
      title={t('chartToolbar.indicators.title')}
      showClose={false}
    >
      <h3 className="chart-toolbar-dialog__subtitle">{t('chartToolbar.indicators.current')}</h3>
      <div ref={listRef} className="chart-toolbar-indicators">
        {rows.length === 0 && (
          <p className="chart-toolbar-dialog__intro">{t('chartToolbar.indicators.none')}</p>
        )}
        {rows.map((row, index) => (
          <IndicatorFieldset
            key={row.key}
            number={index + 1}
            draft={row.draft}
            onChange={(draft) =>
              setRows(rows.map((item) => (item.key === row.key ? { ...item, draft } : item)))
            }
            onRemove={() => setRows(rows.filter((item) => item.key !== row.key))}
          />
        ))}
      </div>
      <h3 className="chart-toolbar-dialog__subtitle">{t('chartToolbar.indicators.add')}</h3>
      <div className="chart-toolbar-indicators__add">
        {INDICATOR_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-label={t('chartToolbar.indicators.addKind', { kind })}
            title={t(`chartToolbar.indicators.kind.${kind}`)}
            onClick={() => add(kind)}
          >
            + {kind}
          </button>
        ))}
      </div>
      <p role="alert" className="chart-toolbar-dialog__note" data-refused={stillBlocked || undefined}>
        {stillBlocked ? t('chartToolbar.indicators.error.fixFirst') : ''}
      </p>
      <div className="chart-toolbar-dialog__actions">
        <button type="button" onClick={onCancel}>
          {t('chartToolbar.indicators.cancel')}
        </button>
        <button type="button" className="chart-toolbar-dialog__primary" onClick={confirm}>
          {t('chartToolbar.indicators.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
