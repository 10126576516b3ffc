import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import type { NoticeItem } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { barText as text, loadUntilDelay, queryBar as bar } from './renderNoticeBar';

const env = setupMswExchange({ symbols: 4, start: false });

const MAINTENANCE = NOTICE_BAR[0]!.info;
const THREE: NoticeItem[] = [
  { id: 'a', symbolName: 'ALL', info: 'First notice', url: 'https://spotdesk.test/a' },
  { id: 'b', symbolName: 'btcusdt', info: 'Second notice', url: '' },
  { id: 'c', symbolName: 'ETH/USDT, BTC/USDT', info: 'Third notice', url: 'http://spotdesk.test/c' },
  { id: 'x', symbolName: 'ETH/USDT', info: 'Not for BTC', url: '' },
];

beforeEach(() => localStorage.clear());

describe('notice bar timing', () => {
  it('shows nothing before 3 s, the first item at 3 s, and its position', async () => {
    const { clock } = await loadUntilDelay();
    clock.advance(2_999);
    expect(bar()).toBeNull();
    clock.advance(1);
    expect(bar()).not.toBeNull();
    expect(text()).toBe(`${MAINTENANCE} (opens in a new tab)`);
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByText('Notice 1 of 2')).toBeTruthy();
  });

  it('rotates every 5 s, wraps around, and moves by hand with previous and next', async () => {
    env.exchange.setNoticeBar(THREE);
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    expect(text()).toMatch(/^First notice/);
    clock.advance(4_999);
    expect(text()).toMatch(/^First notice/);
    clock.advance(1);
    expect(text()).toBe('Second notice');
    expect(screen.getByText('2/3')).toBeTruthy();
    clock.advance(5_000);
    expect(text()).toMatch(/^Third notice/);
    clock.advance(5_000);
    expect(text()).toMatch(/^First notice/);

    // fireEvent-free clicks: userEvent moves the pointer onto the bar, which holds the rotation.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(text()).toMatch(/^Third notice/);
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(text()).toBe('Second notice');
  });

  it('holds the rotation while the pointer is over the bar, and waits a full 5 s after it leaves', async () => {
    env.exchange.setNoticeBar(THREE);
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    const user = userEvent.setup();
    clock.advance(4_000);
    await user.hover(screen.getByRole('region', { name: 'Notices' }));
    clock.advance(20_000);
    expect(text()).toMatch(/^First notice/);
    expect(within(bar()!).getByRole('paragraph').getAttribute('aria-live')).toBe('polite');

    await user.unhover(screen.getByRole('region', { name: 'Notices' }));
    expect(within(bar()!).getByRole('paragraph').getAttribute('aria-live')).toBe('off');
    clock.advance(4_999);
    expect(text()).toMatch(/^First notice/);
    clock.advance(1);
    expect(text()).toBe('Second notice');
  });

  it('holds the rotation while focus is inside the bar', async () => {
    env.exchange.setNoticeBar(THREE);
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    act(() => screen.getByRole('link', { name: 'First notice (opens in a new tab)' }).focus());
    clock.advance(10_000);
    expect(text()).toMatch(/^First notice/);
    // Moving focus within the bar keeps the hold.
    act(() => screen.getByRole('button', { name: 'Close notices' }).focus());
    clock.advance(10_000);
    expect(text()).toMatch(/^First notice/);

    act(() => screen.getByRole('button', { name: 'Close notices' }).blur());
    clock.advance(5_000);
    expect(text()).toBe('Second notice');
  });

  it('shows only the items for the pair, and no arrows for a single item', async () => {
    env.exchange.setNoticeBar([THREE[3]!, { ...THREE[1]!, symbolName: ' BTC/usdt ' }]);
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    expect(text()).toBe('Second notice');
    expect(screen.queryByRole('button', { name: 'Next notice' })).toBeNull();
    clock.advance(60_000);
    expect(text()).toBe('Second notice');
  });
});

describe('notice bar content', () => {
  it('links only http(s) urls, in a new tab without opener or referrer, and shows text as text', async () => {
    env.exchange.setNoticeBar([
      { id: 'js', symbolName: 'ALL', info: '<b>Bold?</b> javascript', url: 'javascript:alert(1)' },
      { id: 'https', symbolName: 'ALL', info: 'Safe link', url: 'https://spotdesk.test/safe' },
    ]);
    const { clock } = await loadUntilDelay();
    clock.advance(3_000);
    expect(text()).toBe('<b>Bold?</b> javascript');
    expect(within(bar()!).queryByRole('link')).toBeNull();
    expect(bar()!.querySelector('b')).toBeNull();

    clock.advance(5_000);
    const link = within(bar()!).getByRole('link', { name: 'Safe link (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://spotdesk.test/safe');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
