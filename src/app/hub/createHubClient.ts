import { transfer, wrap, type Remote } from 'comlink';
import { flushSync } from 'react-dom';
import type { HubApi, HubWorkerApi, SnapshotDelivery, SnapshotSink } from '../../shared/protocol';
import { connectHubClient } from './connectHubClient';
import type { HubClient } from './HubClient';

/**
 * The tab's client of the market hub. One SharedWorker per origin serves every tab (one socket);
 * where `SharedWorker` is missing (older Android Chrome, some webviews) the same module runs as a
 * dedicated Worker for this tab alone. The URL is a string to the bundler, not an import: the app
 * never imports worker code. Vite only bundles a worker whose `new URL(...)` is written inside the
 * constructor call, hence the repetition.
 */
export function createHubClient(): HubClient {
  const endpoint =
    typeof SharedWorker === 'undefined'
      ? new Worker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
          type: 'module',
          name: 'spotdesk-hub',
        })
      : new SharedWorker(new URL('../../workers/hub/hubWorker.ts', import.meta.url), {
          type: 'module',
          name: 'spotdesk-hub',
        }).port;
  return connectHubClient(overPort(wrap<HubWorkerApi>(endpoint)), { commit: flushSync });
}

/**
 * The worker's API as the tab's HubApi: the tab's snapshot sink becomes a MessageChannel whose far end
 * goes to the worker, so the snapshots of a tick arrive as one plain message, with no Comlink envelope
 * and no reply back (a message and a reply per tick were about a tenth of the tab's script at the
 * fastest feed). Every other call goes through Comlink as it is.
 */
function overPort(remote: Remote<HubWorkerApi>): HubApi {
  return {
    hello(tab, sink: SnapshotSink) {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', (event: MessageEvent<SnapshotDelivery[]>) =>
        sink(event.data),
      );
      channel.port1.start();
      return remote.hello(tab, transfer(channel.port2, [channel.port2]));
    },
    watch: (tabId, watchId, view) => remote.watch(tabId, watchId, view),
    unwatch: (tabId, watchId) => remote.unwatch(tabId, watchId),
    setVisible: (tabId, visible) => remote.setVisible(tabId, visible),
    setPace: (tabId, paceMs) => remote.setPace(tabId, paceMs),
    setOnline: (tabId, online) => remote.setOnline(tabId, online),
    sessionIs: (accountId) => remote.sessionIs(accountId),
    goodbye: (tabId) => remote.goodbye(tabId),
  };
}
