import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createManualSchedule } from './manualSchedule';
import { barText as text, loadUntilDelay, queryBar as bar, renderNoticeBar } from './renderNoticeBar';

const env = setupMswExchange({ symbols: 4, start: false });

const MAINTENANCE = NOTICE_BAR[0]!.info;
const FEES = NOTICE_BAR[1]!.info;

beforeEach(() => localStorage.clear());

describe('closing the notice bar', () => {
  it('hides it, keeps it hidden after a reload with the same list, and shows a changed list after 3 s', async () => {
    const user = userEvent.setup();
    const first = await loadUntilDelay();
    first.clock.advance(3_000);
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    expect(bar()).toBeNull();
    expect(localStorage.getItem('spotdesk.noticeBar.closed')).toMatch(/"fingerprint"/);
    first.clock.advance(60_000);
    expect(bar()).toBeNull();
    first.page.unmount();

    // A fresh page load: same list, so nothing is scheduled once the list has arrived.
    const clock = createManualSchedule();
    const page = renderNoticeBar(clock);
    await waitFor(() => expect(page.noticesLive()).toBe(true));
    clock.advance(60_000);
    expect(clock.pending()).toEqual([]);
    expect(bar()).toBeNull();

    // The server changes the list: the bar returns after the delay.
    env.exchange.setNoticeBar([{ ...NOTICE_BAR[0]!, info: 'Maintenance moved to Monday.' }]);
    await waitFor(() => expect(clock.pending()).toEqual([3_000]));
    clock.advance(2_999);
    expect(bar()).toBeNull();
    clock.advance(1);
    expect(text()).toMatch(/^Maintenance moved to Monday\./);
  });

  it('a list for another pair is a different list', async () => {
    const user = userEvent.setup();
    const first = await loadUntilDelay();
    first.clock.advance(3_000);
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    first.page.unmount();

    // SOL/USDT gets only the ALL notice, which was part of a list the user closed, not this one.
    const clock = createManualSchedule();
    renderNoticeBar(clock, { symbolName: 'SOL/USDT', symbolId: 'SOLUSDT' });
    await waitFor(() => expect(clock.pending()).toEqual([3_000]));
    clock.advance(3_000);
    expect(text()).toMatch(new RegExp(`^${MAINTENANCE}`));
    expect(screen.queryByText(FEES)).toBeNull();
  });

  it('stays closed for this page when the browser refuses to store', async () => {
    const user = userEvent.setup();
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Close notices' }));
    } finally {
      Storage.prototype.setItem = setItem;
    }
    clock.advance(60_000);
    expect(bar()).toBeNull();
    expect(localStorage.getItem('spotdesk.noticeBar.closed')).toBeNull();
  });
});
