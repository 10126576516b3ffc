import { flushSync } from 'react-dom';
import { browserHubDeps } from '../../shared/hub/browserHubDeps';
import { createHub } from '../../shared/hub/createHub';
import { connectHubClient } from './connectHubClient';
import type { HubClient } from './HubClient';

/**
 * The market hub on this tab's own main thread, with a socket of its own: the architecture of the
 * trading front ends that keep no worker (each tab connects, merges and paints by itself). The `tabs`
 * bench's baseline, opened with `?hub=inline` in the build only that bench makes (SPOTDESK_INLINE_HUB=1,
 * main.tsx); the page itself uses the SharedWorker (createHubClient.ts). The same hub core and the
 * same tab logic as there, with no worker and no message between them: the tab's snapshots are handed
 * over as objects, not copied.
 */
export function createInlineHubClient(): HubClient {
  const hub = createHub(
    browserHubDeps(window, {
      // The hub lives and dies with this tab.
      tabGone: () => new Promise<never>(() => {}),
      log: (message, detail) => console.warn(message, detail ?? ''),
    }),
  );
  const client = connectHubClient(
    () => ({ api: hub, lost: new Promise<void>(() => {}), close: () => undefined }),
    { commit: flushSync },
  );
  return {
    watch: client.watch,
    sessionIs: client.sessionIs,
    dispose() {
      client.dispose();
      hub.dispose();
    },
  };
}
