import type { AccessRoute } from '../../../shared/protocol';

export const AUTO_ROUTE = 'auto';

export interface ActiveRoute {
  /** Auto (the stored choice, or a stored line that the config no longer lists) or one line. */
  mode: 'auto' | 'manual';
  /** The line in use; for Auto, `undefined` until some line has been measured. */
  route: AccessRoute | undefined;
}

/** The measured line with the lowest latency; the earlier line wins a tie. */
export function calculateFastestRoute(
  routes: readonly AccessRoute[],
  latencies: Readonly<Record<string, number>>,
): AccessRoute | undefined {
  let best: { route: AccessRoute; ms: number } | undefined;
  for (const route of routes) {
    const ms = latencies[route.id];
    if (ms === undefined || !Number.isFinite(ms)) continue;
    if (!best || ms < best.ms) best = { route, ms };
  }
  return best?.route;
}

/** The line the page uses for a stored choice: a listed line as chosen, anything else as Auto. */
export function calculateActiveRoute(
  routes: readonly AccessRoute[],
  choice: string,
  latencies: Readonly<Record<string, number>>,
): ActiveRoute {
  const chosen = choice === AUTO_ROUTE ? undefined : routes.find((route) => route.id === choice);
  if (chosen) return { mode: 'manual', route: chosen };
  return { mode: 'auto', route: calculateFastestRoute(routes, latencies) };
}
