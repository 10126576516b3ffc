import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { pollUntil } from '../../pollUntil';
import { createManualSchedule } from './manualSchedule';
import { queryBar as bar, renderNoticeBar } from './renderNoticeBar';

const env = setupMswExchange({ symbols: 4, start: false });

beforeEach(() => localStorage.clear());

describe('who sees the notice bar (spec 001 §6)', () => {
  it.each([
    ['global', undefined, true],
    ['global', 'demo@spotdesk.test', true],
    ['eu', undefined, true],
    ['eu', 'demo@spotdesk.test', true],
    ['restricted', undefined, false],
    ['restricted', 'classic@spotdesk.test', false],
    ['restricted', 'demo@spotdesk.test', true],
  ] as const)('%s region, %s: shown %s', async (region, email, shown) => {
    env.current.site.region = region;
    if (email) env.current.loginAs(email);
    const clock = createManualSchedule();
    const page = renderNoticeBar(clock);
    // The answers land inside act, so the gate's decision is rendered, with its effects (a watch of
    // the notices), before act returns; then the hub delivers and paints whatever was watched.
    await act(() => pollUntil(page.sessionKnown));
    await page.hub.flush();
    if (shown) {
      await waitFor(() => expect(clock.pending()).toEqual([3_000]));
    } else {
      expect(page.noticesLive()).toBe(false);
    }
    clock.advance(3_000);
    expect(bar() !== null).toBe(shown);
  });

  it('stays hidden while the session is still loading', async () => {
    const clock = createManualSchedule();
    const page = renderNoticeBar(clock);
    expect(page.sessionKnown()).toBe(false);
    clock.advance(60_000);
    expect(bar()).toBeNull();
    expect(clock.pending()).toEqual([]);
  });
});
