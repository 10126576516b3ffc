import { describe, expect, it } from 'vitest';
import { computeClientAtom, injectedComputeAtom } from '../../../../src/app/compute/computeAtoms';
import { createStore } from '../../../../src/app/state/appJotai';
import { createCompute } from '../../../../src/shared/chart/createCompute';
import { createFakeKlineRest } from '../../shared/chart/fakeKlineRest';

describe('computeClientAtom', () => {
  it('is the compute the app root injected (tests run the core in-process, no Worker)', () => {
    const store = createStore();
    const compute = createCompute({ rest: createFakeKlineRest(), now: () => 0 });
    store.set(injectedComputeAtom, compute);
    expect(store.get(computeClientAtom)).toBe(compute);
  });
});
