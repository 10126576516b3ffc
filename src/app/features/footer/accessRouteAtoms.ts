/**
 * The route (network line) picker's state (spec 000 §1, §2, §7): the stored choice, each line's last
 * measured latency, and the line in use. Choosing a line only stores it here; routing API requests
 * through the chosen line is the acceleration layer's job (spec 000 §7, a later issue), which reads
 * `activeAccessRouteAtom`.
 */
import * as z from 'zod/mini';
import type { AccessRoute } from '../../../shared/protocol';
import { readyWebConfigAtom } from '../session';
import { atom } from '../../state/appJotai';
import { readPref, writePref } from '../../storage/localPrefs';
import { AUTO_ROUTE, calculateActiveRoute, type ActiveRoute } from './calculateActiveRoute';
import { probeLatency, probeUrl } from './probeLatency';

export const ACCESS_ROUTE_KEY = 'accessRoute';
const choiceSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `undefined` until this store's first choice; until then the stored one is read. */
const chosenAtom = atom<string | undefined>(undefined);

/** "auto" or a line's id (a stored id the config no longer lists acts as Auto, but is kept). */
export const accessRouteChoiceAtom = atom(
  (get) => get(chosenAtom) ?? readPref(ACCESS_ROUTE_KEY, choiceSchema) ?? AUTO_ROUTE,
  (_get, set, choice: string) => {
    set(chosenAtom, choice);
    writePref(ACCESS_ROUTE_KEY, choice);
  },
);

/** The lines of the web config; empty until it has loaded. */
export const accessRoutesAtom = atom<readonly AccessRoute[]>(
  (get) => get(readyWebConfigAtom)?.accessRoutes ?? [],
);

/** The last latency of each line (ms, by route id; a failure is LATENCY_FAILURE_MS). */
export const routeLatenciesAtom = atom<Readonly<Record<string, number>>>({});

export const activeAccessRouteAtom = atom<ActiveRoute>((get) =>
  calculateActiveRoute(get(accessRoutesAtom), get(accessRouteChoiceAtom), get(routeLatenciesAtom)),
);

/** Counts measuring runs (per store), so only the newest run's answers are kept. */
const measureRunAtom = atom(0);

/**
 * Probes every line at once and shows each result as it arrives. A newer run supersedes an older one
 * still in flight, so a slow old answer cannot overwrite a fresh one.
 */
export const measureAccessRoutesAtom = atom(null, async (get, set) => {
  const run = get(measureRunAtom) + 1;
  set(measureRunAtom, run);
  const deps = {
    fetch: (url: string, init: RequestInit) => globalThis.fetch(url, init),
    now: () => performance.now(),
  };
  await Promise.all(
    get(accessRoutesAtom).map(async (route) => {
      const ms = await probeLatency(probeUrl(route.origin, globalThis.location.origin), deps);
      if (run !== get(measureRunAtom)) return;
      set(routeLatenciesAtom, (before) => ({ ...before, [route.id]: ms }));
    }),
  );
});
