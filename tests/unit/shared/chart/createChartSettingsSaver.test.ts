import { describe, expect, it } from 'vitest';
import { createChartSettingsSaver } from '../../../../src/shared/chart/chartSettingsStore';
import { DEFAULT_CHART_SETTINGS, type ChartSettings } from '../../../../src/shared/protocol';
import { createFakeClock, settle } from './fakeClock';

const withInterval = (interval: ChartSettings['interval']): ChartSettings => ({
  ...DEFAULT_CHART_SETTINGS,
  interval,
});

function setup(answers: boolean[] = []) {
  const time = createFakeClock();
  const saved: Array<{ at: number; interval: string }> = [];
  const saver = createChartSettingsSaver({
    clock: time.clock,
    save: async (settings) => {
      saved.push({ at: time.clock.now() - 1_000_000, interval: settings.interval });
      return answers.shift() ?? true;
    },
  });
  return { time, saved, saver };
}

describe('chart settings saver', () => {
  it('saves a lone change at once (after the current task), one burst as one save', async () => {
    const s = setup();
    s.saver.changed(withInterval('1m'));
    s.saver.changed(withInterval('5m'));
    expect(s.saved).toEqual([]);
    s.time.advance(0);
    await settle();
    expect(s.saved).toEqual([{ at: 0, interval: '5m' }]);
    expect(s.saver.busy()).toBe(false);
  });

  it('never saves within 5 s of a symbol change; at 5 s it does', async () => {
    const s = setup();
    s.saver.symbolChanged();
    s.saver.changed(withInterval('1h'));
    s.time.advance(4_999);
    await settle();
    expect(s.saved).toEqual([]);
    s.time.advance(1);
    await settle();
    expect(s.saved).toEqual([{ at: 5_000, interval: '1h' }]);
  });

  it('a symbol change pushes a waiting save back', async () => {
    const s = setup();
    s.saver.symbolChanged();
    s.saver.changed(withInterval('1h'));
    s.time.advance(3_000);
    s.saver.symbolChanged();
    s.time.advance(4_999);
    await settle();
    expect(s.saved).toEqual([]);
    s.time.advance(1);
    await settle();
    expect(s.saved).toEqual([{ at: 8_000, interval: '1h' }]);
  });

  it('saves at most once every 5 s, and the trailing save carries the last change', async () => {
    const s = setup();
    s.saver.changed(withInterval('1m'));
    s.time.advance(0);
    await settle();
    for (const [at, interval] of [
      [1_000, '5m'],
      [2_000, '15m'],
      [4_000, '1h'],
    ] as const) {
      s.time.advance(at - (s.time.clock.now() - 1_000_000));
      s.saver.changed(withInterval(interval));
    }
    s.time.advance(999); // 4 999 ms after the first save
    await settle();
    expect(s.saved).toEqual([{ at: 0, interval: '1m' }]);
    s.time.advance(1);
    await settle();
    expect(s.saved).toEqual([
      { at: 0, interval: '1m' },
      { at: 5_000, interval: '1h' },
    ]);
    expect(s.time.pending()).toEqual([]);
  });

  it('tries a failed save again at the next allowed moment', async () => {
    const s = setup([false]);
    s.saver.changed(withInterval('1d'));
    s.time.advance(0);
    await settle();
    expect(s.saver.busy()).toBe(true);
    s.time.advance(4_999);
    await settle();
    expect(s.saved).toHaveLength(1);
    s.time.advance(1);
    await settle();
    expect(s.saved).toEqual([
      { at: 0, interval: '1d' },
      { at: 5_000, interval: '1d' },
    ]);
    expect(s.saver.busy()).toBe(false);
  });

  it('the page hiding sends what is pending at once, but not inside the symbol lock', async () => {
    const s = setup();
    s.saver.changed(withInterval('1m'));
    s.time.advance(0);
    await settle();
    s.time.advance(1_000);
    s.saver.changed(withInterval('1w'));
    s.saver.pageHidden();
    await settle();
    expect(s.saved).toEqual([
      { at: 0, interval: '1m' },
      { at: 1_000, interval: '1w' },
    ]);

    const locked = setup();
    locked.saver.symbolChanged();
    locked.saver.changed(withInterval('1w'));
    locked.saver.pageHidden();
    await settle();
    expect(locked.saved).toEqual([]);
    locked.time.advance(5_000);
    await settle();
    expect(locked.saved).toEqual([{ at: 5_000, interval: '1w' }]);
  });

  it('does nothing after dispose', async () => {
    const s = setup();
    s.saver.symbolChanged();
    s.saver.changed(withInterval('1m'));
    s.saver.dispose();
    s.time.advance(10_000);
    await settle();
    expect(s.saved).toEqual([]);
  });
});
