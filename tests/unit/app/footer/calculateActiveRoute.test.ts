import { describe, expect, it } from 'vitest';
import {
  AUTO_ROUTE,
  calculateActiveRoute,
  calculateFastestRoute,
} from '../../../../src/app/features/footer/calculateActiveRoute';
import type { AccessRoute } from '../../../../src/shared/protocol';

const line1: AccessRoute = { id: 'line-1', name: 'Line 1', origin: '' };
const line2: AccessRoute = { id: 'line-2', name: 'Line 2', origin: 'http://localhost:1' };
const line3: AccessRoute = { id: 'line-3', name: 'Line 3', origin: 'http://l3.test' };
const routes = [line1, line2, line3];

describe('the active access route', () => {
  it('Auto takes the fastest measured line; the earlier one wins a tie', () => {
    expect(calculateFastestRoute(routes, { 'line-1': 80, 'line-2': 12, 'line-3': 300 })).toBe(line2);
    expect(calculateFastestRoute(routes, { 'line-1': 15_000, 'line-3': 15_000 })).toBe(line1);
    expect(calculateFastestRoute(routes, { 'line-3': 5 })).toBe(line3);
    expect(calculateFastestRoute(routes, {})).toBeUndefined();
  });

  it('a listed choice is used as is, whatever its latency', () => {
    expect(calculateActiveRoute(routes, 'line-3', { 'line-1': 1, 'line-3': 15_000 })).toEqual({
      mode: 'manual',
      route: line3,
    });
  });

  it('Auto, and a stored line the config no longer lists, pick the fastest', () => {
    const latencies = { 'line-1': 40, 'line-2': 20 };
    expect(calculateActiveRoute(routes, AUTO_ROUTE, latencies)).toEqual({ mode: 'auto', route: line2 });
    expect(calculateActiveRoute(routes, 'line-9', latencies)).toEqual({ mode: 'auto', route: line2 });
    expect(calculateActiveRoute([], AUTO_ROUTE, {})).toEqual({ mode: 'auto', route: undefined });
  });
});
