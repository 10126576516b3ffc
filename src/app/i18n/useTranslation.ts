import type { FlatNamespace } from 'i18next';
import {
  useTranslation as useI18nextTranslation,
  type FallbackNs,
  type UseTranslationResponse,
} from 'react-i18next';

/** One options object for every call: react-i18next compares it by identity. */
const NO_OPTIONS = {};

/**
 * react-i18next's `useTranslation`, the app's only way to it (eslint.config.js). Called without
 * options, react-i18next makes a new options object at every render, and with it a new `getSnapshot`
 * for its `useSyncExternalStore`: React then leaves a passive effect after every render of a
 * translated component, and, outside a discrete event such as a keystroke, schedules a task of its own
 * after the commit to run it. The market's figures render at every snapshot, so that was a task after
 * every market frame. Given the same options object every time, such a render leaves nothing.
 */
export function useTranslation<const Ns extends FlatNamespace | undefined = undefined>(
  ns?: Ns,
): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  return useI18nextTranslation(ns, NO_OPTIONS);
}
