/**
 * The chart's settings for this page (spec 000 §3, §6): from get_kline_config for logged-in non-demo
 * users, from local storage for visitors and demo users, the defaults otherwise. Changes show at once
 * and are saved behind them: to local storage at once, to the server through the save scheduler
 * (createChartSettingsSaver: 5 s symbol lock, 5 s spacing, retries, flush on hide).
 *
 * Decided here:
 * - logged-in users never write local storage: each viewer kind has one home for its settings, and
 *   one account's chart does not become the next visitor's fallback on a shared browser;
 * - a failed load is quiet: the chart uses local storage or the defaults, `loadFailed` is set, and
 *   nothing is written back until the user changes something (defaults never overwrite the server);
 * - a change made while loading wins over the loaded settings and is saved once the target is known.
 */
import * as z from 'zod/mini';
import type { ChartClock } from '../../../shared/chart/chartClock';
import {
  CHART_SETTINGS_KEY,
  createChartSettingsSaver,
  parseChartSettings,
  type ChartSettingsSaver,
} from '../../../shared/chart/chartSettingsStore';
import { DEFAULT_CHART_SETTINGS, type ChartSettings } from '../../../shared/protocol';
import { viewerAtom } from '../session';
import { atom, type Atom } from '../../state/appJotai';
import { readPref, writePref } from '../../storage/localPrefs';
import { browserChartClock } from './browserChartClock';
import { fetchKlineConfig, saveKlineConfig } from './chartApi';

export interface ChartSettingsState {
  status: 'loading' | 'ready';
  settings: ChartSettings;
  /** Where changes go: `server` for logged-in non-demo users, else `local`. */
  target: 'local' | 'server';
  /** Bumped each time settings arrive from the server: the chart rebuilds with them. */
  syncCount: number;
  /** The server's settings could not be loaded (the local or default ones are in use). */
  loadFailed: boolean;
}

/** A change: any top-level fields, and any of the `show` flags. */
export type ChartSettingsPatch = Partial<Omit<ChartSettings, 'show'>> & {
  show?: Partial<ChartSettings['show']>;
};

export const chartSettingsAtom = atom<ChartSettingsState>({
  status: 'loading',
  settings: DEFAULT_CHART_SETTINGS,
  target: 'local',
  syncCount: 0,
  loadFailed: false,
});

/** The save scheduler's clock; tests set a manual one before anything saves. */
export const chartSettingsClockAtom = atom<ChartClock>(browserChartClock);

interface Runtime {
  /** The viewer the settings were loaded for; a load for the same viewer is not repeated. */
  loadedFor: string | undefined;
  /** The user changed something before the load finished. */
  dirty: boolean;
  saver: ChartSettingsSaver;
}
const runtimeAtom = atom<Runtime | undefined>(undefined);

// The parts of jotai's getter and setter the helpers below use.
type Getter = <V>(source: Atom<V>) => V;
type SetRuntime = (target: typeof runtimeAtom, value: Runtime) => void;

function runtime(get: Getter, set: SetRuntime): Runtime {
  const existing = get(runtimeAtom);
  if (existing) return existing;
  const created: Runtime = { loadedFor: undefined, dirty: false, saver: newSaver(get) };
  set(runtimeAtom, created);
  return created;
}

const newSaver = (get: Getter) =>
  createChartSettingsSaver({ clock: get(chartSettingsClockAtom), save: saveKlineConfig });

function readLocal(): ChartSettings | undefined {
  return parseChartSettings(readPref(CHART_SETTINGS_KEY, z.unknown()));
}

function store(rt: Runtime, target: ChartSettingsState['target'], settings: ChartSettings) {
  if (target === 'local') writePref(CHART_SETTINGS_KEY, settings);
  else rt.saver.changed(settings);
}

/** Loads the settings for the current viewer once it is known (again when it changes). */
export const loadChartSettingsAtom = atom(null, async (get, set) => {
  const viewer = get(viewerAtom);
  if (viewer.kind === 'unknown') return;
  const rt = runtime(get, set);
  const target = viewer.isLoggedIn && !viewer.isDemo ? 'server' : 'local';
  const key = `${target}:${viewer.kind}`;
  if (rt.loadedFor === key) return;
  if (rt.loadedFor !== undefined) {
    // Another viewer: the previous one's pending saves must not go out under this session.
    rt.saver.dispose();
    rt.saver = newSaver(get);
  }
  rt.loadedFor = key;
  const local = readLocal() ?? DEFAULT_CHART_SETTINGS;

  function finish(loaded: ChartSettings | undefined, patch: Partial<ChartSettingsState>) {
    const current = get(chartSettingsAtom);
    const keep = rt.dirty;
    rt.dirty = false;
    set(chartSettingsAtom, {
      ...current,
      ...patch,
      status: 'ready',
      target,
      settings: keep ? current.settings : (loaded ?? local),
    });
    if (keep) store(rt, target, current.settings);
  }

  if (target === 'local') return finish(local, { loadFailed: false });
  set(chartSettingsAtom, { ...get(chartSettingsAtom), status: 'loading', target });
  const result = await fetchKlineConfig();
  if (rt.loadedFor !== key) return; // the viewer changed while this was on its way
  if (!result.ok) return finish(undefined, { loadFailed: true });
  const loaded = parseChartSettings(result.value);
  const synced = loaded !== undefined && !rt.dirty;
  finish(loaded, {
    loadFailed: false,
    ...(synced ? { syncCount: get(chartSettingsAtom).syncCount + 1 } : {}),
  });
});

/** Applies a change at once and saves it behind (see the module comment for where). */
export const updateChartSettingsAtom = atom(null, (get, set, patch: ChartSettingsPatch) => {
  const rt = runtime(get, set);
  const state = get(chartSettingsAtom);
  const settings: ChartSettings = {
    ...state.settings,
    ...patch,
    show: { ...state.settings.show, ...patch.show },
  };
  set(chartSettingsAtom, { ...state, settings });
  if (state.status === 'loading') rt.dirty = true;
  else store(rt, state.target, settings);
});

/** The chart switched pairs: no server save for the next 5 s. */
export const chartSymbolChangedAtom = atom(null, (get, set) => runtime(get, set).saver.symbolChanged());

/** The page is hiding: send what is pending (best effort). */
export const flushChartSettingsAtom = atom(null, (get, set) => runtime(get, set).saver.pageHidden());
