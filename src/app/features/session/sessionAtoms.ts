/**
 * Who is looking and what the site allows, loaded once per page by `SessionLoader` (the profile again
 * whenever `refreshProfileAtom` asks, as after an order refused for the account's state). Gated entries
 * (rewards hub, notice bar, liquidity shield, EU notice) read `viewerAtom` and `webConfigAtom` and stay
 * hidden until both are known, so nothing flashes in and out.
 */
import type { RiskStatus, UserProfile, WebConfig } from '../../../shared/protocol';
import type { ApiError } from '../../../shared/rest/ApiError';
import { atom } from '../../state/appJotai';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: ApiError };

export const profileAtom = atom<Loadable<UserProfile>>({ status: 'loading' });
export const webConfigAtom = atom<Loadable<WebConfig>>({ status: 'loading' });

/** How many times the profile was asked to load again: `SessionLoader` loads it on every change. */
export const profileRevisionAtom = atom(0);

/** Loads the profile again (the page keeps the one it has until the new one comes). */
export const refreshProfileAtom = atom(null, (get, set) =>
  set(profileRevisionAtom, get(profileRevisionAtom) + 1),
);

export interface Viewer {
  /** `unknown` until the profile has loaded; a failed profile load counts as a visitor. */
  kind: UserProfile['kind'] | 'unknown';
  isLoggedIn: boolean;
  isDemo: boolean;
  isUTA: boolean;
  isSub: boolean;
  isCopyLeader: boolean;
  /** spec 000 §5: 4 is liquidation, 5 an overrun (both block orders); 0 otherwise and for a visitor. */
  riskStatus: RiskStatus;
  /**
   * A unified-account upgrade is under way (a member tag in PROCESS, spec 001): the account cannot
   * trade until it ends (spec 000 §5 web2_will_update).
   */
  pendingMaintenance: boolean;
}

export const viewerAtom = atom<Viewer>((get) => {
  const profile = get(profileAtom);
  if (profile.status === 'loading')
    return {
      kind: 'unknown',
      isLoggedIn: false,
      isDemo: false,
      isUTA: false,
      isSub: false,
      isCopyLeader: false,
      riskStatus: 0,
      pendingMaintenance: false,
    };
  const p = profile.status === 'ready' ? profile.value : undefined;
  return {
    kind: p?.kind ?? 'visitor',
    isLoggedIn: p?.userState === 1,
    isDemo: p?.isDemoAccount ?? false,
    isUTA: p?.isUTA ?? false,
    isSub: p?.sub_attribute === 'sub',
    isCopyLeader: p?.is_copy_trading_leader ?? false,
    riskStatus: p?.risk_status ?? 0,
    pendingMaintenance: Object.values(p?.member_tag ?? {}).includes('PROCESS'),
  };
});

/** The logged-in user's id, for what is kept per user; `undefined` for a visitor and while loading. */
export const userIdAtom = atom<string | undefined>((get) => {
  const profile = get(profileAtom);
  return profile.status === 'ready' && profile.value.userState === 1 ? profile.value.id : undefined;
});

/** The web config once loaded; `undefined` while loading or after a failure (gated entries stay hidden). */
export const readyWebConfigAtom = atom<WebConfig | undefined>((get) => {
  const config = get(webConfigAtom);
  return config.status === 'ready' ? config.value : undefined;
});

/**
 * The logged-in user's order settings (`double_confirm`: the order confirmation, the success sound);
 * `undefined` for a visitor and while loading.
 */
export const orderSettingsAtom = atom<UserProfile['double_confirm'] | undefined>((get) => {
  const profile = get(profileAtom);
  return profile.status === 'ready' && profile.value.userState === 1
    ? profile.value.double_confirm
    : undefined;
});
