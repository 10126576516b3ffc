import { describe, expect, it } from 'vitest';
import {
  calculateDefaultLayout,
  calculatePanelLimits,
} from '../../../../src/app/features/layout/calculateDefaultLayout';
import { parseStoredLayout } from '../../../../src/app/features/layout/parseStoredLayout';

/** The limits of a 1600 px page: exactly the spec's (the book's minimum is 30 columns). */
const LIMITS = calculatePanelLimits(1600);

const valid = [
  { i: 'chart', x: 0, y: 0, w: 70, h: 10 },
  { i: 'orderbook', x: 70, y: 0, w: 50, h: 15 },
  { i: 'position', x: 0, y: 15, w: 120, h: 6 },
];

function changed(index: number, patch: Record<string, unknown>) {
  return valid.map((item, at) => (at === index ? { ...item, ...patch } : item));
}

describe('parseStoredLayout', () => {
  it('accepts a layout within the rules and attaches the spec limits', () => {
    expect(parseStoredLayout(valid, LIMITS)).toEqual([
      { i: 'chart', x: 0, y: 0, w: 70, h: 10, minW: 60, minH: 6 },
      { i: 'orderbook', x: 70, y: 0, w: 50, h: 15, minW: 30, minH: 4, maxH: 23 },
      { i: 'position', x: 0, y: 15, w: 120, h: 6, minW: 60, minH: 5 },
    ]);
  });

  it('accepts the default layout at every split', () => {
    for (const width of [1000, 1600, 1800, 2000, 3000, 4000]) {
      expect(parseStoredLayout(calculateDefaultLayout(width), calculatePanelLimits(width))).toEqual(
        calculateDefaultLayout(width),
      );
    }
  });

  it('puts the panels in a fixed order whatever order they were stored in', () => {
    expect(parseStoredLayout([...valid].reverse(), LIMITS)?.map((item) => item.i)).toEqual([
      'chart',
      'orderbook',
      'position',
    ]);
  });

  it('ignores limits stored with the layout (ours apply)', () => {
    expect(parseStoredLayout(changed(1, { maxH: 99, minW: 1 }), LIMITS)?.[1]).toMatchObject({
      minW: 30,
      maxH: 23,
    });
  });

  it.each([
    ['not an array', { chart: valid[0] }],
    ['empty', []],
    ['a missing panel', valid.slice(0, 2)],
    ['a duplicated panel', [...valid.slice(0, 2), { ...valid[0], y: 30 }]],
    ['an unknown panel', [...valid.slice(0, 2), { ...valid[2], i: 'news' }]],
    ['a fractional cell', changed(0, { w: 70.5 })],
    ['a negative position', changed(2, { x: -1 })],
    ['a string number', changed(0, { h: '10' })],
    ['the chart narrower than 60', changed(0, { w: 59 })],
    ['the chart lower than 6', changed(0, { h: 5 })],
    ['the order book narrower than 30', changed(1, { x: 91, w: 29 })],
    ['the order book lower than 4', changed(1, { h: 3 })],
    ['the order book higher than 23', changed(1, { h: 24 })],
    ['the positions narrower than 60', changed(2, { w: 59 })],
    ['the positions lower than 5', changed(2, { h: 4 })],
    ['a panel past column 120', changed(1, { x: 71 })],
    ['overlapping panels', changed(2, { y: 9 })],
  ])('drops %s', (_name, value) => {
    expect(parseStoredLayout(value, LIMITS)).toBeUndefined();
  });

  it('allows a narrower order book on wide pages, where the default book is narrower than 30', () => {
    const narrowBook = [
      { i: 'chart', x: 0, y: 0, w: 105, h: 12 },
      { i: 'orderbook', x: 105, y: 0, w: 15, h: 12 },
      { i: 'position', x: 0, y: 12, w: 120, h: 8 },
    ];
    expect(parseStoredLayout(narrowBook, calculatePanelLimits(3000))?.[1]).toMatchObject({ w: 15, minW: 15 });
    expect(parseStoredLayout(narrowBook, calculatePanelLimits(1600))).toBeUndefined();
  });

  it('keeps the limits at their exact bounds', () => {
    const edges = [
      { i: 'chart', x: 0, y: 0, w: 60, h: 6 },
      { i: 'orderbook', x: 60, y: 0, w: 30, h: 23 },
      { i: 'position', x: 0, y: 23, w: 60, h: 5 },
    ];
    expect(parseStoredLayout(edges, LIMITS)).toHaveLength(3);
  });
});
