import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/shared/protocol';
import { mergeOrderPages, type SourcePage } from '../../../../src/shared/orders/mergeOrderPages';

const order = (orderId: string, createdTime: number) => ({ orderId, createdTime }) as Order;

/** A source as the server pages it: newest first, below the cursor id, `limit` a page. */
function serverPage(all: readonly Order[], cursor: string, limit: number): SourcePage {
  const start = cursor === '' ? 0 : all.findIndex((o) => o.orderId === cursor) + 1;
  const list = all.slice(start, start + limit);
  return { list, nextCursor: list.length >= limit ? (list.at(-1)?.orderId ?? '') : '' };
}

/** Pages through every source with mergeOrderPages until each is exhausted. */
function pageThrough(sources: readonly (readonly Order[])[], limit: number) {
  let cursors: (string | null)[] = sources.map(() => '');
  const pages: Order[][] = [];
  while (cursors.some((c) => c !== null)) {
    const fetched = sources.map((all, i) => {
      const cursor = cursors[i];
      return cursor === null || cursor === undefined ? undefined : serverPage(all, cursor, limit);
    });
    const merged = mergeOrderPages(fetched, cursors, limit);
    pages.push(merged.rows);
    cursors = merged.cursors;
    if (pages.length > 1_000) throw new Error('no progress');
  }
  return pages;
}

describe('mergeOrderPages', () => {
  it('takes the newest rows of both sources and moves each cursor to the last of its rows taken', () => {
    const ordinary = [order('9', 900), order('7', 700), order('3', 300)];
    const plans = [order('8', 800), order('2', 200)];
    const page = mergeOrderPages([serverPage(ordinary, '', 3), serverPage(plans, '', 3)], ['', ''], 3);
    expect(page.rows.map((o) => o.orderId)).toEqual(['9', '8', '7']);
    // Ordinary: full page, partly taken → from 7. Plans: its last page, partly taken → from 8.
    expect(page.cursors).toEqual(['7', '8']);
    const next = mergeOrderPages([serverPage(ordinary, '7', 3), serverPage(plans, '8', 3)], page.cursors, 3);
    expect(next.rows.map((o) => o.orderId)).toEqual(['3', '2']);
    expect(next.cursors).toEqual([null, null]);
  });

  it('keeps a source untouched when none of its rows made the page, and skips an exhausted one', () => {
    const page = mergeOrderPages([{ list: [order('5', 500)], nextCursor: '' }, undefined], ['4x', null], 1);
    expect(page).toEqual({ rows: [order('5', 500)], cursors: [null, null] });
    const held = mergeOrderPages(
      [
        { list: [order('5', 500)], nextCursor: '5' },
        { list: [order('1', 100)], nextCursor: '' },
      ],
      ['', 'c'],
      1,
    );
    expect(held.cursors).toEqual(['5', 'c']);
  });

  it('pages two interleaved lists into one, newest first, with no row lost or repeated', () => {
    // Created times from a fixed pseudo-random walk; equal times happen, and the first source wins ties.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const times = Array.from({ length: 230 }, () => next() % 5_000).sort((a, b) => b - a);
    const ordinary: Order[] = [];
    const plans: Order[] = [];
    times.forEach((time, i) => (next() % 3 === 0 ? plans : ordinary).push(order(String(1_000 - i), time)));
    for (const limit of [1, 7, 100]) {
      const pages = pageThrough([ordinary, plans], limit);
      const rows = pages.flat();
      expect(rows).toHaveLength(230);
      expect(new Set(rows.map((o) => o.orderId)).size).toBe(230);
      for (let i = 1; i < rows.length; i++)
        expect(rows[i - 1]!.createdTime).toBeGreaterThanOrEqual(rows[i]!.createdTime);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
  });
});
