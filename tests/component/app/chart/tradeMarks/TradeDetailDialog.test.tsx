import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TradeDetailDialog } from '../../../../../src/app/features/chart/tradeMarks/TradeDetailDialog';
import type { Locale } from '../../../../../src/app/i18n/locales';
import type { Execution } from '../../../../../src/shared/protocol';
import { createTestI18n } from '../../../createTestI18n';

const execution = {
  tradeId: '7',
  side: 'Buy',
  execPrice: '97024.34',
  execQty: '0.01938897',
  execValue: '1881.2',
  execFee: '0.00001938',
  feeTokenId: 'BTC',
  tradeTime: Date.UTC(2024, 0, 31, 13, 4, 5),
} as Execution;

function timeCell(locale: Locale) {
  render(
    <I18nextProvider i18n={createTestI18n({ locale, load: () => Promise.resolve({}) })}>
      <TradeDetailDialog executions={[execution]} onClose={() => {}} />
    </I18nextProvider>,
  );
  const [row] = within(screen.getByRole('dialog')).getAllByRole('row').slice(1);
  const [time] = within(row as HTMLElement).getAllByRole('cell');
  // Direction marks (ar-SA) say nothing about digits or calendar.
  return (time?.textContent ?? '').replace(/[\u200e\u200f\u061c]/g, '');
}

describe('TradeDetailDialog', () => {
  // Not Arabic-Indic digits and the Hijri year 1445 (ar-SA), nor the Buddhist year 2567 (th-TH).
  it.each([
    ['en', /^01\/31\/2024, 13:04:05 UTC$/],
    ['ar-SA', /^31\/01\/2024[^0-9]+13:04:05 UTC$/],
    ['th-TH', /^31\/01\/2024[^0-9]+13:04:05 UTC$/],
  ] as const)(
    'writes the trade time in UTC with Latin digits on the Gregorian calendar in %s',
    (locale, time) => {
      expect(timeCell(locale)).toMatch(time);
    },
  );
});
