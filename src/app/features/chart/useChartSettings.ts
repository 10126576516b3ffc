import { useCallback, useEffect } from 'react';
import type { ChartSettings } from '../../../shared/protocol';
import { viewerAtom } from '../session';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import {
  chartSettingsAtom,
  chartSymbolChangedAtom,
  flushChartSettingsAtom,
  loadChartSettingsAtom,
  updateChartSettingsAtom,
  type ChartSettingsPatch,
} from './chartSettingsAtoms';
import { subscribePageStatus } from './subscribePageStatus';

export interface UseChartSettings {
  settings: ChartSettings;
  /** `loading` until the viewer's settings are known (the defaults or local ones show meanwhile). */
  status: 'loading' | 'ready';
  /** Where changes are saved: `server` (set_kline_config) or `local` (this browser). */
  target: 'local' | 'server';
  /** The server's settings could not be loaded; the chart works on local or default ones. */
  loadFailed: boolean;
  /** Applies a change at once and saves it (merged into `show` for the flags). */
  update(patch: ChartSettingsPatch): void;
}

/**
 * The chart's settings for the pair on show (spec 000 §3, §6): loads them for the viewer (again on
 * login or logout), tells the save scheduler of pair switches (no server save within 5 s of one) and
 * sends pending changes when the page hides. Mount it once in the chart panel; other readers may use
 * `chartSettingsAtom` (calling it again elsewhere is harmless: loads are not repeated).
 */
export function useChartSettings(symbolId: string): UseChartSettings {
  const state = useAtomValue(chartSettingsAtom);
  const viewerKind = useAtomValue(viewerAtom).kind;
  const load = useSetAtom(loadChartSettingsAtom);
  const symbolChanged = useSetAtom(chartSymbolChangedAtom);
  const flush = useSetAtom(flushChartSettingsAtom);
  const apply = useSetAtom(updateChartSettingsAtom);

  useEffect(() => {
    void load();
  }, [load, viewerKind]);

  useEffect(() => {
    symbolChanged();
  }, [symbolChanged, symbolId]);

  useEffect(() => subscribePageStatus({ hidden: flush }), [flush]);

  const update = useCallback((patch: ChartSettingsPatch) => apply(patch), [apply]);
  return {
    settings: state.settings,
    status: state.status,
    target: state.target,
    loadFailed: state.loadFailed,
    update,
  };
}
