/**
 * Who is looking and what the site allows, loaded once per page by `SessionLoader`. Gated entries
 * (rewards hub, notice bar, liquidity shield, EU notice) read `viewerAtom` and `webConfigAtom` and stay
 * hidden until both are known, so nothing flashes in and out.
 */
import type { UserProfile, WebConfig } from '../../../shared/protocol';
import type { ApiError } from '../../../shared/rest/ApiError';
import { atom } from '../../state/appJotai';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: ApiError };

export const profileAtom = atom<Loadable<UserProfile>>({ status: 'loading' });
export const webConfigAtom = atom<Loadable<WebConfig>>({ status: 'loading' });

export interface Viewer {
  /** `unknown` until the profile has loaded; a failed profile load counts as a visitor. */
  kind: UserProfile['kind'] | 'unknown';
  isLoggedIn: boolean;
  isDemo: boolean;
  isUTA: boolean;
  isSub: boolean;
  isCopyLeader: boolean;
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
    };
  const p = profile.status === 'ready' ? profile.value : undefined;
  return {
    kind: p?.kind ?? 'visitor',
    isLoggedIn: p?.userState === 1,
    isDemo: p?.isDemoAccount ?? false,
    isUTA: p?.isUTA ?? false,
    isSub: p?.sub_attribute === 'sub',
    isCopyLeader: p?.is_copy_trading_leader ?? false,
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
