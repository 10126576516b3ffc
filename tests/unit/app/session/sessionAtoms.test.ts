import { describe, expect, it } from 'vitest';
import { calculateLoadedProfile } from '../../../../src/app/features/session/calculateLoadedProfile';
import {
  profileAtom,
  profileRevisionAtom,
  refreshProfileAtom,
  viewerAtom,
} from '../../../../src/app/features/session/sessionAtoms';
import { createStore } from '../../../../src/app/state/appJotai';
import { profileOf } from '../../../../src/server/api/routes/session';
import { createUserDirectory } from '../../../../src/server/api/users';
import type { UserProfile } from '../../../../src/shared/protocol';
import { ApiError } from '../../../../src/shared/rest/ApiError';

const users = createUserDirectory([
  { accountId: 'acct-uta', email: 'uta@spotdesk.test', password: 'spotdesk', kind: 'uta' },
]);
const uta = profileOf(users.byAccount('acct-uta'), users);

function viewerOf(profile: UserProfile) {
  const store = createStore();
  store.set(profileAtom, { status: 'ready', value: profile });
  return store.get(viewerAtom);
}

describe('the viewer’s account state', () => {
  it('is the profile’s risk status, and pending maintenance while any member tag is in PROCESS', () => {
    expect(viewerOf(uta)).toMatchObject({ riskStatus: 0, pendingMaintenance: false });
    expect(viewerOf({ ...uta, risk_status: 4 })).toMatchObject({ riskStatus: 4 });
    expect(viewerOf({ ...uta, risk_status: 5 })).toMatchObject({ riskStatus: 5 });
    expect(viewerOf({ ...uta, member_tag: { UTA: 'PROCESS' } }).pendingMaintenance).toBe(true);
    expect(viewerOf({ ...uta, member_tag: { UTA: 'SUCCESS', INVERSE: 'PROCESS' } }).pendingMaintenance).toBe(
      true,
    );
    expect(viewerOf({ ...uta, member_tag: { UTA: 'FAIL', INVERSE: '' } }).pendingMaintenance).toBe(false);
  });

  it('is normal while the profile loads', () => {
    expect(createStore().get(viewerAtom)).toMatchObject({ riskStatus: 0, pendingMaintenance: false });
  });

  it('asks for the profile again on each refresh', () => {
    const store = createStore();
    store.set(refreshProfileAtom);
    store.set(refreshProfileAtom);
    expect(store.get(profileRevisionAtom)).toBe(2);
  });
});

describe('calculateLoadedProfile', () => {
  const lost = { ok: false as const, error: new ApiError('network', 'offline') };

  it('takes the answer, and keeps the profile it has when a reload fails', () => {
    const ready = calculateLoadedProfile({ status: 'loading' }, { ok: true, value: uta });
    expect(ready).toEqual({ status: 'ready', value: uta });
    expect(calculateLoadedProfile(ready, lost)).toBe(ready);
    const newer = { ...uta, risk_status: 4 as const };
    expect(calculateLoadedProfile(ready, { ok: true, value: newer })).toEqual({
      status: 'ready',
      value: newer,
    });
  });

  it('fails a first load that fails', () => {
    expect(calculateLoadedProfile({ status: 'loading' }, lost)).toEqual({
      status: 'failed',
      error: lost.error,
    });
  });
});
