import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ChartErrorBoundary } from '../../../../src/app/features/chart/overlays/ChartErrorBoundary';
import { CountdownMask } from '../../../../src/app/features/chart/overlays/CountdownMask';
import { SymbolOpeningOverlay } from '../../../../src/app/features/chart/overlays/SymbolOpeningOverlay';
import { API, type SymbolNotice } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createTestI18n } from '../../createTestI18n';
import { createManualChartClock } from './manualChartClock';
import { goOnline } from './pageEvents';

const env = setupMswExchange();

const withI18n = (ui: ReactNode) => render(<I18nextProvider i18n={createTestI18n()}>{ui}</I18nextProvider>);

function instrument(symbolId: string) {
  const found = env.exchange.engine.instruments.find((i) => i.symbolId === symbolId);
  if (!found) throw new Error(`no ${symbolId}`);
  return found;
}

/** The countdown's digits, as a screen reader reads the timer. */
const timerText = () =>
  screen.getByRole('timer', { name: 'Time until NOVA/USDT opens' }).textContent?.replace(/\s+/g, ' ').trim();

describe('symbol opening overlay', () => {
  it('counts NOVA/USDT down in hours, minutes and seconds, with its notice', async () => {
    const time = createManualChartClock();
    const options = { clock: time.clock };
    withI18n(<SymbolOpeningOverlay instrument={instrument('NOVAUSDT')} options={options} />);
    const mask = await screen.findByRole('region', { name: 'NOVA/USDT opens for trading in' });
    expect(timerText()).toBe('02 Hours 00 Minutes 00 Seconds');
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBe('off');
    time.advance(1_100);
    expect(timerText()).toBe('01 Hours 59 Minutes 59 Seconds');

    const opensAt = new Date(instrument('NOVAUSDT').onlineTime).toISOString();
    const [date, clock] = [opensAt.slice(0, 10).split('-'), opensAt.slice(11, 19)];
    expect(within(mask).getByText(/^Opening time: .* \(UTC\)$/).textContent).toContain(clock);
    expect(within(mask).getByText(/^Opening time/).textContent).toContain(date[0]);
    expect(within(mask).getByText(/NOVA\/USDT trading opens soon/)).toBeTruthy();
    expect(
      within(mask)
        .getByRole('link', { name: /Learn more/ })
        .getAttribute('href'),
    ).toBe('https://spotdesk.test/announcements/listing-nova');
  });

  it('shows nothing for a pair without a notice, and asks for none', () => {
    const { container } = withI18n(<SymbolOpeningOverlay instrument={instrument('BTCUSDT')} />);
    expect(container.textContent).toBe('');
  });

  it('shows the error mask when the notice call fails; Refresh reloads', async () => {
    env.server.use(http.get(`*${API.symbolNotice}`, () => HttpResponse.error()));
    const reload = vi.fn();
    withI18n(<SymbolOpeningOverlay instrument={instrument('NOVAUSDT')} reload={reload} />);
    const mask = await screen.findByRole('region', { name: 'NOVA/USDT Opening countdown' });
    expect(within(mask).getByRole('alert').textContent).toMatch(/^Network error/);
    await userEvent.click(within(mask).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again when the page comes online, and counts down when the answer is good', async () => {
    env.server.use(http.get(`*${API.symbolNotice}`, () => HttpResponse.error(), { once: true }));
    withI18n(<SymbolOpeningOverlay instrument={instrument('NOVAUSDT')} />);
    await screen.findByRole('region', { name: 'NOVA/USDT Opening countdown' });
    goOnline();
    expect(await screen.findByRole('region', { name: 'NOVA/USDT opens for trading in' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'NOVA/USDT Opening countdown' })).toBeNull();
  });

  it('shows the error mask when the answer is about another pair', async () => {
    const other = env.exchange.notice('NOVAUSDT');
    env.server.use(
      http.get(`*${API.symbolNotice}`, () =>
        HttpResponse.json({ code: 0, success: true, message: '', result: { ...other, symbolId: 'ETHUSDT' } }),
      ),
    );
    withI18n(<SymbolOpeningOverlay instrument={instrument('NOVAUSDT')} />);
    expect(await screen.findByRole('region', { name: 'NOVA/USDT Opening countdown' })).toBeTruthy();
  });
});

describe('countdown mask', () => {
  const notice: SymbolNotice = {
    symbolId: 'NOVAUSDT',
    noticeType: 1,
    noticeContent: '<b>not markup</b>',
    noticeLinkUrl: 'javascript:alert(1)',
    onlineTime: Date.UTC(2030, 0, 2, 3, 4, 5),
    nowTime: Date.UTC(2030, 0, 1),
  };

  it('renders server text as text and links only to http(s) addresses', () => {
    withI18n(<CountdownMask symbolName="NOVA/USDT" remainingMs={50 * 3_600_000} notice={notice} />);
    expect(screen.getByText('<b>not markup</b>')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(timerText()).toBe('50 Hours 00 Minutes 00 Seconds');
    expect(screen.getByText(/^Opening time/).textContent).toMatch(/03:04:05/);
  });
});

describe('chart error boundary', () => {
  function Broken(): ReactNode {
    throw new Error('chart failed');
  }

  it('shows the reload screen instead of a chart that threw; Reload reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    const onError = vi.fn();
    withI18n(
      <ChartErrorBoundary reload={reload} onError={onError}>
        <Broken />
      </ChartErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Reload the page/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
