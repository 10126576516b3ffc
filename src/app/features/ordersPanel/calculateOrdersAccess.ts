import type { WebConfig } from '../../../shared/protocol';
import type { Viewer } from '../session';

/**
 * What the orders panel shows (spec 001 §2, §6): nothing but a status until the viewer and the web
 * config are known; in a restricted region (demo accounts excepted) only a short tip with a My orders
 * link; a visitor the login / sign-up prompt; everyone else the tabs. A web config that failed to load
 * counts as not restricted (its gated tabs stay hidden, see ordersTabs.ts).
 */
export type OrdersAccess = 'loading' | 'restricted' | 'visitor' | 'tabs';

/** The web config's load state (`webConfigAtom`). */
export type WebConfigState =
  { status: 'loading' | 'failed' } | { status: 'ready'; value: Pick<WebConfig, 'region'> };

export function calculateOrdersAccess(viewer: Viewer, config: WebConfigState): OrdersAccess {
  if (viewer.kind === 'unknown' || config.status === 'loading') return 'loading';
  if (config.status === 'ready' && config.value.region === 'restricted' && !viewer.isDemo)
    return 'restricted';
  return viewer.isLoggedIn ? 'tabs' : 'visitor';
}
