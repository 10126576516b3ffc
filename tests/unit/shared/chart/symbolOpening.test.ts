import { describe, expect, it, vi } from 'vitest';
import { createSymbolOpening, type SymbolOpeningState } from '../../../../src/shared/chart/symbolOpening';
import type { SymbolNotice } from '../../../../src/shared/protocol';
import { createFakeClock, settle } from './fakeClock';

// The server's clock runs an hour ahead of the page's: every remaining time must use the server's.
const SKEW = 3_600_000;

function setup(
  answer: (serverNow: number) => SymbolNotice | undefined | Promise<SymbolNotice | undefined>,
  options: { noticeVisible?: boolean } = {},
) {
  const time = createFakeClock();
  const fetchNotice = vi.fn(async () => answer(time.clock.now() + SKEW));
  const seen: SymbolOpeningState[] = [];
  const opening = createSymbolOpening({
    symbolId: 'NOVAUSDT',
    noticeVisible: options.noticeVisible ?? true,
    fetchNotice,
    clock: time.clock,
    onChange: (state) => seen.push(state),
  });
  return { time, fetchNotice, opening, seen, kind: () => opening.state().kind };
}

/** A notice opening `inMs` after the server's now. */
const notice =
  (inMs: number, patch: Partial<SymbolNotice> = {}) =>
  (serverNow: number): SymbolNotice => ({
    symbolId: 'NOVAUSDT',
    noticeType: 1,
    noticeContent: 'NOVA/USDT opens soon.',
    noticeLinkUrl: 'https://spotdesk.test/nova',
    onlineTime: serverNow + inMs,
    nowTime: serverNow,
    ...patch,
  });

const remaining = (state: SymbolOpeningState) => (state.kind === 'countdown' ? state.remainingMs : NaN);

describe('symbol opening', () => {
  it('is open at once, without a fetch, when the symbol has no notice', () => {
    const s = setup(notice(10_000), { noticeVisible: false });
    expect(s.opening.state()).toEqual({ kind: 'open', notice: undefined });
    expect(s.fetchNotice).not.toHaveBeenCalled();
  });

  it('checks, then is open when onlineTime is not later than the server-corrected now', async () => {
    const s = setup(notice(0));
    expect(s.kind()).toBe('checking');
    await settle();
    expect(s.kind()).toBe('open');
    expect(s.time.pending()).toEqual([]);
  });

  it('counts down every 100 ms on the server clock and opens at zero', async () => {
    const s = setup(notice(1_000));
    await settle();
    expect(s.opening.state()).toMatchObject({ kind: 'countdown', remainingMs: 1_000 });
    s.time.advance(100);
    expect(remaining(s.opening.state())).toBe(900);
    s.time.advance(850);
    expect(remaining(s.opening.state())).toBe(100);
    s.time.advance(100);
    expect(s.opening.state()).toMatchObject({ kind: 'open', notice: { symbolId: 'NOVAUSDT' } });
    expect(s.time.pending()).toEqual([]);
  });

  it('treats notice type 3 as an icon: open, with the notice kept', async () => {
    const s = setup(notice(60_000, { noticeType: 3 }));
    await settle();
    expect(s.opening.state()).toMatchObject({ kind: 'open', notice: { noticeType: 3 } });
  });

  it('shows the error mask when the fetch fails or is rejected', async () => {
    const failed = setup(() => undefined);
    const rejected = setup(() => Promise.reject(new Error('offline')));
    await settle();
    expect(failed.opening.state()).toEqual({ kind: 'error', reason: 'fetchFailed' });
    expect(rejected.opening.state()).toEqual({ kind: 'error', reason: 'fetchFailed' });
  });

  it('shows the error mask when the answer names another symbol', async () => {
    const s = setup(notice(10_000, { symbolId: 'BTCUSDT' }));
    await settle();
    expect(s.opening.state()).toEqual({ kind: 'error', reason: 'wrongSymbol' });
  });

  describe('at zero after a gap since the last check', () => {
    it('opens when the gap is exactly 20 s', async () => {
      const s = setup(notice(10_000));
      await settle();
      s.time.jump(20_000);
      s.time.runDue();
      expect(s.kind()).toBe('open');
    });

    it('shows the error mask when the gap is 20 s and 1 ms', async () => {
      const s = setup(notice(10_000));
      await settle();
      s.time.jump(20_001);
      s.time.runDue();
      expect(s.opening.state()).toEqual({ kind: 'error', reason: 'stale' });
    });

    it('counts the gap from the previous tick, not from the fetch', async () => {
      const s = setup(notice(30_000));
      await settle();
      s.time.advance(25_000); // ticking all along: 5 s left
      s.time.jump(20_000);
      s.time.runDue();
      expect(s.kind()).toBe('open');

      const late = setup(notice(30_000));
      await settle();
      late.time.advance(25_000);
      late.time.jump(20_001);
      late.time.runDue();
      expect(late.kind()).toBe('error');
    });

    it('keeps counting after a long gap that does not reach zero', async () => {
      const s = setup(notice(60_000));
      await settle();
      s.time.jump(30_000);
      s.time.runDue();
      expect(remaining(s.opening.state())).toBe(30_000);
    });
  });

  describe('refetch', () => {
    it('not after exactly 60 s hidden; after 60 s and 1 ms hidden', async () => {
      const s = setup(notice(600_000));
      await settle();
      s.opening.pageHidden();
      s.time.advance(60_000);
      s.opening.pageVisible();
      await settle();
      expect(s.fetchNotice).toHaveBeenCalledTimes(1);

      s.opening.pageHidden();
      s.time.advance(60_001);
      s.opening.pageVisible();
      await settle();
      expect(s.fetchNotice).toHaveBeenCalledTimes(2);
      expect(s.kind()).toBe('countdown');
    });

    it('when the page comes online, leaving the error mask when the answer is good', async () => {
      let fail = true;
      const good = notice(50_000);
      const s = setup((serverNow) => (fail ? undefined : good(serverNow)));
      await settle();
      expect(s.kind()).toBe('error');
      fail = false;
      s.opening.online();
      expect(s.kind()).toBe('error'); // no flash of "checking" while it asks
      await settle();
      expect(s.opening.state()).toMatchObject({ kind: 'countdown', remainingMs: 50_000 });
      expect(s.fetchNotice).toHaveBeenCalledTimes(2);
    });

    it('is not made once the symbol is open', async () => {
      const s = setup(notice(0));
      await settle();
      s.opening.online();
      s.opening.pageHidden();
      s.time.advance(120_000);
      s.opening.pageVisible();
      await settle();
      expect(s.fetchNotice).toHaveBeenCalledTimes(1);
      expect(s.kind()).toBe('open');
    });
  });

  it('stops ticking and reporting when disposed', async () => {
    const s = setup(notice(10_000));
    await settle();
    const reported = s.seen.length;
    s.opening.dispose();
    s.time.advance(20_000);
    expect(s.seen.length).toBe(reported);
    expect(s.time.pending()).toEqual([]);
  });
});
