/** The stored custom layout (spec 000 §9): restored only whole and valid, both keys cleared otherwise. */
import { afterEach, describe, expect, it } from 'vitest';
import { calculatePanelLimits } from '../../../../src/app/features/layout/calculateDefaultLayout';
import {
  clearCustomLayout,
  readCustomLayout,
  writeCustomLayout,
} from '../../../../src/app/features/layout/layoutPrefs';
import { parseStoredLayout } from '../../../../src/app/features/layout/parseStoredLayout';

const LAYOUT_KEY = 'spotdesk.tradingLayout';
const CUSTOM_KEY = 'spotdesk.tradingLayoutCustom';

const custom = [
  { i: 'chart', x: 0, y: 0, w: 70, h: 10 },
  { i: 'orderbook', x: 70, y: 0, w: 50, h: 15 },
  { i: 'position', x: 0, y: 15, w: 120, h: 6 },
];

/** The layout as the grid writes it: the cells with the spec's limits. */
const gridLayout = parseStoredLayout(custom, calculatePanelLimits(1600)) ?? [];

function store(layout: unknown, flag: unknown = true) {
  localStorage.setItem(LAYOUT_KEY, JSON.stringify(layout));
  localStorage.setItem(CUSTOM_KEY, JSON.stringify(flag));
}

afterEach(() => localStorage.clear());

describe('readCustomLayout', () => {
  it('restores a valid layout stored with its flag, with the spec limits', () => {
    expect(gridLayout).toHaveLength(3);
    writeCustomLayout(gridLayout);
    expect(readCustomLayout(1600)).toEqual(gridLayout);
    expect(localStorage.getItem(CUSTOM_KEY)).toBe('true');
  });

  it.each([
    ['breaks the order book maximum height', [custom[0], { ...custom[1], h: 24 }, custom[2]], true],
    ['misses a panel', custom.slice(0, 2), true],
    ['is not JSON of a layout', 'chart', true],
    ['lacks the custom flag', custom, false],
  ])('drops a stored layout that %s, and clears both keys', (_name, layout, flag) => {
    store(layout, flag);
    expect(readCustomLayout(1600)).toBeUndefined();
    expect(localStorage.getItem(LAYOUT_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
  });

  it('drops a flag stored without a layout, and reads nothing when neither is stored', () => {
    localStorage.setItem(CUSTOM_KEY, 'true');
    expect(readCustomLayout(1600)).toBeUndefined();
    expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
    expect(readCustomLayout(1600)).toBeUndefined();
  });

  it('clears both keys on reset', () => {
    writeCustomLayout(gridLayout);
    clearCustomLayout();
    expect([localStorage.getItem(LAYOUT_KEY), localStorage.getItem(CUSTOM_KEY)]).toEqual([null, null]);
  });
});
