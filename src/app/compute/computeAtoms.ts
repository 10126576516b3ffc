import type { ComputeApi } from '../../shared/protocol';
import { atom, type Atom } from '../state/appJotai';
import { createComputeClient } from './createComputeClient';

/**
 * An in-process compute (`createCompute` from src/shared/chart) the app root puts in its store for
 * component tests; unset in the browser.
 */
export const injectedComputeAtom = atom<ComputeApi | undefined>(undefined);

/** The browser's worker client, started on first use and kept for the tab's life. */
let workerClient: ComputeApi | undefined;

/** The tab's compute worker: the injected one when there is one, else the worker, started lazily once. */
export const computeClientAtom: Atom<ComputeApi> = atom((get) => {
  const injected = get(injectedComputeAtom);
  if (injected) return injected;
  workerClient ??= createComputeClient();
  return workerClient;
});
