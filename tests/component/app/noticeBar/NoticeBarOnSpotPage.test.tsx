import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_BAR_DELAY_MS } from '../../../../src/app/features/noticeBar/noticeBarSchedule';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { createManualSchedule } from './manualSchedule';

setupMswExchange({ start: false });

beforeEach(() => localStorage.clear());

/**
 * The page's timers of exactly the bar's delay go to a hand-driven schedule (the page mounts the bar
 * with the browser's setTimeout); every other timer runs for real. vi.mock cannot swap the schedule
 * module here: the worker shares its modules across test files.
 */
function holdDelayTimers() {
  const held = createManualSchedule();
  const cancels = new Map<object, () => void>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    task: () => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    if (ms !== NOTICE_BAR_DELAY_MS) return realSetTimeout(task, ms, ...rest);
    const handle = {};
    cancels.set(handle, held.schedule(ms, task));
    return handle;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation((handle) => {
    const cancel = typeof handle === 'object' && handle !== null ? cancels.get(handle) : undefined;
    if (cancel) cancel();
    else realClearTimeout(handle);
  });
  return held;
}

describe('the notice bar on the spot page', () => {
  it('appears at the top of the page 3 s after it may show, with the pair’s notices', async () => {
    const clock = holdDelayTimers();
    renderApp('/en/trade/spot/ETH/USDT');
    const main = await screen.findByRole('main', { name: 'ETH/USDT' });
    // The session is known and the list has arrived: the page has set its delay.
    await waitFor(() => expect(clock.pending()).toEqual([NOTICE_BAR_DELAY_MS]), { timeout: 10_000 });
    clock.advance(NOTICE_BAR_DELAY_MS - 1);
    expect(within(main).queryByRole('region', { name: 'Notices' })).toBeNull();
    clock.advance(1);
    const bar = within(main).getByRole('region', { name: 'Notices' });
    expect(main.firstElementChild).toBe(bar);
    expect(within(bar).getByRole('paragraph').textContent).toMatch(new RegExp(`^${NOTICE_BAR[0]!.info}`));
    expect(within(bar).getByText('1/2')).toBeTruthy();
    // The server's text takes the direction of its own words (a <bdi>, dir auto) in any page.
    const notice = within(bar).getByText(NOTICE_BAR[0]!.info);
    expect([notice.tagName, notice.getAttribute('dir')]).toEqual(['BDI', null]);
  });
});
